"""Builds ``state_blind10.jsonl``: a tenth blind labelled set for ``turnmem eval state``.

Hand-written for turnmem (not taken from any data set) without reading the rule folder, its
correction tests or the conversations of the earlier blind sets. 24 conversations, 16 English
and 8 Chinese, split ``blind10``, in twelve domains the seventh to ninth sets did not use
(wedding venues, photography sessions, print shops, clothing alterations, driving lessons,
bike repairs, spa treatments, ferry tickets, museum tours, visa agents, job applications,
coworking spaces), two conversations each, every one naming a class of ``schemas_blind10.py``.
They lean on the ways people change what they said: a slip corrected in the same breath
("Z4471902 - sorry, Z4471920", "哦不对，我看错了，是16页"), a count changed because of a third
person ("his mum just texted, it's more like 140", "奶奶那天要去医院复查"), a value floated as
a question and declined ("could we do it at golden hour instead, like 6?", "3500一桌？",
"能约早上7点吗？"), a cancellation taken back ("cancel it... No wait... Keep it", "Don't
withdraw yet"), one of several garments, repairs, prints, days or travellers dropped, changed
dates, times, formats and service levels, a choice among listed options ("The 1pm German
one", "22号", "晚上9点那班"), negations ("no coffee after all", "不用加急", "don't touch it"),
hedges ("We might go to twice a week later"), and a conversation where nothing changes.
Run ``python tests/data/state/build_state_blind10.py`` to rebuild the file (deterministic).

Labelling conventions (as in ``build_state_blind9.py``):

- a field only a tool output states may be unset (``null`` in ``one_of``); a field the user
  stated (or the assistant stated and the user accepted) must be set; a schema field not listed
  must end unset;
- ``not_active`` lists replaced, cancelled or rejected values chosen so that no true statement
  at the end needs to contain them (a reason such as "the client's bringing their own
  catering" or a negation such as "no coffee" is true, so "coffee" is not listed); a cancelled
  request is labelled in ``gold_goals`` as ``abandoned`` or ``absent``;
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
    # ---------------------------------------------------------------- wedding venue
    {
        "id": "blind10-wedding-en-brother-from-canada",
        "domain": "wedding_venue",
        "schema": "WeddingVenueState",
        "steps": [
            (
                "u",
                "Hi, we're looking at Hartwell Barn for our wedding next summer. Do you have "
                "any Saturdays free in June?",
            ),
            (
                "call",
                "check_availability",
                {"venue": "Hartwell Barn", "month": "2027-06", "weekday": "Saturday"},
                {"free": ["2027-06-12", "2027-06-26"], "max_guests": 160},
            ),
            ("a", "The 12th and the 26th of June are free. How many guests are you expecting?"),
            (
                "u",
                "The 26th please - my fiancé's brother is only back from Canada by then. "
                "Around 120 guests. Actually no, his mum just texted, it's more like 140 "
                "with the cousins.",
            ),
            (
                "a",
                "140 fits the main barn. Would you like the Classic or the Garden package, and "
                "what time should the ceremony start?",
            ),
            (
                "u",
                "Garden package. Ceremony at 1pm. Hmm, actually our photographer can't get "
                "there before half one, so make it 2pm.",
            ),
            ("a", "Garden package, ceremony at 2pm on 26 June for 140 guests. Whose names?"),
            ("u", "Hannah Price and Sam Okafor. Email is hannah.price@mailbox.co.uk."),
        ],
        "gold_fields": {
            "couple_names": ["Hannah Price", "Sam Okafor"],
            "contact_name": one_of(None, "Hannah Price"),
            "email": "hannah.price@mailbox.co.uk",
            "venue": one_of("Hartwell Barn", "Hartwell Barn main barn", "main barn"),
            "event_date": one_of("26th", "the 26th", "2027-06-26", "26 June", "26th of June"),
            "guests": 140,
            "package": one_of("Garden", "Garden package"),
            "ceremony_time": one_of("2pm", "2 pm", "14:00", "2"),
        },
        "not_active": ["120", "1pm"],
        "gold_goals": [{"match": "Saturdays free", "status": GONE}],
        "probes": ["photographer"],
    },
    # ---------------------------------------------------------------- photography
    {
        "id": "blind10-photo-en-dad-hip-four",
        "domain": "photography",
        "schema": "PhotographyState",
        "steps": [
            (
                "u",
                "I'd like to book a family photo session at Lumen Studio. There'll be five of "
                "us - me, my husband, our two kids and my dad.",
            ),
            (
                "a",
                "Lovely. Studio or outdoor? We have Saturday 10am or Sunday 3pm open.",
            ),
            (
                "u",
                "Outdoor, at Ravensdale Park if possible, Sunday 3pm. Could we do it at golden "
                "hour instead, like 6?",
            ),
            ("a", "Sorry, our photographers finish at 5 on Sundays, so 3pm is the latest start."),
            (
                "u",
                "Fine, 3pm then. Actually my dad can't make it, his hip's playing up, so it's "
                "four of us.",
            ),
            (
                "a",
                "Four people, outdoor at Ravensdale Park, Sunday 3pm. The package includes an "
                "8x10 canvas and an album; you can add a calendar.",
            ),
            ("u", "Skip the album, keep the canvas, and add the calendar."),
            (
                "call",
                "book_session",
                {
                    "studio": "Lumen Studio",
                    "type": "family",
                    "setting": "outdoor",
                    "location": "Ravensdale Park",
                    "day": "Sunday",
                    "time": "15:00",
                    "people": 4,
                    "prints": ["8x10 canvas", "calendar"],
                },
                {"booking_ref": "LS-7734"},
            ),
            ("a", "Booked, reference LS-7734."),
        ],
        "gold_fields": {
            "studio": "Lumen Studio",
            "session_type": one_of("family", "family photo session", "family session"),
            "setting": "outdoor",
            "location": "Ravensdale Park",
            "date": "Sunday",
            "time": one_of("3pm", "3 pm", "15:00"),
            "people": 4,
            "prints": ["canvas", "calendar"],
            "booking_ref": "LS-7734",
        },
        "not_active": ["five of us", "Saturday 10am"],
        "gold_goals": [
            {"match": "golden hour", "status": GONE},
            {"match": "calendar", "status": LIVE},
        ],
        "probes": ["hip"],
    },
    # ---------------------------------------------------------------- print shop
    {
        "id": "blind10-print-en-cards-250-soft-touch",
        "domain": "print_shop",
        "schema": "PrintShopState",
        "steps": [
            (
                "u",
                "Hi, I need 500 business cards printed, matte finish, 85x55mm. The name on "
                "them is Dr Elena Marsh.",
            ),
            ("a", "Sure. 350gsm or 400gsm card?"),
            (
                "u",
                "400. Wait, 500 is way too many - make it 250. And could they be soft-touch "
                "instead of matte?",
            ),
            ("a", "Soft-touch is £12 extra for 250. Shall I go ahead?"),
            ("u", "Yes, fine."),
            (
                "call",
                "create_order",
                {"qty": 250, "finish": "soft-touch", "stock": "400gsm", "size": "85x55mm"},
                {"order_id": "PR-20931", "ready": "Thursday"},
            ),
            ("a", "Order PR-20931, ready Thursday. Pickup or delivery?"),
            (
                "u",
                "Pickup. Oh and please don't print the QR code on the back, the link's "
                "changed - just leave the back blank.",
            ),
            ("a", "Noted, the back will be blank."),
        ],
        "gold_fields": {
            "customer_name": one_of("Dr Elena Marsh", "Elena Marsh"),
            "product": "business cards",
            "quantity": 250,
            "size": "85x55mm",
            "paper": one_of("400gsm", "400", "400gsm card"),
            "finish": one_of("soft-touch", "soft touch"),
            "back_side": one_of("blank", "leave the back blank", "back blank"),
            "fulfilment": "pickup",
            "ready_date": one_of(None, "Thursday"),
            "order_id": "PR-20931",
        },
        "not_active": ["500", "matte", "350gsm"],
        "gold_goals": [{"match": "business cards", "status": LIVE}],
        "probes": ["link's changed"],
    },
    # ---------------------------------------------------------------- alterations
    {
        "id": "blind10-alterations-en-forget-the-jacket",
        "domain": "alterations",
        "schema": "AlterationsState",
        "steps": [
            (
                "u",
                "Hello, I've got a suit jacket, trousers and a bridesmaid dress that need "
                "altering. Name's Priyanka Desai, 07700 918 442.",
            ),
            ("a", "Happy to help. What needs doing on each?"),
            (
                "u",
                "Trousers need hemming by about 3cm, the jacket sleeves shortened, and the "
                "dress taken in at the waist.",
            ),
            (
                "a",
                "We can fit you on Tuesday at 5:30 or Wednesday at 12. When do you need them back?",
            ),
            (
                "u",
                "Wednesday at 12. I need the dress by the 18th - the wedding's on the 19th. "
                "Actually, forget the jacket, my partner says it's fine as it is.",
            ),
            (
                "a",
                "No problem: trouser hem and dress waist, fitting Wednesday at 12, ready by "
                "the 18th.",
            ),
            ("u", "Perfect, thanks."),
        ],
        "gold_fields": {
            "customer_name": "Priyanka Desai",
            "phone": one_of("07700 918 442", "07700918442"),
            "garments": ["trousers", "bridesmaid dress"],
            "alterations": one_of(["hem", "waist"], ["hemming", "taken in"]),
            "fitting_day": "Wednesday",
            "fitting_time": one_of("12", "12:00", "noon", "12pm"),
            "ready_by": one_of("18th", "the 18th"),
        },
        "not_active": ["jacket sleeves", "5:30"],
        "probes": ["partner"],
    },
    # ---------------------------------------------------------------- driving lessons
    {
        "id": "blind10-driving-en-dad-pays-automatic",
        "domain": "driving_lessons",
        "schema": "DrivingLessonState",
        "steps": [
            ("u", "Hi, I want to book driving lessons. I'm a complete beginner. Manual please."),
            (
                "a",
                "Great. We have Dave (weekday evenings) and Marta (weekends). Lessons are one "
                "or two hours.",
            ),
            (
                "u",
                "Marta, Saturdays, two hours each. Actually, my dad says automatic is easier "
                "to pass in and he's paying, so let's switch to automatic.",
            ),
            ("a", "Marta teaches automatic too. Saturday at 9am or 11am?"),
            (
                "u",
                "11. We might go to twice a week later in the summer, but just Saturdays for "
                "now. Pick me up from 14 Linden Road, please.",
            ),
            (
                "call",
                "book_lessons",
                {
                    "instructor": "Marta",
                    "transmission": "automatic",
                    "day": "Saturday",
                    "time": "11:00",
                    "length_hours": 2,
                    "block": 10,
                    "pickup": "14 Linden Road",
                },
                {"ref": "DL-5582", "first_lesson": "2026-12-12"},
            ),
            (
                "a",
                "Booked a block of 10 two-hour lessons with Marta, Saturdays at 11am from 14 "
                "Linden Road, starting 12 December. Ref DL-5582.",
            ),
            ("u", "Oh, I only wanted five to start with. Can you make it 5?"),
            ("a", "Done - the block is now 5 lessons."),
        ],
        "gold_fields": {
            "transmission": "automatic",
            "instructor": "Marta",
            "lesson_days": ["Saturday"],
            "lesson_time": one_of("11", "11am", "11:00"),
            "lesson_length": one_of("2 hours", "two hours", "2", "2h", "two-hour"),
            "lessons": 5,
            "pickup_address": "14 Linden Road",
            "start_date": one_of(None, "2026-12-12", "12 December"),
            "booking_ref": "DL-5582",
        },
        "not_active": ["manual", "block of 10", "9am"],
        "gold_goals": [
            {"match": "twice a week", "status": GONE},
            {"match": "driving lessons", "status": LIVE},
        ],
        "probes": ["he's paying"],
    },
    # ---------------------------------------------------------------- bike repair
    {
        "id": "blind10-bike-en-nothing-changes",
        "domain": "bike_repair",
        "schema": "BikeRepairState",
        "steps": [
            (
                "u",
                "Hi, the rear derailleur on my Trek FX 3 is skipping gears. Can I bring it in "
                "for a service?",
            ),
            (
                "a",
                "Sure. We can take it Thursday morning. Standard service is £55, full service "
                "£95. Which one?",
            ),
            (
                "u",
                "Standard is fine. I'll drop it off Thursday around 8:30 before work. Name's "
                "Callum Reid, phone 07812 334 906.",
            ),
            (
                "call",
                "create_ticket",
                {
                    "customer": "Callum Reid",
                    "bike": "Trek FX 3",
                    "service": "standard",
                    "dropoff": "Thursday 08:30",
                },
                {"ticket": "BK-1187", "ready": "Friday after 4pm"},
            ),
            ("a", "Ticket BK-1187. It should be ready Friday after 4pm. Anything else?"),
            (
                "u",
                "The back brake squeaks a bit, but don't touch it unless it's unsafe - I'd "
                "rather not pay for new pads yet.",
            ),
            ("a", "Understood, we'll only check the brake and call you before any extra work."),
            ("u", "Great, see you Thursday."),
        ],
        "gold_fields": {
            "customer_name": "Callum Reid",
            "phone": one_of("07812 334 906", "07812334906"),
            "bike": "Trek FX 3",
            "issue": one_of(
                None,
                "rear derailleur skipping gears",
                "skipping gears",
                "derailleur skipping gears",
                "rear derailleur is skipping gears",
            ),
            "service": one_of("standard", "standard service"),
            "drop_off_day": "Thursday",
            "drop_off_time": one_of("8:30", "08:30", "around 8:30"),
            "ready_by": one_of(None, "Friday after 4pm", "Friday"),
            "ticket_id": "BK-1187",
        },
        "not_active": [],
        "gold_goals": [{"match": "new pads", "status": GONE}],
        "once": ["BK-1187"],
    },
    # ---------------------------------------------------------------- spa
    {
        "id": "blind10-spa-en-pregnancy-keep-it",
        "domain": "spa",
        "schema": "SpaState",
        "steps": [
            (
                "u",
                "Hi, I'd like to book a 60-minute hot stone massage for Saturday afternoon, "
                "please.",
            ),
            ("a", "We have 2pm or 4:30pm on Saturday. Any health conditions we should know of?"),
            ("u", "4:30. I'm 14 weeks pregnant, actually - is hot stone okay?"),
            (
                "a",
                "We don't recommend hot stone during pregnancy; our pregnancy massage is the "
                "safe alternative, also 60 minutes.",
            ),
            ("u", "Then the pregnancy massage, please. And can I add a scalp treatment?"),
            (
                "call",
                "book_treatment",
                {
                    "treatment": "pregnancy massage",
                    "minutes": 60,
                    "day": "Saturday",
                    "time": "16:30",
                    "add_ons": ["scalp treatment"],
                },
                {"ref": "SP-4410", "therapist": "Ines"},
            ),
            ("a", "Booked with Ines, Saturday 4:30pm, ref SP-4410."),
            (
                "u",
                "Actually, cancel it, I've got a scan that day. No wait, the scan's on the "
                "Friday. Keep it, sorry!",
            ),
            ("a", "No problem, your booking stays as it is."),
            ("u", "My name's Rosa Lindqvist, by the way, phone 07455 210 378."),
        ],
        "gold_fields": {
            "guest_name": "Rosa Lindqvist",
            "phone": one_of("07455 210 378", "07455210378"),
            "treatment": "pregnancy massage",
            "therapist": one_of(None, "Ines"),
            "date": "Saturday",
            "time": one_of("4:30", "4:30pm", "16:30"),
            "duration": one_of("60 minutes", "60", "60-minute", "60 min"),
            "add_ons": ["scalp treatment"],
            "booking_ref": "SP-4410",
        },
        "not_active": ["hot stone massage", "2pm"],
        "gold_goals": [
            {"match": "cancel", "status": GONE},
            {"match": "scalp", "status": LIVE},
        ],
        "probes": ["pregnant"],
    },
    # ---------------------------------------------------------------- ferry
    {
        "id": "blind10-ferry-en-camper-van",
        "domain": "ferry",
        "schema": "FerryState",
        "steps": [
            (
                "u",
                "I need a ferry from Portsmouth to Bilbao for two adults and a car, sailing "
                "3 March.",
            ),
            (
                "call",
                "search_sailings",
                {"from": "Portsmouth", "to": "Bilbao", "date": "2027-03-03"},
                {"sailings": [], "nearest": ["2027-03-05 17:00", "2027-03-07 17:00"]},
            ),
            ("a", "No sailing on the 3rd; the nearest are 5 March and 7 March, both at 17:00."),
            ("u", "The 5th. Will we need a cabin? It's overnight, isn't it?"),
            (
                "a",
                "Yes, it's a 24-hour crossing, so a cabin is compulsory. Inside or outside?",
            ),
            (
                "u",
                "Outside, please. Oh, and it's not a car any more, we're taking the camper "
                "van - a VW California, reg KP19 XLT, 2.0m high.",
            ),
            ("a", "Fine, the van fits standard height. Lead passenger name?"),
            ("u", "Joanna Whitfield."),
        ],
        "gold_fields": {
            "passenger_name": "Joanna Whitfield",
            "route_from": "Portsmouth",
            "route_to": "Bilbao",
            "sail_date": one_of("5th", "the 5th", "5 March", "2027-03-05"),
            "departure_time": one_of(None, "17:00", "5pm"),
            "passengers": 2,
            "vehicle": one_of(
                "camper van", "VW California", "camper van - a VW California", "a VW California"
            ),
            "vehicle_reg": one_of("KP19 XLT", "KP19XLT"),
            "cabin": one_of("outside", "outside cabin"),
        },
        "not_active": ["3 March", "7 March"],
        "gold_goals": [{"match": "ferry", "status": LIVE}],
    },
    # ---------------------------------------------------------------- museum tour
    {
        "id": "blind10-museum-en-german-tour-in-laws",
        "domain": "museum_tour",
        "schema": "MuseumTourState",
        "steps": [
            (
                "u",
                "Hi, I'd like tickets for the Egyptian galleries guided tour at the Halden "
                "Museum this Sunday.",
            ),
            (
                "call",
                "list_tours",
                {"tour": "Egyptian galleries", "day": "Sunday"},
                {
                    "slots": [
                        {"time": "10:30", "lang": "English"},
                        {"time": "13:00", "lang": "German"},
                        {"time": "15:15", "lang": "English"},
                    ]
                },
            ),
            ("a", "Sunday has 10:30 (English), 13:00 (German) and 15:15 (English). How many?"),
            (
                "u",
                "The 1pm German one - my in-laws are visiting from Hamburg. Four adults and "
                "one child, she's 7.",
            ),
            ("a", "Five places on the 13:00 German tour. Children under 8 go free."),
            (
                "u",
                "Great. My father-in-law walks with a cane, so could we have a folding stool "
                "for him?",
            ),
            ("a", "Yes, stools are free at the desk."),
            (
                "u",
                "Email is l.moreau@postbox.fr. Actually, make it three adults - my "
                "brother-in-law can't come.",
            ),
            (
                "a",
                "Three adults and one child, 13:00 German tour on Sunday. Tickets will go to "
                "l.moreau@postbox.fr.",
            ),
        ],
        "gold_fields": {
            "museum": "Halden Museum",
            "tour": one_of(
                "Egyptian galleries guided tour", "Egyptian galleries", "Egyptian galleries tour"
            ),
            "date": one_of("Sunday", "this Sunday"),
            "time": one_of("13:00", "1pm"),
            "language": "German",
            "visitors": one_of(None, 4),
            "adults": 3,
            "children": 1,
            "access_needs": one_of(["stool"], ["cane"], ["cane", "stool"]),
            "email": "l.moreau@postbox.fr",
        },
        "not_active": ["four adults", "five places", "15:15"],
        "gold_goals": [{"match": "tickets", "status": LIVE}],
        "probes": ["in-laws"],
    },
    {
        "id": "blind10-museum-en-vermeer-sister",
        "domain": "museum_tour",
        "schema": "MuseumTourState",
        "steps": [
            (
                "u",
                "Do you have any late-opening slots for the Vermeer exhibition next Friday? "
                "Two tickets.",
            ),
            (
                "a",
                "Friday late opening runs 18:00-21:00, entry every half hour. Members get in "
                "free - are you a member?",
            ),
            (
                "u",
                "No, not a member. 19:30 for two. Could we get the concession rate? I'm a student.",
            ),
            ("a", "Yes, with a valid student card at the door. Is the other ticket an adult?"),
            (
                "u",
                "Yes, my partner's a standard adult. Actually, can we do Saturday instead? "
                "He's working Friday evening.",
            ),
            ("a", "Saturday has no late opening; last entry is 16:30. Would 16:00 work?"),
            (
                "u",
                "No, that's too early for him. Let's keep Friday then, I'll go with my sister "
                "instead - she's a student too.",
            ),
            ("a", "Friday 19:30, two student concession tickets. Name for the booking?"),
            ("u", "Aiko Tanaka, aiko.t@fastmail.com."),
        ],
        "gold_fields": {
            "visitor_name": "Aiko Tanaka",
            "email": "aiko.t@fastmail.com",
            "tour": one_of("Vermeer exhibition", "Vermeer", "Vermeer exhibition late opening"),
            "date": one_of("Friday", "next Friday"),
            "time": "19:30",
            "visitors": 2,
            "ticket_type": one_of("student concession", "concession", "student"),
        },
        "not_active": ["16:00", "standard adult"],
        "gold_goals": [{"match": "Saturday", "status": GONE}],
        "probes": ["sister"],
    },
    # ---------------------------------------------------------------- visa agent
    {
        "id": "blind10-visa-en-schengen-priority",
        "domain": "visa_agent",
        "schema": "VisaState",
        "steps": [
            (
                "u",
                "Hi, I need help applying for a Schengen visa for a business trip to Germany. "
                "I'm an Indian citizen living in Dubai.",
            ),
            ("a", "Sure. When do you travel, and what's your passport number?"),
            (
                "u",
                "I fly out on 14 February. Passport is Z4471902 - sorry, Z4471920, I swapped "
                "the last two.",
            ),
            (
                "a",
                "Thanks. The earliest appointments are 12 January at 9:40 or 19 January at "
                "11:00. Standard processing is 15 days; priority is 5 days for a fee.",
            ),
            ("u", "12 January at 9:40. Standard should be enough then, right?"),
            ("a", "Yes, 12 January plus 15 days is well before your trip."),
            (
                "u",
                "Great, standard. Hmm, my company just moved the conference to 20 January, "
                "so I'll fly on the 18th instead - make it priority.",
            ),
            (
                "call",
                "update_application",
                {"service": "priority", "appointment": "2027-01-12 09:40", "travel": "2027-01-18"},
                {"case": "VS-66120"},
            ),
            ("a", "Switched to priority. Your case is VS-66120."),
        ],
        "gold_fields": {
            "nationality": one_of("Indian", "India"),
            "residence": "Dubai",
            "destination": "Germany",
            "visa_type": one_of("Schengen", "Schengen visa"),
            "purpose": one_of("business", "business trip"),
            "passport_number": "Z4471920",
            "travel_date": one_of("18th", "the 18th", "18 January", "2027-01-18"),
            "appointment_date": one_of("12 January", "2027-01-12"),
            "appointment_time": one_of("9:40", "09:40"),
            "service_level": "priority",
            "case_id": "VS-66120",
        },
        "not_active": ["Z4471902", "14 February", "19 January"],
        "gold_goals": [{"match": "Schengen", "status": LIVE}],
        "probes": ["conference"],
    },
    {
        "id": "blind10-visa-en-mother-pension",
        "domain": "visa_agent",
        "schema": "VisaState",
        "steps": [
            (
                "u",
                "I'm applying for a UK standard visitor visa for my mother, Mei Ling Chen. "
                "What documents does she need?",
            ),
            (
                "a",
                "Her passport, six months of bank statements, an invitation letter from you, "
                "and proof of ties at home such as an employment letter.",
            ),
            (
                "u",
                "She's retired, so no employment letter - would her pension statement do instead?",
            ),
            ("a", "Yes, a pension statement works as proof of ties."),
            (
                "u",
                "OK: passport, bank statements, my invitation letter and the pension "
                "statement. She'd travel 3 May to 28 June. Oh, she wants to stay for my "
                "daughter's birth, so actually until 15 July.",
            ),
            (
                "a",
                "That's about ten weeks, fine under the six-month limit. Appointment in "
                "Shanghai or Beijing?",
            ),
            ("u", "Shanghai, she lives there. Contact email is david.chen@outlook.com."),
        ],
        "gold_fields": {
            "applicant_name": "Mei Ling Chen",
            "destination": one_of("UK", "United Kingdom"),
            "visa_type": one_of(
                "UK standard visitor visa", "standard visitor visa", "standard visitor"
            ),
            "residence": one_of(None, "Shanghai"),
            "travel_date": "3 May",
            "return_date": "15 July",
            "appointment_centre": "Shanghai",
            "documents": ["passport", "bank statements", "invitation letter", "pension statement"],
            "email": "david.chen@outlook.com",
        },
        "not_active": ["28 June", "Beijing"],
        "gold_goals": [{"match": "What documents", "status": GONE}],
        "probes": ["daughter's birth"],
    },
    # ---------------------------------------------------------------- job application
    {
        "id": "blind10-job-en-interview-school-run",
        "domain": "job_application",
        "schema": "JobApplicationState",
        "steps": [
            (
                "u",
                "Hi, I'm Daniel Osei - I got an email inviting me to interview for the Senior "
                "Data Analyst role, reference JR-30418. I'd like to book a slot.",
            ),
            (
                "call",
                "get_interview_slots",
                {"ref": "JR-30418"},
                {"slots": ["Tue 10:00", "Tue 14:00", "Thu 09:30"], "format": "video"},
            ),
            ("a", "Slots: Tuesday 10:00 or 14:00, Thursday 09:30. Interviews are by video."),
            (
                "u",
                "Tuesday 10:00. Can it be in person at the Manchester office instead? My "
                "internet at home is unreliable.",
            ),
            ("a", "Yes, in person is possible at our Manchester office, 3 Piccadilly Place."),
            (
                "u",
                "Great, in person then. Oh - actually 10 clashes with the school run, could "
                "we do 14:00 instead?",
            ),
            ("a", "Moved to Tuesday 14:00, in person at Manchester."),
            (
                "u",
                "Thanks. For the form: my notice period is one month, and I'm looking for "
                "around £58k. My mobile is 07931 556 210.",
            ),
        ],
        "gold_fields": {
            "candidate_name": "Daniel Osei",
            "phone": one_of("07931 556 210", "07931556210"),
            "positions": ["Senior Data Analyst"],
            "reference_id": "JR-30418",
            "location": one_of(
                "Manchester",
                "Manchester office",
                "3 Piccadilly Place",
                "Manchester office, 3 Piccadilly Place",
            ),
            "interview_day": one_of("Tuesday", "Tue"),
            "interview_time": one_of("14:00", "2pm"),
            "interview_format": one_of("in person", "in-person"),
            "notice_period": one_of("one month", "1 month"),
            "salary_expectation": one_of("£58k", "around £58k", "58k"),
        },
        "not_active": ["10:00", "video", "09:30"],
        # the request is "I'd like to book a slot": its goal need not name the interview
        "gold_goals": [{"match": "slot", "status": LIVE}],
        "probes": ["school run"],
    },
    {
        "id": "blind10-job-en-dont-withdraw-yet",
        "domain": "job_application",
        "schema": "JobApplicationState",
        "steps": [
            (
                "u",
                "Hello, I applied for two roles with you last week, Warehouse Team Leader in "
                "Leicester and Logistics Coordinator in Nottingham. Name's Grace Mensah, "
                "email grace.mensah@gmail.com.",
            ),
            (
                "call",
                "find_applications",
                {"email": "grace.mensah@gmail.com"},
                {
                    "applications": [
                        {"id": "A-7712", "role": "Warehouse Team Leader", "site": "Leicester"},
                        {"id": "A-7719", "role": "Logistics Coordinator", "site": "Nottingham"},
                    ]
                },
            ),
            ("a", "I can see both, A-7712 and A-7719, both at screening stage."),
            (
                "u",
                "Please withdraw the Leicester one - the commute would be too much with my "
                "mum's care needs. Keep Nottingham going.",
            ),
            ("a", "Shall I withdraw A-7712 now? This can't be undone."),
            (
                "u",
                "Hmm, wait. Don't withdraw yet, I'll talk to my mum first. Just note that "
                "Nottingham is my preference.",
            ),
            ("a", "Okay, nothing withdrawn; I've noted Nottingham as your preferred role."),
        ],
        "gold_fields": {
            "candidate_name": "Grace Mensah",
            "email": "grace.mensah@gmail.com",
            "positions": ["Warehouse Team Leader", "Logistics Coordinator"],
            "reference_id": one_of(None, "A-7712", "A-7719"),
            "location": one_of(None, "Nottingham"),
        },
        "not_active": [],
        "gold_goals": [{"match": "withdraw", "status": GONE}],
        "probes": ["mum"],
    },
    # ---------------------------------------------------------------- coworking
    {
        "id": "blind10-cowork-en-fixed-desk-drop-friday",
        "domain": "coworking",
        "schema": "CoworkingState",
        "steps": [
            (
                "u",
                "Hi, I'd like a hot desk at your Shoreditch space three days a week - Monday, "
                "Wednesday and Friday - starting 4 January.",
            ),
            (
                "a",
                "Hot desks are £25 a day or £220 a month for three days a week. Would you like "
                "a locker?",
            ),
            (
                "u",
                "Yes, a locker please. And actually, can we make it a fixed desk? I've got two "
                "monitors I'd rather not carry around.",
            ),
            ("a", "Fixed desks are £340 a month and include a locker. Same days?"),
            (
                "u",
                "Drop Friday, just Monday and Wednesday. The company is Fernhill Analytics, "
                "invoices to accounts@fernhill.io.",
            ),
            (
                "call",
                "book_desk",
                {
                    "site": "Shoreditch",
                    "type": "fixed",
                    "days": ["Mon", "Wed"],
                    "start": "2027-01-04",
                },
                {"ref": "CW-2208", "price": "£260/month"},
            ),
            (
                "a",
                "Fixed desk on Mondays and Wednesdays from 4 January, £260 a month, ref CW-2208.",
            ),
            ("u", "Perfect."),
        ],
        "gold_fields": {
            "company": "Fernhill Analytics",
            "email": "accounts@fernhill.io",
            "location": one_of("Shoreditch", "Shoreditch space"),
            "desk_type": one_of("fixed desk", "fixed"),
            "days": ["Monday", "Wednesday"],
            "start_date": one_of("4 January", "2027-01-04"),
            "extras": one_of(["locker"], None),
            "monthly_price": one_of(None, "£260/month", "£260", "£260 a month"),
            "booking_ref": "CW-2208",
        },
        "not_active": ["hot desk", "three days a week"],
        "gold_goals": [{"match": "desk", "status": LIVE}],
        "probes": ["monitors"],
    },
    {
        "id": "blind10-cowork-en-room-no-coffee",
        "domain": "coworking",
        "schema": "CoworkingState",
        "steps": [
            (
                "u",
                "Can I book the large meeting room at your Canary Wharf site on Thursday from "
                "2 to 4pm? It's for 8 people.",
            ),
            (
                "a",
                "The large room is taken until 2:30 on Thursday. I could do 2:30 to 4:30, or "
                "the medium room (seats 6) from 2.",
            ),
            (
                "u",
                "2:30 to 4:30 in the large room is fine. We'll need a screen and coffee for "
                "everyone. Actually we're 10 now, two more from the client side.",
            ),
            ("a", "The large room seats 12, so 10 is fine. Screen and coffee for 10 added."),
            (
                "u",
                "Oh, and no coffee after all, the client's bringing their own catering. Just "
                "the screen. The booking's under Marcus Bell, member number M-40951.",
            ),
            (
                "call",
                "book_room",
                {
                    "site": "Canary Wharf",
                    "room": "large",
                    "day": "Thursday",
                    "start": "14:30",
                    "end": "16:30",
                    "people": 10,
                    "extras": ["screen"],
                    "member": "M-40951",
                },
                {"ref": "MR-8803"},
            ),
            ("a", "Booked: large room, Thursday 14:30-16:30, 10 people, screen. Ref MR-8803."),
        ],
        "gold_fields": {
            "member_name": "Marcus Bell",
            "member_id": "M-40951",
            "location": "Canary Wharf",
            "room": one_of("large meeting room", "large room", "large"),
            "date": "Thursday",
            "start_time": one_of("2:30", "14:30"),
            "end_time": one_of("4:30", "16:30"),
            "people": 10,
            "extras": ["screen"],
            "booking_ref": "MR-8803",
        },
        "not_active": ["2 to 4pm", "8 people", "medium room"],
        "gold_goals": [{"match": "coffee", "status": GONE}],
        "probes": ["client"],
    },
]

ZH: list[dict[str, Any]] = [
    # ---------------------------------------------------------------- wedding venue
    {
        "id": "blind10-wedding-zh-24-tables",
        "domain": "wedding_venue",
        "schema": "WeddingVenueState",
        "steps": [
            ("u", "你好，我们想订明年五月的婚宴，大概20桌，在你们的锦江厅。"),
            (
                "call",
                "check_hall",
                {"hall": "锦江厅", "month": "2027-05"},
                {"free": ["2027-05-01", "2027-05-16", "2027-05-22"], "max_tables": 25},
            ),
            ("a", "五月还有1号、16号和22号可以订，锦江厅最多容纳25桌。"),
            ("u", "1号是五一，人太多了，要22号吧。桌数可能要改，我妈说老家亲戚要来，改成24桌。"),
            ("a", "好的，5月22号，24桌。套餐有3888元一桌和4588元一桌两种。"),
            ("u", "3888的就行。能不能便宜点，3500一桌？"),
            ("a", "抱歉，价格不能再低了，不过可以送一个香槟塔。"),
            ("u", "那好吧，就3888的。联系人陈静，电话13812345678。"),
        ],
        "gold_fields": {
            "contact_name": "陈静",
            "phone": "13812345678",
            "venue": "锦江厅",
            "event_date": one_of("22号", "5月22号", "2027-05-22", "五月22号"),
            "tables": 24,
            "package": one_of("3888元一桌", "3888", "3888的", "3888元"),
            "extras": one_of(["香槟塔"], None),
        },
        "not_active": ["20桌", "3500", "4588"],
        "gold_goals": [{"match": "3500", "status": GONE}],
        "probes": ["老家亲戚"],
    },
    # ---------------------------------------------------------------- photography
    {
        "id": "blind10-photo-zh-rain-grandma",
        "domain": "photography",
        "schema": "PhotographyState",
        "steps": [
            ("u", "你好，我想给女儿拍一套周岁照，这周六上午可以吗？"),
            ("a", "周六上午有9点和10点半两个时段。我们有A套餐（15张精修）和B套餐（30张精修）。"),
            ("u", "10点半吧，9点她还在睡觉。要B套餐。"),
            ("a", "好的。需要外景还是棚拍？"),
            (
                "u",
                "本来想外景，但天气预报说周六下雨，还是棚拍吧。另外爷爷奶奶也想一起拍张全家福，"
                "一共五个人。",
            ),
            (
                "call",
                "book_session",
                {"date": "周六", "time": "10:30", "package": "B", "setting": "棚拍", "people": 5},
                {"booking_ref": "PH-3021", "deposit": "300元"},
            ),
            ("a", "已预约周六10点半，B套餐，棚拍，5人，订单号PH-3021，定金300元。"),
            ("u", "哦不对，奶奶那天要去医院复查，来不了，是四个人。"),
            ("a", "好的，改为4人。"),
        ],
        "gold_fields": {
            "session_type": one_of("周岁照", "一套周岁照"),
            "date": one_of("周六", "这周六", "周六上午"),
            "time": one_of("10点半", "10:30"),
            "package": one_of("B套餐", "B"),
            "setting": "棚拍",
            "people": 4,
            "deposit": one_of(None, "300元", "300"),
            "booking_ref": "PH-3021",
        },
        "not_active": ["A套餐", "五个人"],
        "gold_goals": [{"match": "周岁照", "status": LIVE}],
        "probes": ["下雨", "复查"],
    },
    # ---------------------------------------------------------------- print shop
    {
        "id": "blind10-print-zh-brochures-rush",
        "domain": "print_shop",
        "schema": "PrintShopState",
        "steps": [
            ("u", "你好，我要印一批宣传册，A4大小，200本，每本12页。"),
            ("a", "好的，封面要覆膜吗？内页用157克还是200克铜版纸？"),
            ("u", "封面覆哑膜，内页157克。哦不对，我看错了，是16页，不是12页。"),
            ("a", "16页没问题。200本的话周四能做好。"),
            ("u", "客户刚说展会提前了，周三就要，能加急吗？数量也改成300本。"),
            ("a", "加急可以，加收20%，周三下午可以取。"),
            ("u", "行，加急。周三下午我自己来取，我叫王磊，电话13911112222。"),
            (
                "call",
                "create_order",
                {"product": "宣传册", "size": "A4", "qty": 300, "pages": 16, "rush": True},
                {"order_id": "YS-5566"},
            ),
            ("a", "订单YS-5566已下，周三下午取货。"),
        ],
        "gold_fields": {
            "customer_name": "王磊",
            "phone": "13911112222",
            "product": "宣传册",
            "quantity": 300,
            "pages": 16,
            "size": "A4",
            "paper": one_of("157克", "157克铜版纸"),
            "finish": one_of("哑膜", "覆哑膜", "封面覆哑膜"),
            "rush": True,
            "fulfilment": one_of("自取", "自己来取", "取货", "自己取", "自提"),
            "ready_date": one_of("周三", "周三下午"),
            "order_id": "YS-5566",
        },
        "not_active": ["200本", "12页", "周四"],
        "gold_goals": [{"match": "宣传册", "status": LIVE}],
        "probes": ["展会提前"],
    },
    # ---------------------------------------------------------------- alterations
    {
        "id": "blind10-alterations-zh-grey-2cm",
        "domain": "alterations",
        "schema": "AlterationsState",
        "steps": [
            ("u", "你好，我有两条西裤要改裤长，还有一件衬衫要收腰。"),
            ("a", "可以。裤长改多少？"),
            ("u", "两条都短3公分。不对，那条灰色的短2公分就行，黑色的短3公分。"),
            ("a", "好的。衬衫收腰要试穿一下，明天下午或者后天上午可以来试。"),
            ("u", "后天上午吧，十点左右。我不急，不用加急。"),
            ("a", "好的，后天上午十点试穿，一般一周可以取。"),
            ("u", "我姓刘，手机13600001111。"),
        ],
        "gold_fields": {
            "customer_name": one_of("刘", "姓刘", "刘先生", "刘女士", "刘小姐"),
            "phone": "13600001111",
            "garments": one_of(
                ["西裤", "衬衫"], ["灰色西裤", "黑色西裤", "衬衫"], ["两条西裤", "衬衫"]
            ),
            "alterations": one_of(["2公分", "3公分", "收腰"], ["裤长", "收腰"], ["改裤长", "收腰"]),
            "fitting_day": one_of("后天", "后天上午"),
            "fitting_time": one_of("十点", "十点左右", "10点", "10:00", "上午十点"),
            "ready_by": one_of(None, "一周", "一周可以取"),
            "express": False,
        },
        "not_active": ["两条都短3公分", "明天下午"],
        "gold_goals": [{"match": "加急", "status": GONE}],
    },
    # ---------------------------------------------------------------- driving lessons
    {
        "id": "blind10-driving-zh-c2-saturday",
        "domain": "driving_lessons",
        "schema": "DrivingLessonState",
        "steps": [
            ("u", "你好，我想预约下周的科目二练车，我是C1手动挡。"),
            ("a", "下周张教练有周二、周四的名额，李教练有周六的。"),
            ("u", "我要周六的，工作日上不了。能约早上7点吗？"),
            ("a", "李教练周六最早8点开始，8点到10点可以吗？"),
            (
                "u",
                "那就8点到10点。哦对了，我上个月已经改成C2自动挡了，你们系统里可能还是C1手动挡。"
                "我叫赵敏，学员编号JX20731。",
            ),
            (
                "call",
                "update_student",
                {"student_id": "JX20731", "licence": "C2", "slot": "周六 08:00-10:00"},
                {"ok": True, "coach": "李教练", "slot": "周六 08:00-10:00"},
            ),
            ("a", "已改成C2自动挡，周六8点到10点李教练的练车已约好。"),
        ],
        "gold_fields": {
            "student_name": "赵敏",
            "student_id": "JX20731",
            "licence_class": one_of("C2", "C2自动挡"),
            "transmission": one_of("自动挡", "自动"),
            "lesson_type": one_of("科目二", "科目二练车"),
            "instructor": one_of("李教练", "李"),
            "lesson_days": one_of(["周六"], ["下周六"]),
            "lesson_time": one_of("8点到10点", "8点", "08:00-10:00", "8:00-10:00", "8点-10点"),
            "lesson_length": one_of(None, "2小时", "两小时"),
            # one session booked, so its day is the day of the first lesson too
            "start_date": one_of(None, "周六", "下周六"),
        },
        "not_active": ["C1手动挡", "早上7点", "张教练"],
        "gold_goals": [{"match": "7点", "status": GONE}],
        "probes": ["工作日上不了"],
    },
    # ---------------------------------------------------------------- bike repair
    {
        "id": "blind10-bike-zh-brakes-done-myself",
        "domain": "bike_repair",
        "schema": "BikeRepairState",
        "steps": [
            ("u", "老板，我的捷安特山地车后胎扎了，刹车也有点松，链条还老掉。"),
            ("a", "补胎20，调刹车15，链条要看看是不是该换了，换的话80。"),
            ("u", "都弄一下吧。链条先看看，能调就别换。"),
            ("a", "好的。今天下午5点前能修好。"),
            ("u", "刹车算了，我昨天自己调好了，就补胎和链条吧。我下午六点来取，电话15800002222。"),
            ("a", "行，补胎和链条，六点来取。"),
        ],
        "gold_fields": {
            "phone": "15800002222",
            "bike": one_of("捷安特山地车", "捷安特"),
            "issue": one_of(None, "后胎扎了", "链条老掉", "后胎扎了，链条老掉"),
            "repairs": one_of(["补胎", "链条"], ["后胎", "链条"]),
            "collection_time": one_of("六点", "下午六点", "18:00", "6点"),
            "ready_by": one_of(None, "今天下午5点前", "下午5点前", "5点前"),
        },
        "not_active": ["调刹车"],
        "gold_goals": [{"match": "刹车", "status": GONE}],
        "probes": ["自己调好"],
    },
    # ---------------------------------------------------------------- spa
    {
        "id": "blind10-spa-zh-friend-overtime",
        "domain": "spa",
        "schema": "SpaState",
        "steps": [
            ("u", "你好，今晚两位做足疗，八点左右。"),
            ("a", "今晚八点有位置，60分钟198元，90分钟268元。"),
            ("u", "90分钟的。对了，能不能指定男技师？我朋友不太习惯女技师。"),
            ("a", "可以，安排两位男技师。"),
            ("u", "不好意思，朋友临时加班来不了了，就我一个人，时间改到九点吧。"),
            ("a", "好的，今晚九点一位，90分钟足疗。还需要男技师吗？"),
            ("u", "我无所谓，男女都行。我姓周，手机13700003333。"),
            ("a", "好的周先生，已为您预约。"),
        ],
        "gold_fields": {
            "guest_name": one_of("周", "周先生", "姓周"),
            "phone": "13700003333",
            "treatment": "足疗",
            "date": "今晚",
            "time": one_of("九点", "9点", "21:00", "今晚九点"),
            "duration": one_of("90分钟", "90"),
            "guests": 1,
            "therapist_gender": one_of(None, "男女都行", "无所谓"),
            "price": one_of(None, "268元", "268"),
        },
        "not_active": ["两位", "八点", "男技师", "198元"],
        "gold_goals": [{"match": "男技师", "status": GONE}],
        "probes": ["加班"],
    },
    # ---------------------------------------------------------------- ferry
    {
        "id": "blind10-ferry-zh-grandma-takes-child",
        "domain": "ferry",
        "schema": "FerryState",
        "steps": [
            ("u", "你好，我想买下周五从烟台到大连的船票，两个大人一个小孩，要带车。"),
            (
                "call",
                "search_sailings",
                {"from": "烟台", "to": "大连", "date": "下周五"},
                {
                    "sailings": [
                        {"time": "09:30", "ship": "渤海宝珠"},
                        {"time": "21:00", "ship": "中华复兴"},
                    ]
                },
            ),
            ("a", "有上午9点半的渤海宝珠和晚上9点的中华复兴两班。"),
            ("u", "晚上9点那班，我们想睡一觉过去。要一个四人舱。"),
            ("a", "好的，四人舱。车辆是轿车还是SUV？车牌号多少？"),
            (
                "u",
                "SUV，鲁F·8K261。哦等等，小孩不去了，她外婆要带她，就两个大人。舱位还是四人舱吧，"
                "人少宽敞。",
            ),
            ("a", "好的，两位成人，四人舱，带一辆SUV。乘客姓名？"),
            ("u", "孙浩。"),
        ],
        "gold_fields": {
            "passenger_name": "孙浩",
            "route_from": "烟台",
            "route_to": "大连",
            "sail_date": "下周五",
            "departure_time": one_of("晚上9点", "21:00", "9点", "晚上9点那班"),
            "vessel": one_of(None, "中华复兴"),
            "passengers": 2,
            "vehicle": "SUV",
            "vehicle_reg": one_of("鲁F·8K261", "鲁F8K261"),
            "cabin": "四人舱",
        },
        "not_active": ["一个小孩", "渤海宝珠", "09:30"],
        "gold_goals": [{"match": "船票", "status": LIVE}],
        "probes": ["外婆"],
    },
]


def build() -> list[dict[str, Any]]:
    return build_set("blind10", (("en", EN), ("zh", ZH)), size=24)


if __name__ == "__main__":
    write_set(Path(__file__).with_name("state_blind10.jsonl"), build())
