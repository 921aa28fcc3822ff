"""Builds ``state_blind9.jsonl``: a ninth blind labelled set for ``turnmem eval state``.

Hand-written for turnmem (not taken from any data set) without reading the rule folder, its
correction tests or the conversations of the earlier blind sets. 24 conversations, 16 English
and 8 Chinese, split ``blind9``, in twelve domains neither the seventh nor the eighth set used
(train tickets, hair salon appointments, catering orders, utility accounts, phone repairs,
cinema tickets, sports court bookings, florist orders, tutoring, mortgage enquiries, tax
advisers, pet grooming), two conversations each, every one naming a class of
``schemas_blind9.py``. They lean on the ways people change what they said: a misread value
corrected in the same breath ("48213 - no wait, I misread the dial, 48231"), a slip corrected
a turn later ("I said Tuesday - I meant Thursday"), a value asked as a question that the
assistant declines ("能不能三点？") or meets half-way ("at 12?" -> 12:15), a cancellation taken
back ("不用取消了"), one of several pets, dishes, repairs or applicants dropped, changed
counts, dates, times, addresses and amounts, a choice among listed options ("the 09:41",
"Wednesday", "the Curry Table"), a third person's constraint as the reason for a change (a
landlord, a boss, parents, a partner's contract), negations ("no lilies", "not a lion cut",
"no rackets", "不用租拍子"), hedges ("we might go weekly"), and conversations where nothing
changes (nothing may be overwritten). Run ``python tests/data/state/build_state_blind9.py`` to
rebuild the file (deterministic).

Labelling conventions (as in ``build_state_blind8.py``):

- a field only a tool output states may be unset (``null`` in ``one_of``); a field the user
  stated (or the assistant stated and the user accepted) must be set; a schema field not listed
  must end unset;
- ``not_active`` lists replaced, cancelled or rejected values chosen so that no true statement
  at the end needs to contain them (a reason such as "she's at my sister's" or a negation such
  as "no lilies" is true, so "lilies" is not listed); a cancelled request is labelled in
  ``gold_goals`` as ``abandoned`` or ``absent``;
- questions and requests for information are ``absent`` goals; a request the user makes in
  the imperative is a goal (any live or done status); a hedge ("we might") sets nothing.
- ``probes`` name a reason the user gave for a change (a third person's constraint, a health
  reason) that the final context should still hold.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from turnmem.lab.state_sets import GONE, LIVE, build_set, one_of, write_set

EN: list[dict[str, Any]] = [
    # ---------------------------------------------------------------- train
    {
        "id": "blind9-train-en-third-traveller-standard",
        "domain": "train",
        "schema": "TrainState",
        "steps": [
            (
                "u",
                "I need two tickets Leeds to York on the 14th, leaving some time after 9 in "
                "the morning.",
            ),
            (
                "call",
                "search_trains",
                {"from": "Leeds", "to": "York", "date": "14th", "after": "09:00"},
                {"trains": [{"dep": "09:12"}, {"dep": "09:41"}, {"dep": "10:05"}]},
            ),
            ("a", "There's the 09:12, the 09:41 and the 10:05. Standard or first class?"),
            (
                "u",
                "The 09:41. Oh and make that three tickets, Priya's joining us after all. "
                "Is first worth it for a 25-minute trip, do you reckon?",
            ),
            ("a", "Honestly not for that distance, standard is perfectly comfortable."),
            ("u", "Standard it is then. I've got a 16-25 railcard, the other two haven't."),
            (
                "a",
                "Three standard tickets on the 09:41 on the 14th, one with a 16-25 railcard. "
                "What name should the booking go under?",
            ),
            ("u", "Tom Beaumont."),
        ],
        "gold_fields": {
            "passenger_name": "Tom Beaumont",
            "from_station": "Leeds",
            "to_station": "York",
            "travel_date": one_of("14th", "the 14th"),
            "departure_time": one_of("09:41", "9:41"),
            "passengers": 3,
            "seat_class": "standard",
            "railcard": one_of("16-25 railcard", "16-25", "a 16-25 railcard"),
        },
        "not_active": ["two tickets", "09:12", "10:05"],
        "gold_goals": [
            {"match": "worth it", "status": GONE},
            {"match": "tickets", "status": LIVE},
        ],
        "probes": ["Priya's joining"],
    },
    # ---------------------------------------------------------------- hair salon
    {
        "id": "blind9-salon-en-colour-dropped-stylist-picked",
        "domain": "hair_salon",
        "schema": "SalonState",
        "steps": [
            (
                "u",
                "Hiya, can I get a cut and colour on Saturday? It's Megan Ross, 07700 900412.",
            ),
            (
                "call",
                "list_stylists",
                {"date": "Saturday", "service": "cut and colour"},
                {
                    "stylists": [
                        {"name": "Jodie", "free": ["10:00", "14:30"]},
                        {"name": "Marco", "free": ["11:15"]},
                    ]
                },
            ),
            ("a", "On Saturday Jodie has 10:00 or 14:30, and Marco has 11:15."),
            (
                "u",
                "Marco please. Actually, you know what, skip the colour. My wedding's in June "
                "and my friend who does hair told me not to colour until a month before. Just "
                "the cut.",
            ),
            ("a", "No problem, a cut with Marco at 11:15 on Saturday."),
            ("u", "Can I add a fringe trim, or does that come with it?"),
            ("a", "A fringe trim is included with any cut, so you're covered."),
            ("u", "Lovely, cheers."),
        ],
        "gold_fields": {
            "client_name": "Megan Ross",
            "phone": "07700 900412",
            "service": one_of("cut", "a cut", "just the cut", "haircut"),
            "stylist": "Marco",
            "date": "Saturday",
            "time": "11:15",
            "extras": one_of(None, ["fringe trim"]),
        },
        "not_active": ["cut and colour"],
        "gold_goals": [{"match": "cut", "status": LIVE}],
        "probes": ["wedding"],
    },
    # ---------------------------------------------------------------- catering
    {
        "id": "blind9-catering-en-headcount-drops-menu-picked",
        "domain": "catering",
        "schema": "CateringState",
        "steps": [
            (
                "u",
                "We're throwing a retirement lunch at the office on 3 October and need catering "
                "for about 40. Hot buffet ideally. This is Alan Fry at Brightwell Surveyors.",
            ),
            (
                "a",
                "We can do that. Our hot buffets are the Mediterranean, the Classic Roast and "
                "the Curry Table. Any dietary requirements?",
            ),
            ("u", "The Curry Table sounds good. Six vegans, and one coeliac."),
            (
                "call",
                "create_quote",
                {"menu": "Curry Table", "guests": 40, "date": "3 October"},
                {"quote_id": "Q-7781", "per_head": "£18.50"},
            ),
            ("a", "That comes to £18.50 a head, quote Q-7781."),
            (
                "u",
                "Right, turns out it's 32, not 40 - finance have a quarter-end crunch and a "
                "few of them can't come. Can it be delivered to 14 Carver Street for 12:30?",
            ),
            (
                "a",
                "Updated to 32 guests, delivered to 14 Carver Street at 12:30 on 3 October, "
                "with vegan and gluten-free dishes.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Alan Fry",
            "company": "Brightwell Surveyors",
            "occasion": one_of("retirement lunch", "a retirement lunch"),
            "event_date": "3 October",
            "guests": 32,
            "menu": one_of("Curry Table", "the Curry Table", "hot buffet"),
            "dietary": one_of(["vegan", "coeliac"], ["vegan", "gluten-free"]),
            "delivery_address": "14 Carver Street",
            "delivery_time": "12:30",
            "quote_id": one_of("Q-7781", None),
        },
        "not_active": ["about 40"],
        "gold_goals": [{"match": "catering", "status": LIVE}],
        "probes": ["quarter-end"],
        "once": ["Q-7781"],
    },
    # ---------------------------------------------------------------- utility
    {
        "id": "blind9-utility-en-reading-misread-close-earlier",
        "domain": "utility",
        "schema": "UtilityState",
        "steps": [
            (
                "u",
                "Hi, I'm moving out of 22 Elm Row on the 28th and need to close my electricity "
                "account. The account number is EL-4402913.",
            ),
            (
                "call",
                "lookup_account",
                {"account": "EL-4402913"},
                {"holder": "Sam Okafor", "address": "22 Elm Row", "tariff": "Standard Variable"},
            ),
            ("a", "Thanks, Sam. Do you have a final meter reading for me?"),
            ("u", "It's 48213 - no wait, I misread the dial, 48231."),
            ("a", "Got it, 48231. Where should the final bill go?"),
            (
                "u",
                "Email, sam.okafor@mailbox.org. And the landlord wants the keys back by the "
                "26th, so close it on the 26th rather than the 28th.",
            ),
            (
                "a",
                "Done: the account closes on the 26th with a final reading of 48231, and the "
                "bill goes to sam.okafor@mailbox.org.",
            ),
        ],
        "gold_fields": {
            "account_holder": one_of("Sam Okafor", "Sam", None),
            "account_number": "EL-4402913",
            "service_type": "electricity",
            "address": "22 Elm Row",
            "meter_reading": "48231",
            "tariff": one_of("Standard Variable", None),
            "move_out_date": one_of("26th", "the 26th"),
            "email": "sam.okafor@mailbox.org",
        },
        "not_active": ["48213", "on the 28th"],
        "gold_goals": [{"match": "close", "status": LIVE}],
        "probes": ["landlord"],
        "once": ["EL-4402913"],
    },
    # ---------------------------------------------------------------- phone repair
    {
        "id": "blind9-phone-repair-en-battery-dropped-no-reset",
        "domain": "phone_repair",
        "schema": "PhoneRepairState",
        "steps": [
            (
                "u",
                "My Pixel 7's screen is cracked and the battery's dead by lunchtime. Can you "
                "fix both? I'm near your Kingsway store.",
            ),
            (
                "call",
                "quote_repair",
                {"device": "Pixel 7", "repairs": ["screen", "battery"], "store": "Kingsway"},
                {"screen": "£129", "battery": "£69", "same_day": True},
            ),
            ("a", "Screen is £129 and battery £69, both same day at Kingsway. Book you in?"),
            (
                "u",
                "Hmm, that adds up. Just the screen for now, I'll put up with the battery. "
                "Tomorrow at 10 if you can.",
            ),
            (
                "call",
                "book_repair",
                {"store": "Kingsway", "date": "tomorrow", "time": "10:00", "repairs": ["screen"]},
                {"ticket": "PR-30917", "time": "10:00"},
            ),
            (
                "a",
                "Booked: screen replacement at Kingsway tomorrow at 10:00, ticket PR-30917. "
                "Is the phone backed up? We sometimes have to reset it.",
            ),
            (
                "u",
                "It's backed up, but please don't factory reset it unless you really have to. "
                "Ring me on 07911 123456 first.",
            ),
            ("a", "Noted: no reset without calling you first."),
        ],
        "gold_fields": {
            "device": "Pixel 7",
            "issue": one_of(
                None, "cracked screen", "screen is cracked", "screen's cracked", "screen"
            ),
            "repairs": one_of(["screen"], ["screen replacement"]),
            "service_option": one_of(None, "in store"),
            "store": one_of("Kingsway", "Kingsway store"),
            "appointment_date": "tomorrow",
            "appointment_time": one_of("10:00", "10"),
            "ticket_id": one_of("PR-30917", None),
            "contact_phone": "07911 123456",
            "allow_reset": one_of(False, None),
        },
        "not_active": ["fix both"],
        "gold_goals": [
            {"match": "fix both", "status": GONE},
            {"match": "screen", "status": LIVE},
        ],
        "once": ["PR-30917"],
    },
    # ---------------------------------------------------------------- cinema
    {
        "id": "blind9-cinema-en-cheaper-later-third-ticket",
        "domain": "cinema",
        "schema": "CinemaState",
        "steps": [
            (
                "u",
                "Two tickets for Dune: Part Two at the Odeon Leicester Square tonight please, "
                "the 8pm one.",
            ),
            (
                "call",
                "seat_map",
                {"film": "Dune: Part Two", "time": "20:00"},
                {"available": ["F7-F8", "J3-J4"], "format": "IMAX", "price": "£22"},
            ),
            ("a", "For 8pm I've got F7-F8 or J3-J4. That one's IMAX, £22 each."),
            ("u", "Ooh. Is there a cheaper standard showing later on?"),
            ("a", "There's a standard screening at 9:10pm, £13.50 each, G10-G11 free together."),
            (
                "u",
                "Let's do the 9:10 then, G10 and G11. Wait, my brother's just texted, he's in. "
                "So three - can you find three together?",
            ),
            (
                "call",
                "seat_map",
                {"film": "Dune: Part Two", "time": "21:10", "count": 3},
                {"available": ["H4-H6"]},
            ),
            ("a", "H4-H6 are free together at 9:10."),
            ("u", "Great, book those and send them to lena.kowal@postbox.com."),
            ("a", "Done: three standard tickets, H4-H6, 9:10pm tonight."),
        ],
        "gold_fields": {
            "film": one_of("Dune: Part Two", "Dune Part Two"),
            "venue": one_of("Odeon Leicester Square", "the Odeon Leicester Square", "Odeon"),
            "date": "tonight",
            "showtime": one_of("9:10", "9:10pm", "21:10"),
            "tickets": 3,
            "seats": "H4-H6",
            "screening_format": one_of("standard", None),
            "email": "lena.kowal@postbox.com",
        },
        "not_active": ["8pm", "G10 and G11", "Two tickets"],
        "gold_goals": [
            {"match": "cheaper", "status": GONE},
            {"match": "tickets", "status": LIVE},
        ],
        "probes": ["brother"],
    },
    # ---------------------------------------------------------------- court booking
    {
        "id": "blind9-court-en-indoor-hour-singles",
        "domain": "court_booking",
        "schema": "CourtBookingState",
        "steps": [
            (
                "u",
                "Hi, I'd like a tennis court Thursday evening for doubles, 6 till 8. Member "
                "number M-20488.",
            ),
            (
                "call",
                "court_availability",
                {"sport": "tennis", "date": "Thursday", "from": "18:00", "to": "20:00"},
                {
                    "courts": [
                        {"court": "Court 2", "free": "18:00-20:00"},
                        {"court": "Court 5 (indoor)", "free": "18:00-19:00"},
                    ]
                },
            ),
            ("a", "Court 2 is free 6 to 8, and indoor Court 5 only 6 to 7."),
            (
                "u",
                "The forecast says rain on Thursday, so indoor's better. An hour will do - "
                "there's only two of us now anyway, so singles.",
            ),
            ("a", "Court 5, indoor, Thursday 6 to 7pm, singles. Do you need rackets or balls?"),
            ("u", "A tube of balls please. No rackets, we've got our own."),
            ("a", "Booked, with a tube of balls at the desk."),
        ],
        "gold_fields": {
            "member_id": "M-20488",
            "sport": "tennis",
            "court": one_of("Court 5", "Court 5 (indoor)", "indoor Court 5"),
            "date": one_of("Thursday", "Thursday evening"),
            "start_time": one_of("6", "6pm", "18:00"),
            "end_time": one_of(None, "7", "7pm", "19:00"),
            "duration": one_of("an hour", "1 hour", "one hour", None),
            "players": 2,
            "equipment": one_of(["balls"], ["tube of balls"], ["a tube of balls"]),
        },
        "not_active": ["6 till 8", "doubles"],
        "gold_goals": [{"match": "tennis court", "status": LIVE}],
        "probes": ["rain"],
    },
    # ---------------------------------------------------------------- florist
    {
        "id": "blind9-florist-en-address-redirected-no-lilies",
        "domain": "florist",
        "schema": "FloristState",
        "steps": [
            (
                "u",
                "I want to send flowers to my mum for her 70th, something with peonies, "
                "budget around £60.",
            ),
            (
                "a",
                "Lovely. Peonies are out of season right now, I'm afraid. We could do garden "
                "roses with ranunculus, or a lily and freesia mix.",
            ),
            (
                "u",
                "Roses and ranunculus. No lilies at all - she's got a cat and they're toxic "
                "to cats.",
            ),
            ("a", "Good call. When and where should we deliver?"),
            (
                "u",
                "Friday the 9th, to Margaret Hale, 5 Orchard Close, Bath BA2 4QP. Oh, hang "
                "on, she's staying at my sister's that week, so send it to 17 Widcombe Hill, "
                "Bath BA2 6AA instead.",
            ),
            ("a", "Friday the 9th, Margaret Hale at 17 Widcombe Hill. Any card message?"),
            ("u", "Just 'Happy 70th Mum, all my love, Claire x'."),
            (
                "call",
                "create_order",
                {
                    "flowers": ["garden roses", "ranunculus"],
                    "date": "Friday 9th",
                    "address": "17 Widcombe Hill, Bath BA2 6AA",
                },
                {"order": "FL-11402", "total": "£58"},
            ),
            ("a", "All set, order FL-11402, £58 in total."),
        ],
        "gold_fields": {
            "customer_name": one_of("Claire", None),
            "recipient": one_of("Margaret Hale", "mum", "my mum"),
            "occasion": one_of("70th", "her 70th", "70th birthday"),
            "flowers": ["roses", "ranunculus"],
            "delivery_date": one_of("Friday the 9th", "the 9th", "9th", "Friday 9th"),
            "delivery_address": one_of(
                "17 Widcombe Hill, Bath BA2 6AA", "17 Widcombe Hill", "17 Widcombe Hill, Bath"
            ),
            "card_message": one_of(
                "Happy 70th Mum, all my love, Claire x", "'Happy 70th Mum, all my love, Claire x'"
            ),
            "budget": one_of("around £60", "£60"),
            "order_id": one_of("FL-11402", None),
        },
        "not_active": ["5 Orchard Close", "BA2 4QP", "lily and freesia"],
        "gold_goals": [{"match": "flowers", "status": LIVE}],
        "probes": ["toxic to cats", "my sister's"],
        "once": ["FL-11402"],
    },
    # ---------------------------------------------------------------- tutoring
    {
        "id": "blind9-tutoring-en-tutor-picked-twice-weekly",
        "domain": "tutoring",
        "schema": "TutoringState",
        "steps": [
            (
                "u",
                "Hello, I'm looking for a maths tutor for my daughter, Ava Lindqvist. She's in "
                "Year 10, doing GCSE higher tier.",
            ),
            (
                "a",
                "We have two maths tutors with space: Mr Osei on Tuesdays at 5pm, or Ms Carrow "
                "on Wednesdays at 4:30. Either can do online or in person.",
            ),
            (
                "u",
                "Ms Carrow, online please. It has to be Wednesday anyway, she's got football "
                "on Tuesdays.",
            ),
            ("a", "Great. Weekly one-hour sessions?"),
            (
                "u",
                "Weekly, yes. Hmm, actually, could we do twice a week until her mocks in January?",
            ),
            ("a", "Ms Carrow can add Fridays at 4:30 as well, so Wednesdays and Fridays."),
            ("u", "Perfect. I'm Erik Lindqvist, erik.l@fjordmail.com for the invoices."),
        ],
        "gold_fields": {
            "student_name": "Ava Lindqvist",
            "parent_name": "Erik Lindqvist",
            "subject": one_of("maths", "math"),
            "level": one_of("Year 10", "GCSE higher tier", "Year 10, GCSE higher tier"),
            "tutor": "Ms Carrow",
            "lesson_days": one_of(["Wednesday", "Friday"], ["Wednesdays", "Fridays"]),
            "lesson_time": "4:30",
            "lesson_format": "online",
            "sessions_per_week": 2,
            "email": "erik.l@fjordmail.com",
        },
        "not_active": [],
        "gold_goals": [{"match": "maths tutor", "status": LIVE}],
        "probes": ["football"],
    },
    {
        "id": "blind9-tutoring-en-trial-day-slip-hedge",
        "domain": "tutoring",
        "schema": "TutoringState",
        "steps": [
            (
                "u",
                "Hi there, I'd like to book a trial chemistry lesson for my son Noah - A-level, "
                "first year. Tuesday at 6, not earlier, he's got swim training till 5:30.",
            ),
            (
                "a",
                "Tuesday at 6 with Dr Patel is possible. In person at our Camden centre, or "
                "online?",
            ),
            ("u", "In person. Sorry, I said Tuesday - I meant Thursday. Same time."),
            (
                "call",
                "book_trial",
                {
                    "student": "Noah",
                    "subject": "chemistry",
                    "day": "Thursday",
                    "time": "18:00",
                    "tutor": "Dr Patel",
                },
                {"ref": "TR-4471", "centre": "Camden"},
            ),
            (
                "a",
                "Thursday at 6pm with Dr Patel in Camden, reference TR-4471. If he gets on well "
                "we can set up weekly lessons.",
            ),
            (
                "u",
                "We might go weekly, let's see how the trial goes first. Best number is "
                "020 7946 0321.",
            ),
            ("a", "Noted, we'll call that number if anything changes."),
        ],
        "gold_fields": {
            "student_name": "Noah",
            "subject": "chemistry",
            "level": one_of("A-level", "A-level, first year", "A-level first year"),
            "tutor": "Dr Patel",
            "lesson_days": ["Thursday"],
            "lesson_time": one_of("6", "6pm", "18:00"),
            "lesson_format": "in person",
            "centre": one_of("Camden", "Camden centre", "our Camden centre"),
            "booking_ref": one_of("TR-4471", None),
            "phone": "020 7946 0321",
        },
        "not_active": ["Tuesday at 6"],
        "gold_goals": [
            {"match": "trial", "status": LIVE},
            {"match": "weekly", "status": GONE},
        ],
        "probes": ["swim training"],
        "once": ["TR-4471"],
    },
    # ---------------------------------------------------------------- mortgage
    {
        "id": "blind9-mortgage-en-deposit-grows-term-kept",
        "domain": "mortgage",
        "schema": "MortgageState",
        "steps": [
            (
                "u",
                "Hi, I'm looking at a mortgage on a flat priced at £285,000. I've got a "
                "£30,000 deposit and I'd want a 25-year term.",
            ),
            ("a", "That's borrowing £255,000. Were you thinking fixed or tracker?"),
            (
                "u",
                "A five-year fix. Oh, and my parents have offered to chip in, so the deposit "
                "is going up to £45,000.",
            ),
            (
                "a",
                "Then you'd borrow £240,000 over 25 years on a five-year fix. Would a 30-year "
                "term suit you better, to bring the payments down?",
            ),
            ("u", "No, keep it at 25. Can I talk it through with an adviser next week?"),
            (
                "call",
                "adviser_slots",
                {"week": "next"},
                {"slots": ["Mon 10:00", "Wed 15:30", "Thu 12:00"]},
            ),
            ("a", "I can offer Monday at 10, Wednesday at 3:30 or Thursday at noon."),
            ("u", "Wednesday. It's Rhys Morgan, rhys.morgan@llanmail.co.uk."),
            ("a", "You're booked in for Wednesday at 3:30pm, Rhys."),
        ],
        "gold_fields": {
            "applicant_names": ["Rhys Morgan"],
            "property_price": "£285,000",
            "deposit": "£45,000",
            "loan_amount": one_of("£240,000", None),
            "term_years": 25,
            "rate_type": one_of("five-year fix", "5-year fix", "a five-year fix", "fixed"),
            "appointment_day": one_of("Wednesday", "Wed"),
            "appointment_time": one_of("3:30", "3:30pm", "15:30"),
            "email": "rhys.morgan@llanmail.co.uk",
        },
        "not_active": ["£30,000", "£255,000", "30-year"],
        "gold_goals": [
            {"match": "30-year", "status": GONE},
            {"match": "adviser", "status": LIVE},
        ],
        "probes": ["parents"],
    },
    {
        "id": "blind9-mortgage-en-joint-to-sole-two-year-fix",
        "domain": "mortgage",
        "schema": "MortgageState",
        "steps": [
            (
                "u",
                "We're remortgaging, me and my partner, as a joint application. We're with "
                "Halden Building Society, about £162,000 left, and our fix ends on 31 May.",
            ),
            ("a", "Happy to help. Can I take both names for the application?"),
            (
                "u",
                "I'm Farah Qureshi and he's Daniel Brooks. Actually, wait. Daniel's contract "
                "ends in April and he may not have a job after that, so put it in my name "
                "only.",
            ),
            (
                "a",
                "Understood, a sole application for Farah Qureshi. Are you borrowing more, or "
                "just switching the existing balance?",
            ),
            (
                "u",
                "Just switching, no extra borrowing. And could you look at two-year fixes "
                "rather than five?",
            ),
            (
                "call",
                "search_rates",
                {"type": "2-year fixed", "balance": 162000},
                {"best": "4.39%", "product": "H2F-439"},
            ),
            ("a", "The best two-year fix I can see is 4.39%, product H2F-439."),
            ("u", "Okay, let's go with that one."),
        ],
        "gold_fields": {
            "applicant_names": ["Farah Qureshi"],
            "loan_amount": one_of("about £162,000", "£162,000", "162000"),
            "rate_type": one_of(
                "two-year fix", "two-year fixed", "2-year fixed", "two-year fixes", "2-year fix"
            ),
            "product": "H2F-439",
            "current_lender": "Halden Building Society",
            "current_fix_end": "31 May",
        },
        "not_active": ["joint application"],
        "gold_goals": [{"match": "joint", "status": GONE}],
        "probes": ["contract ends in April"],
    },
    # ---------------------------------------------------------------- tax advisor
    {
        "id": "blind9-tax-en-meeting-moved-nearest-slot",
        "domain": "tax_advisor",
        "schema": "TaxState",
        "steps": [
            (
                "u",
                "Hi, I need help with my self-assessment for 2024-25. I'm a freelance "
                "illustrator and it's my first year filing.",
            ),
            (
                "a",
                "We can help. I'll need your UTR, your income records and expense receipts. "
                "When could you come in?",
            ),
            (
                "u",
                "UTR is 83920 41175. I could do Monday the 12th at 2. Oh hold on, I've a "
                "client call then. Tuesday the 13th, same time?",
            ),
            (
                "call",
                "advisor_slots",
                {"date": "Tuesday 13th", "time": "14:00"},
                {"free": False, "nearest": ["13th 11:00", "13th 16:00"]},
            ),
            ("a", "2pm on Tuesday has gone, but there's 11am or 4pm that day."),
            (
                "u",
                "4 o'clock. I'll bring bank statements and receipts. Do I need the P60 from "
                "my old job too?",
            ),
            ("a", "Yes, bring the P60, since you were employed for part of the year."),
            ("u", "Will do. It's Imogen Reyes, 07723 555018."),
        ],
        "gold_fields": {
            "client_name": "Imogen Reyes",
            "phone": "07723 555018",
            "service": one_of("self-assessment", "my self-assessment"),
            "tax_year": "2024-25",
            "utr": "83920 41175",
            "documents": one_of(
                ["bank statements", "receipts", "P60"], ["bank statements", "receipts"]
            ),
            "meeting_date": one_of(
                "Tuesday the 13th", "Tuesday 13th", "the 13th", "13th", "Tuesday"
            ),
            "meeting_time": one_of("4 o'clock", "4pm", "16:00", "4"),
        },
        "not_active": ["Monday the 12th"],
        "gold_goals": [
            {"match": "self-assessment", "status": LIVE},
            {"match": "need the P60", "status": GONE},
        ],
        "probes": ["client call"],
    },
    {
        "id": "blind9-tax-en-vat-registration-nothing-changes",
        "domain": "tax_advisor",
        "schema": "TaxState",
        "steps": [
            (
                "u",
                "Morning. Our bakery, Crumb & Co, has to register for VAT - turnover went "
                "past £90,000 last month. I'm the director, Hannah Verity.",
            ),
            ("a", "We can handle the registration for you. What's the company number?"),
            (
                "u",
                "14829301. We'd like to go on the flat rate scheme, if that makes sense for "
                "a bakery.",
            ),
            (
                "a",
                "It often does for food businesses; I'll check the rate for you. Any "
                "preference for your VAT quarters?",
            ),
            (
                "u",
                "Whatever lines up with our year end, which is 31 March. Email me at "
                "hannah@crumbandco.co.uk.",
            ),
            (
                "call",
                "create_case",
                {"client": "Crumb & Co", "service": "VAT registration"},
                {"case": "VT-2090", "advisor": "Liam Chen"},
            ),
            ("a", "Case VT-2090 is open, and Liam Chen will be your adviser."),
            ("u", "Thanks, that's everything."),
        ],
        "gold_fields": {
            "client_name": "Hannah Verity",
            "company_name": "Crumb & Co",
            "company_number": "14829301",
            "service": one_of("VAT registration", "register for VAT", "VAT"),
            "vat_scheme": one_of("flat rate scheme", "flat rate", None),
            "year_end": "31 March",
            "advisor": one_of("Liam Chen", None),
            "case_id": one_of("VT-2090", None),
            "email": "hannah@crumbandco.co.uk",
        },
        "not_active": [],
        "gold_goals": [{"match": "register for VAT", "status": LIVE}],
        "once": ["VT-2090"],
    },
    # ---------------------------------------------------------------- pet grooming
    {
        "id": "blind9-grooming-en-second-dog-dropped",
        "domain": "pet_grooming",
        "schema": "GroomingState",
        "steps": [
            (
                "u",
                "Can I book my two dogs in for Saturday morning? Biscuit and Pepper. Biscuit's "
                "a cockapoo and Pepper's a westie.",
            ),
            ("a", "Of course. Full groom for both? That's about three hours."),
            (
                "u",
                "Full groom for Biscuit. Pepper just a bath and nail clip, no haircut, she "
                "hates the clippers.",
            ),
            (
                "call",
                "groomer_slots",
                {"date": "Saturday", "period": "morning"},
                {"free": ["08:30", "11:00"], "groomer": "Hayley"},
            ),
            ("a", "Hayley has 8:30 or 11:00."),
            (
                "u",
                "8:30. Ugh, hang on, Pepper's at the vet that morning. So it's just Biscuit "
                "this time.",
            ),
            (
                "a",
                "Just Biscuit then, full groom at 8:30 on Saturday with Hayley. Name and number?",
            ),
            ("u", "Joanne Pike, 07400 118229."),
        ],
        "gold_fields": {
            "owner_name": "Joanne Pike",
            "phone": "07400 118229",
            "pet_names": ["Biscuit"],
            "species": one_of(None, "dog", "dogs"),
            "breeds": one_of(["cockapoo"], ["cockapoo", "westie"]),
            "services": ["full groom"],
            "groomer": one_of("Hayley", None),
            "date": one_of("Saturday", "Saturday morning"),
            "time": "8:30",
        },
        "not_active": ["nail clip"],
        "gold_goals": [{"match": "book my two dogs", "status": LIVE}],
        "probes": ["vet"],
    },
    {
        "id": "blind9-grooming-en-cat-time-met-halfway",
        "domain": "pet_grooming",
        "schema": "GroomingState",
        "steps": [
            ("u", "Do you groom cats? I've a long-haired Persian, Miso, and she's badly matted."),
            (
                "a",
                "We do, on Wednesdays and Fridays with our cat specialist, Tom. Usually a "
                "de-matting and a lion cut sorts it out.",
            ),
            ("u", "Not a lion cut, please. Just the de-matting and a sanitary trim. Friday?"),
            (
                "call",
                "groomer_slots",
                {"date": "Friday", "groomer": "Tom"},
                {"free": ["10:00", "15:00"]},
            ),
            ("a", "Friday at 10 or at 3."),
            ("u", "Any chance he could fit her in at 12? I work mornings till 11:30."),
            ("a", "Tom can do 12:15 on Friday, if that works."),
            ("u", "12:15 is great. It's under Lucy Tran, lucy.tran@orbit.net."),
            ("a", "Booked: Miso, de-matting and sanitary trim, Friday 12:15 with Tom."),
        ],
        "gold_fields": {
            "owner_name": "Lucy Tran",
            "email": "lucy.tran@orbit.net",
            "pet_names": ["Miso"],
            "species": one_of("cat", "cats"),
            "breeds": one_of(["Persian"], ["long-haired Persian"]),
            "services": one_of(["de-matting", "sanitary trim"]),
            "groomer": "Tom",
            "date": "Friday",
            "time": "12:15",
        },
        "not_active": [],
        "gold_goals": [{"match": "Do you groom cats", "status": GONE}],
        "probes": ["work mornings"],
    },
]

ZH: list[dict[str, Any]] = [
    # ---------------------------------------------------------------- train
    {
        "id": "blind9-train-zh-boss-meeting-next-day",
        "domain": "train",
        "schema": "TrainState",
        "steps": [
            ("u", "你好，帮我订一张下周五从上海到杭州的高铁票，二等座。"),
            (
                "call",
                "search_trains",
                {"from": "上海", "to": "杭州", "date": "下周五"},
                {"trains": [{"no": "G7311", "dep": "08:05"}, {"no": "G7355", "dep": "13:20"}]},
            ),
            ("a", "下周五有G7311（08:05）和G7355（13:20），您要哪一班？"),
            ("u", "下午那班吧。哦不对，我老板说周五上午要开会，改成下周六吧，还是下午走。"),
            (
                "call",
                "search_trains",
                {"from": "上海", "to": "杭州", "date": "下周六", "period": "下午"},
                {"trains": [{"no": "G7357", "dep": "13:45"}]},
            ),
            ("a", "下周六下午有G7357，13:45出发，二等座还有票。"),
            ("u", "行，就这班。乘车人王丽，身份证尾号4417。"),
            ("a", "已为王丽预订下周六G7357次二等座一张。"),
        ],
        "gold_fields": {
            "passenger_name": "王丽",
            "from_station": "上海",
            "to_station": "杭州",
            "travel_date": "下周六",
            "departure_time": "13:45",
            "train_number": "G7357",
            "passengers": 1,
            "seat_class": "二等座",
        },
        "not_active": ["下周五", "G7355"],
        "gold_goals": [{"match": "高铁票", "status": LIVE}],
        "probes": ["开会"],
    },
    # ---------------------------------------------------------------- hair salon
    {
        "id": "blind9-salon-zh-three-declined-perm-to-dye",
        "domain": "hair_salon",
        "schema": "SalonState",
        "steps": [
            ("u", "我想约周日下午烫发，找Kevin老师。"),
            ("a", "Kevin老师周日下午两点和四点半有空。"),
            ("u", "能不能三点？两点我得先去接孩子。"),
            ("a", "不好意思，三点已经约满了，只剩四点半。"),
            ("u", "那就四点半吧。还有，不烫了，改成染发，我妈说刚烫完没多久，太伤头发了。"),
            ("a", "好的，周日下午四点半，Kevin老师，染发。请问怎么称呼，留个电话？"),
            ("u", "姓陈，13812345678。"),
        ],
        "gold_fields": {
            "client_name": one_of("陈", "陈女士", "陈小姐", "姓陈"),
            "phone": "13812345678",
            "service": "染发",
            "stylist": one_of("Kevin", "Kevin老师"),
            "date": one_of("周日", "周日下午"),
            "time": one_of("四点半", "下午四点半", "16:30", "4:30"),
        },
        "not_active": ["烫发", "三点"],
        "gold_goals": [
            {"match": "三点", "status": GONE},
            {"match": "烫发", "status": GONE},
        ],
        "probes": ["接孩子", "伤头发"],
    },
    # ---------------------------------------------------------------- catering
    {
        "id": "blind9-catering-zh-pork-dish-swapped",
        "domain": "catering",
        "schema": "CateringState",
        "steps": [
            ("u", "你好，我们公司周四中午要订30份盒饭，送到科技园B座12楼。"),
            ("a", "好的。我们有三种套餐：宫保鸡丁、红烧肉、番茄炒蛋，每份28元。"),
            ("u", "宫保鸡丁20份，红烧肉10份。"),
            ("a", "好的，宫保鸡丁20份、红烧肉10份，一共30份。"),
            (
                "u",
                "等一下，红烧肉不要了，同事里好几个不吃猪肉，换成番茄炒蛋10份。"
                "另外宫保鸡丁做不辣的。",
            ),
            (
                "a",
                "明白，宫保鸡丁（不辣）20份、番茄炒蛋10份，周四中午送到科技园B座12楼。"
                "联系人怎么称呼？",
            ),
            ("u", "李明，电话13900001111。"),
        ],
        "gold_fields": {
            "customer_name": "李明",
            "contact_phone": "13900001111",
            "event_date": one_of("周四", "周四中午"),
            "guests": 30,
            "dishes": one_of(["宫保鸡丁", "番茄炒蛋"], ["宫保鸡丁20份", "番茄炒蛋10份"]),
            "dietary": one_of(None, ["不辣"], ["不吃猪肉"], ["不辣", "不吃猪肉"]),
            "delivery_address": one_of("科技园B座12楼", "送到科技园B座12楼"),
            "delivery_time": one_of("中午", "周四中午"),
        },
        "not_active": ["红烧肉10份"],
        "gold_goals": [{"match": "盒饭", "status": LIVE}],
        "probes": ["不吃猪肉"],
    },
    # ---------------------------------------------------------------- utility
    {
        "id": "blind9-utility-zh-autopay-card-and-day",
        "domain": "utility",
        "schema": "UtilityState",
        "steps": [
            ("u", "你好，我想给家里的水费开通自动扣款，户号是310088265。"),
            ("a", "好的，请问用哪张银行卡扣款？"),
            ("u", "用招商银行尾号6621的卡。哦，不对，用工商银行那张，尾号0937，招行那张快过期了。"),
            ("a", "好的，工商银行尾号0937。每月默认15号扣款，可以吗？"),
            ("u", "能改到25号吗？我工资20号才发。"),
            (
                "call",
                "set_autopay",
                {"account": "310088265", "card": "工商银行 0937", "day": 25},
                {"status": "ok"},
            ),
            ("a", "可以，已设为每月25号从工商银行尾号0937的卡扣款。"),
            ("u", "好的，谢谢。"),
        ],
        "gold_fields": {
            "account_number": "310088265",
            "service_type": one_of("水费", "水"),
            "payment_method": one_of("自动扣款", "自动扣款（银行卡）"),
            "bank_card": one_of(
                "工商银行尾号0937", "0937", "工商银行", "尾号0937", "工商银行 0937"
            ),
            "debit_day": one_of("25号", "每月25号", "25"),
        },
        "not_active": ["6621", "15号"],
        "gold_goals": [{"match": "自动扣款", "status": LIVE}],
        "probes": ["工资20号", "快过期"],
    },
    # ---------------------------------------------------------------- phone repair
    {
        "id": "blind9-phone-repair-zh-store-visit-to-mail-in",
        "domain": "phone_repair",
        "schema": "PhoneRepairState",
        "steps": [
            ("u", "我的iPhone 13充不进电了，想送修。"),
            ("a", "可以到店维修，也可以寄修。离您最近的是徐汇店。"),
            ("u", "那我周六去徐汇店吧。"),
            (
                "call",
                "book_repair",
                {"device": "iPhone 13", "store": "徐汇店", "date": "周六"},
                {"ticket": "RX-5520", "time": "14:00"},
            ),
            ("a", "已为您预约周六下午两点的徐汇店，工单号RX-5520。"),
            ("u", "哎，周六我临时要加班，去不了。还是寄修吧，寄修大概要多久？"),
            ("a", "寄修一般5到7个工作日。我先把门店预约取消，给您发寄修单。"),
            ("u", "好，修好寄回浦东新区张江路88号，收件人周杰，电话13700002222。"),
        ],
        "gold_fields": {
            "customer_name": one_of("周杰", None),
            "contact_phone": "13700002222",
            "device": "iPhone 13",
            "issue": one_of("充不进电", "充不进电了"),
            "service_option": one_of("寄修", "mail-in"),
            "address": one_of("浦东新区张江路88号", "张江路88号"),
            "ticket_id": one_of("RX-5520", None),
        },
        "not_active": ["下午两点"],
        "gold_goals": [
            {"match": "徐汇店", "status": GONE},
            {"match": "送修", "status": LIVE},
        ],
        "probes": ["加班"],
    },
    # ---------------------------------------------------------------- cinema
    {
        "id": "blind9-cinema-zh-cancel-taken-back-popcorn",
        "domain": "cinema",
        "schema": "CinemaState",
        "steps": [
            ("u", "帮我订两张周六晚上七点《哪吒2》的票，万达影城。"),
            (
                "call",
                "book_tickets",
                {"film": "哪吒2", "cinema": "万达影城", "time": "周六 19:00", "count": 2},
                {"order": "WD88213", "seats": ["7排5座", "7排6座"]},
            ),
            ("a", "已订好，订单号WD88213，7排5座和6座。"),
            ("u", "算了，取消吧，我女朋友周六可能要回老家。"),
            ("a", "好的，需要我现在就取消订单吗？"),
            ("u", "等等，她刚说不回了，不用取消了。再帮我加一桶爆米花。"),
            ("a", "订单保留，已经加了一桶爆米花。"),
        ],
        "gold_fields": {
            "film": one_of("哪吒2", "《哪吒2》"),
            "venue": "万达影城",
            "date": one_of("周六", "周六晚上"),
            "showtime": one_of("七点", "晚上七点", "19:00", "周六晚上七点"),
            "tickets": 2,
            "seats": one_of(None, "7排5座和6座", "7排5座、7排6座", "7排5座"),
            "snacks": one_of(["爆米花"], ["一桶爆米花"]),
            "order_id": one_of("WD88213", None),
        },
        "not_active": [],
        "gold_goals": [
            {"match": "取消", "status": GONE},
            {"match": "哪吒2", "status": LIVE},
        ],
        "probes": ["不回了"],
        "once": ["WD88213"],
    },
    # ---------------------------------------------------------------- court booking
    {
        "id": "blind9-court-zh-badminton-nothing-changes",
        "domain": "court_booking",
        "schema": "CourtBookingState",
        "steps": [
            ("u", "你好，我想订明天晚上8点到10点的羽毛球场，要两片场，我们一共8个人。"),
            (
                "call",
                "check_courts",
                {"sport": "羽毛球", "date": "明天", "time": "20:00-22:00"},
                {"courts": ["3号场", "4号场", "7号场"]},
            ),
            ("a", "明天20点到22点还有3号、4号和7号场。"),
            ("u", "要3号和4号，挨着方便些。需要租拍子吗？"),
            ("a", "3号和4号是挨着的。球拍可以租，10元一支，不租也可以。"),
            ("u", "不用租拍子，我们自己带。预订人刘洋，会员卡号VIP0936。"),
            (
                "call",
                "book_courts",
                {"courts": ["3号场", "4号场"], "date": "明天", "time": "20:00-22:00"},
                {"booking": "BK-6620"},
            ),
            ("a", "已订好明天晚上8点到10点的3号、4号场，订单号BK-6620。"),
        ],
        "gold_fields": {
            "member_name": "刘洋",
            "member_id": "VIP0936",
            "sport": one_of("羽毛球", "羽毛球场"),
            "court": one_of("3号和4号", "3号场和4号场", "3号、4号", "3号、4号场", "3号场、4号场"),
            "date": one_of("明天", "明天晚上"),
            "start_time": one_of("8点", "晚上8点", "20:00", "20点"),
            "end_time": one_of("10点", "晚上10点", "22:00", "22点"),
            "duration": one_of(None, "2小时", "两小时", "8点到10点", "晚上8点到10点"),
            "players": 8,
            "booking_ref": one_of("BK-6620", None),
        },
        "not_active": [],
        "gold_goals": [
            {"match": "羽毛球场", "status": LIVE},
            {"match": "租拍子", "status": GONE},
        ],
        "once": ["BK-6620"],
    },
    # ---------------------------------------------------------------- florist
    {
        "id": "blind9-florist-zh-stems-up-colour-declined",
        "domain": "florist",
        "schema": "FloristState",
        "steps": [
            ("u", "你好，我要订一束红玫瑰，19朵，明天送，给我女朋友。"),
            ("a", "好的，明天送需要今天下午4点前下单。送到哪里？"),
            ("u", "朝阳区望京SOHO T2 1508，收件人张婷。啊对了，改成33朵吧，明天是我们三周年。"),
            ("a", "33朵红玫瑰，明天送到望京SOHO T2 1508，张婷收。卡片上写什么？"),
            ("u", "写“三年了，谢谢你”。颜色能不能换成香槟色？"),
            (
                "call",
                "check_stock",
                {"flower": "香槟玫瑰", "count": 33},
                {"in_stock": False, "available": 20},
            ),
            ("a", "抱歉，香槟玫瑰只剩20朵，不够33朵。还是用红玫瑰可以吗？"),
            ("u", "那还是红的吧。"),
            ("a", "好的，33朵红玫瑰，明天送达。"),
        ],
        "gold_fields": {
            "recipient": one_of("张婷", "女朋友", "我女朋友"),
            "occasion": one_of("三周年", "我们三周年"),
            "flowers": one_of(["红玫瑰"], ["红玫瑰33朵"], ["33朵红玫瑰"]),
            "quantity": 33,
            "delivery_date": "明天",
            "delivery_address": one_of("朝阳区望京SOHO T2 1508", "望京SOHO T2 1508"),
            "card_message": one_of("三年了，谢谢你", "“三年了，谢谢你”"),
        },
        "not_active": ["19朵", "香槟色"],
        "gold_goals": [
            {"match": "香槟色", "status": GONE},
            {"match": "红玫瑰", "status": LIVE},
        ],
        "probes": ["三周年"],
    },
]


def build() -> list[dict[str, Any]]:
    return build_set("blind9", (("en", EN), ("zh", ZH)), size=24)


if __name__ == "__main__":
    write_set(Path(__file__).with_name("state_blind9.jsonl"), build())
