"""Builds ``state_blind13.jsonl``: a thirteenth blind labelled set for ``turnmem eval state``.

Hand-written for turnmem (not taken from any data set) without reading the rule folder, its
correction tests or the conversations of the earlier blind sets. 24 conversations, 16 English
and 8 Chinese, split ``blind13``, in twelve domains no earlier set used (hearing aids, window
cleaning, custom cakes, airport parking, physiotherapy, carpet cleaning, karaoke rooms,
passport renewal, chimney sweeping, council tax, picture framing, home EV chargers), two
conversations each, every one naming a class of ``schemas_blind13.py``. They lean on the ways
people change what they said: a slip corrected in the same breath ("60031847 - sorry,
60031874", "1202室，哦不对，是1502室", "it's my right knee, not the left"), a change because of a
third person ("my daughter's driving me and she can only do afternoons", "my landlord says the
conservatory roof has to be done too", "我老婆说带着孩子拿行李不方便坐摆渡车"), a value floated
as a question and accepted or declined ("Would you like a single tier instead?", "要不要把纱窗
也洗了？"), cancellations taken back ("那别取消了", "那不取消了，改到明晚"), one of several rooms
or pieces dropped, changed counts, dates, times, prices and addresses, a pick among listed
options ("P4吧", "四点半，孙医生", "The 21st"), negations, hedges ("Any time is fine"), tool
results that confirm or contradict ("8pm is gone for that size"), re-run tools with new
numbers, heads of different kinds ("My son's 16 but he doesn't count"), and conversations where
nothing changes.
Run ``python tests/data/state/build_state_blind13.py`` to rebuild the file (deterministic).

Labelling conventions (as in ``build_state_blind12.py``):

- a field only a tool output states may be unset (``null`` in ``one_of``); a field the user
  stated (or the assistant stated and the user accepted) must be set; a schema field not listed
  must end unset;
- ``not_active`` lists replaced, cancelled or rejected values chosen so that no true statement
  at the end needs to contain them (a reason such as "she has a school trip that day" or a
  negation such as "那纱窗就算了" is true, so the school-trip day and "纱窗" are not listed); a
  cancelled request is labelled in ``gold_goals`` as ``abandoned`` or ``absent``;
- questions and requests for information are ``absent`` goals; a request the user makes in
  the imperative is a goal (any live or done status); a hedge ("I might") sets nothing.
- ``probes`` name a reason the user gave for a change (a third person's constraint, a health
  reason) that the final context should still hold.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from turnmem.lab.state_sets import GONE, LIVE, build_set, one_of, write_set

EN: list[dict[str, Any]] = [
    # ---------------------------------------------------------------- hearing aids
    {
        "id": "blind13-hearing-en-daughter-afternoons",
        "domain": "hearing_aid",
        "schema": "HearingAidState",
        "steps": [
            (
                "u",
                "Hello, I'm Margaret Oyelaran. I had my hearing test at the Clearsound clinic on "
                "Fenwick Road and now I need to book the fitting appointment. My number is "
                "07700 914 382.",
            ),
            ("a", "Thanks Margaret. Which day suits you for the fitting?"),
            (
                "u",
                "Thursday 7 October, in the morning - say 10:30. Oh, my daughter's driving me "
                "and she can only do afternoons, so make it 2:30 instead.",
            ),
            (
                "call",
                "check_slots",
                {"clinic": "Clearsound Fenwick Road", "date": "2027-10-07", "time": "14:30"},
                {"available": False, "alternatives": ["14:00", "15:15"]},
            ),
            ("a", "2:30 is taken, I'm afraid. I can do 2pm or 3:15pm that Thursday."),
            (
                "u",
                "3:15 then. It's for both ears, the behind-the-ear ones in beige. Would a "
                "charging case cost extra?",
            ),
            ("a", "The charging case is £45; it's optional."),
            (
                "u",
                "No, leave the case, I'll stick with batteries. Could you email the "
                "confirmation to m.oyelaran@postmail.co.uk?",
            ),
            (
                "call",
                "book_fitting",
                {
                    "clinic": "Clearsound Fenwick Road",
                    "date": "2027-10-07",
                    "time": "15:15",
                    "ears": "both",
                    "style": "behind-the-ear",
                    "colour": "beige",
                    "email": "m.oyelaran@postmail.co.uk",
                },
                {"appointment_ref": "CSF-20417", "date": "2027-10-07", "time": "15:15"},
            ),
            (
                "a",
                "Booked: Thursday 7 October at 3:15pm, reference CSF-20417. The confirmation "
                "is on its way to m.oyelaran@postmail.co.uk.",
            ),
        ],
        "gold_fields": {
            "patient_name": "Margaret Oyelaran",
            "phone": "07700 914 382",
            "email": "m.oyelaran@postmail.co.uk",
            "clinic": one_of(
                "Clearsound",
                "Clearsound clinic",
                "the Clearsound clinic on Fenwick Road",
                "Clearsound clinic on Fenwick Road",
                "Clearsound Fenwick Road",
            ),
            "services": one_of(["fitting"], ["fitting appointment"]),
            "hearing_aid_model": one_of("behind-the-ear", "behind-the-ear ones", "behind the ear"),
            "ears": one_of("both ears", "both"),
            "colour": "beige",
            "appointment_date": one_of(
                "Thursday 7 October", "7 October", "October 7", "Thursday", "2027-10-07"
            ),
            "appointment_time": one_of("3:15", "3:15pm", "3:15 pm", "15:15"),
            "appointment_ref": one_of("CSF-20417", None),
        },
        "not_active": ["10:30", "2:30"],
        "probes": ["daughter"],
        "gold_goals": [
            {"match": "fitting", "status": LIVE},
            {"match": "charging case", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- window cleaning
    {
        "id": "blind13-window-en-landlord-recount",
        "domain": "window_cleaning",
        "schema": "WindowCleaningState",
        "steps": [
            (
                "u",
                "Hi, I'd like window cleaning at 14 Larch Close, Didsbury, M20 6RT. It's a "
                "three-bed semi, about 12 windows.",
            ),
            ("a", "Inside and outside, or outside only?"),
            (
                "u",
                "Outside only. Actually my landlord says the conservatory roof has to be done "
                "too, it's in the tenancy agreement. Name's Tomasz Wierzbicki, phone "
                "0161 496 0732.",
            ),
            (
                "call",
                "quote_window_cleaning",
                {
                    "address": "14 Larch Close, Didsbury, M20 6RT",
                    "windows": 12,
                    "sides": "outside",
                    "conservatory": True,
                },
                {"price": "£38", "quote_ref": "WC-5521"},
            ),
            (
                "a",
                "That's £38 a visit for the windows and the conservatory roof, quote WC-5521. "
                "One-off, or every four or every eight weeks?",
            ),
            (
                "u",
                "Every eight weeks. Oh hang on, I counted wrong - there are 14 windows, I forgot "
                "the two in the loft conversion.",
            ),
            (
                "call",
                "quote_window_cleaning",
                {
                    "address": "14 Larch Close, Didsbury, M20 6RT",
                    "windows": 14,
                    "sides": "outside",
                    "conservatory": True,
                },
                {"price": "£42", "quote_ref": "WC-5522"},
            ),
            (
                "a",
                "With 14 windows it's £42 a visit, quote WC-5522. The first visit could be "
                "Monday 3 May or Wednesday 5 May.",
            ),
            ("u", "Wednesday please. Any time is fine, I'll leave the side gate unlocked."),
            ("a", "Booked for Wednesday 5 May, then every eight weeks, £42 a visit."),
        ],
        "gold_fields": {
            "customer_name": "Tomasz Wierzbicki",
            "phone": "0161 496 0732",
            "address": one_of(
                "14 Larch Close, Didsbury, M20 6RT", "14 Larch Close, Didsbury", "14 Larch Close"
            ),
            "windows": 14,
            "sides": one_of("outside only", "outside"),
            "conservatory": True,
            "frequency": one_of("every eight weeks", "eight weeks", "every 8 weeks", "8 weeks"),
            "visit_date": one_of("Wednesday 5 May", "Wednesday", "5 May", "May 5"),
            "price": one_of("£42", "42", None),
            "quote_ref": one_of("WC-5522", None),
        },
        "not_active": ["£38", "WC-5521", "Monday"],
        "probes": ["landlord"],
        "gold_goals": [{"match": "window cleaning", "status": LIVE}],
    },
    # ---------------------------------------------------------------- custom cakes
    {
        "id": "blind13-cake-en-nut-free-single-tier",
        "domain": "custom_cake",
        "schema": "CustomCakeState",
        "steps": [
            (
                "u",
                "Hi, I'd like to order a cake for my son's 7th birthday. Chocolate sponge, two "
                "tiers, enough for 30.",
            ),
            ("a", "Lovely! Any message on top, and when do you need it?"),
            (
                "u",
                "'Happy Birthday Arjun' please. Collection Saturday 12 June at 11am. Oh, and it "
                "has to be nut-free - two of his classmates have nut allergies, the school "
                "told us.",
            ),
            (
                "a",
                "We can do nut-free. Would you like a single tier instead? For that many a large "
                "single tier works well and it's cheaper.",
            ),
            (
                "u",
                "Yes, go with the single tier. Actually make it 35 servings, his cousins are "
                "coming too.",
            ),
            (
                "call",
                "price_cake",
                {"flavour": "chocolate sponge", "tiers": 1, "servings": 35, "nut_free": True},
                {"price": "£84", "deposit": "£25"},
            ),
            (
                "a",
                "That's £84, with a £25 deposit to secure the order. Can I take a name and number?",
            ),
            (
                "u",
                "Priya Raman, 07911 238 560. And could you deliver it instead of me collecting? "
                "We're at 3 Orchard Mews, Harrogate HG1 4PL.",
            ),
            ("a", "Delivery is £8 on Saturdays; I'd bring it at 11am. Shall I add it?"),
            ("u", "Hmm, no - I'll collect it myself after all."),
            (
                "a",
                "No problem: collection Saturday 12 June at 11am, single tier, nut-free, 35 "
                "servings, £84.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Priya Raman",
            "phone": "07911 238 560",
            "occasion": one_of(
                "birthday", "7th birthday", "son's 7th birthday", "my son's 7th birthday"
            ),
            "flavour": one_of("chocolate sponge", "chocolate"),
            "tiers": 1,
            "servings": 35,
            "inscription": one_of("Happy Birthday Arjun"),
            "dietary": ["nut"],
            "date": one_of("Saturday 12 June", "12 June", "June 12", "Saturday"),
            "time": one_of("11am", "11 am", "11:00"),
            "delivery": False,
            "price": one_of("£84", "84", None),
            "deposit": one_of("£25", None),
        },
        "not_active": ["two tiers"],
        "probes": ["allergies"],
        "gold_goals": [
            {"match": "birthday", "status": LIVE},
            {"match": "deliver it", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- airport parking
    {
        "id": "blind13-parking-en-flight-moved",
        "domain": "airport_parking",
        "schema": "AirportParkingState",
        "steps": [
            (
                "u",
                "I want to book parking at Bristol Airport, the Silver Zone, from Friday 6 "
                "August at 5am to Friday 13 August. Car reg is KX19 BHD.",
            ),
            ("a", "What time do you land on the 13th?"),
            (
                "u",
                "About 9pm. Wait, sorry - the airline moved our return flight, we're now back "
                "on Saturday 14 August, landing around 7:40pm.",
            ),
            (
                "call",
                "quote_parking",
                {
                    "airport": "Bristol",
                    "car_park": "Silver Zone",
                    "from": "2027-08-06T05:00",
                    "to": "2027-08-14T19:40",
                    "registration": "KX19 BHD",
                },
                {"price": "£96.50", "shuttle": "every 10 minutes"},
            ),
            (
                "a",
                "Silver Zone for those dates is £96.50, with a shuttle bus every 10 minutes. "
                "Meet & Greet is £149 if you'd rather hand the car over at the terminal.",
            ),
            ("u", "Silver Zone is fine. There are five of us with luggage - is there room?"),
            ("a", "Yes, the shuttles take groups with luggage easily."),
            ("u", "Great, book it. Name Daniel Achterberg, email dan.achterberg@fastmail.com."),
            (
                "call",
                "book_parking",
                {
                    "airport": "Bristol",
                    "car_park": "Silver Zone",
                    "from": "2027-08-06T05:00",
                    "to": "2027-08-14T19:40",
                    "registration": "KX19 BHD",
                    "name": "Daniel Achterberg",
                    "email": "dan.achterberg@fastmail.com",
                },
                {"booking_ref": "BRS-PK-77120", "price": "£96.50"},
            ),
            (
                "a",
                "Booked: Silver Zone from Friday 6 August 5am to Saturday 14 August, reference "
                "BRS-PK-77120.",
            ),
        ],
        "gold_fields": {
            "driver_name": "Daniel Achterberg",
            "email": "dan.achterberg@fastmail.com",
            "airport": one_of("Bristol Airport", "Bristol"),
            "car_park": one_of("Silver Zone", "the Silver Zone"),
            "registration": "KX19 BHD",
            "drop_off_date": one_of("Friday 6 August", "6 August", "August 6", "2027-08-06"),
            "drop_off_time": one_of("5am", "5 am", "5:00", "05:00"),
            "return_date": one_of(
                "Saturday 14 August", "14 August", "August 14", "Saturday", "2027-08-14"
            ),
            "return_time": one_of("7:40pm", "7:40 pm", "7:40", "19:40", "around 7:40pm"),
            "passengers": 5,
            "price": one_of("£96.50", None),
            "booking_ref": one_of("BRS-PK-77120", None),
        },
        "not_active": ["13 August", "9pm"],
        "probes": ["airline"],
        "gold_goals": [
            {"match": "parking", "status": LIVE},
            {"match": "is there room", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- physiotherapy
    {
        "id": "blind13-physio-en-wrong-knee",
        "domain": "physiotherapy",
        "schema": "PhysioState",
        "steps": [
            (
                "u",
                "Hi, I need to book physio for my left knee - I twisted it playing five-a-side. "
                "Ideally with Hannah Kerr at the Riverside clinic.",
            ),
            (
                "a",
                "Hannah's next free slots are Tuesday 2 March at 8:15am or Thursday 4 March at "
                "5:30pm. Are you paying yourself or through insurance?",
            ),
            (
                "u",
                "Through insurance - Bupa, authorisation number AU-448120. Thursday at 5:30 "
                "please.",
            ),
            (
                "call",
                "check_authorisation",
                {"insurer": "Bupa", "authorisation": "AU-448120"},
                {"valid": True, "sessions_authorised": 6},
            ),
            (
                "a",
                "Your authorisation covers 6 sessions, and Thursday 4 March at 5:30pm with "
                "Hannah is held for you. Your name and phone number?",
            ),
            (
                "u",
                "Liam Gallacher, 07823 660 194. Oh, actually it's my right knee, not the left - "
                "I always mix them up.",
            ),
            ("a", "Noted, right knee. Shall I book all six, weekly at the same time?"),
            ("u", "Just book four for now, all Thursdays at 5:30."),
            ("a", "Done: four Thursday sessions at 5:30pm with Hannah Kerr, from 4 March."),
        ],
        "gold_fields": {
            "patient_name": "Liam Gallacher",
            "phone": "07823 660 194",
            "clinic": one_of("Riverside clinic", "Riverside", "the Riverside clinic"),
            "therapist": one_of("Hannah Kerr", "Hannah"),
            "complaint": one_of("right knee", "my right knee"),
            "date": one_of("Thursday 4 March", "4 March", "March 4", "Thursday", "Thursdays"),
            "time": one_of("5:30", "5:30pm", "5:30 pm", "17:30"),
            "sessions": 4,
            "insurer": "Bupa",
            "authorisation": "AU-448120",
        },
        "not_active": ["left knee", "8:15"],
        "probes": [],
        "gold_goals": [{"match": "physio", "status": LIVE}],
    },
    # ---------------------------------------------------------------- carpet cleaning
    {
        "id": "blind13-carpet-en-bedrooms-dropped",
        "domain": "carpet_cleaning",
        "schema": "CarpetCleaningState",
        "steps": [
            (
                "u",
                "Hi, could I book a carpet clean for the lounge, the hallway, the stairs and two "
                "bedrooms? It's 22 Bramble Way, Chelmsford CM2 9EX.",
            ),
            ("a", "Certainly. Any stains we should pre-treat?"),
            (
                "u",
                "There's a red wine stain in the lounge, so yes please treat that. Actually, "
                "leave out the bedrooms - we're having new carpet fitted up there next month.",
            ),
            (
                "call",
                "quote_carpet_clean",
                {
                    "address": "22 Bramble Way, Chelmsford CM2 9EX",
                    "areas": ["lounge", "hallway", "stairs"],
                    "stain_treatment": True,
                },
                {"price": "£115", "earliest": "Monday 8 March"},
            ),
            (
                "a",
                "Lounge, hallway and stairs with stain treatment comes to £115. The earliest is "
                "Monday 8 March - morning or afternoon?",
            ),
            ("u", "Is there anything at the weekend? I work weekdays."),
            ("a", "Saturday 13 March at 9am is free."),
            ("u", "Perfect, Saturday at 9. Name is Fiona Baptiste, 07452 118 903."),
            (
                "a",
                "Booked: Saturday 13 March at 9am for the lounge, hallway and stairs, stain "
                "treatment included, £115.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Fiona Baptiste",
            "phone": "07452 118 903",
            "address": one_of(
                "22 Bramble Way, Chelmsford CM2 9EX", "22 Bramble Way, Chelmsford", "22 Bramble Way"
            ),
            "areas": ["lounge", "hallway", "stairs"],
            "stain_treatment": True,
            "visit_date": one_of("Saturday 13 March", "13 March", "March 13", "Saturday"),
            "visit_time": one_of("9am", "9 am", "9", "9:00", "09:00"),
            "price": one_of("£115", None),
        },
        "not_active": ["8 March"],
        "probes": ["new carpet"],
        "gold_goals": [
            {"match": "carpet clean", "status": LIVE},
            {"match": "weekend", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- karaoke
    {
        "id": "blind13-karaoke-en-hen-party-shorter",
        "domain": "karaoke",
        "schema": "KaraokeState",
        "steps": [
            (
                "u",
                "Hi! I'm booking a karaoke room at Lucky Voice Soho for a hen party - Saturday "
                "20 November, 8pm, for 12 people, three hours.",
            ),
            (
                "a",
                "For 12 we'd use a large room. We have a Prosecco package at £35 a head, or "
                "room only. Which would you like?",
            ),
            (
                "u",
                "Prosecco package please. Actually, the bride's sister just messaged - two can't "
                "make it, so it's 10 of us.",
            ),
            (
                "call",
                "check_room",
                {
                    "venue": "Lucky Voice Soho",
                    "date": "2027-11-20",
                    "start": "20:00",
                    "hours": 3,
                    "guests": 10,
                },
                {"available": False, "next_start": "21:00"},
            ),
            ("a", "8pm is gone for a group that size. 9pm is free for three hours, to midnight."),
            (
                "u",
                "Hmm, we'd rather not finish that late. Could we do two hours from 9 instead?",
            ),
            (
                "call",
                "check_room",
                {
                    "venue": "Lucky Voice Soho",
                    "date": "2027-11-20",
                    "start": "21:00",
                    "hours": 2,
                    "guests": 10,
                },
                {"available": True, "room": "Room 4 (large)", "price": "£350"},
            ),
            ("a", "Room 4, 9pm to 11pm, with the Prosecco package for 10: £350."),
            ("u", "Go ahead. Name's Chloe Mbatha, number 07384 502 611."),
            ("a", "Booked: Saturday 20 November, 9pm to 11pm, 10 guests, Room 4."),
        ],
        "gold_fields": {
            "booker_name": "Chloe Mbatha",
            "phone": "07384 502 611",
            "venue": "Lucky Voice Soho",
            "room": one_of("Room 4", "Room 4 (large)", "large room", None),
            "occasion": one_of("hen party", "a hen party"),
            "date": one_of("Saturday 20 November", "20 November", "November 20", "Saturday"),
            "start_time": one_of("9pm", "9 pm", "9", "21:00"),
            "end_time": one_of("11pm", "11 pm", "23:00", None),
            "hours": 2,
            "guests": 10,
            "package": one_of("Prosecco package", "Prosecco"),
            "price": one_of("£350", None),
        },
        "not_active": ["8pm", "three hours", "12 people"],
        "probes": ["can't make it"],
        "gold_goals": [{"match": "karaoke", "status": LIVE}],
    },
    # ---------------------------------------------------------------- passport renewal
    {
        "id": "blind13-passport-en-child-fast-track",
        "domain": "passport",
        "schema": "PassportState",
        "steps": [
            (
                "u",
                "Hello, I need to renew my daughter's passport - she's 9. Her name is Isla "
                "Fernández-Ward. We travel on 30 July so I'm worried about timing.",
            ),
            (
                "a",
                "The standard child renewal takes up to three weeks. There's also the one-week "
                "Fast Track service at a passport office. Which would you like?",
            ),
            ("u", "Fast Track please. Is the Peterborough office the nearest to Cambridge?"),
            (
                "a",
                "Yes, Peterborough is the closest. Its next Fast Track appointments are Tuesday "
                "6 July at 10:40am or Friday 9 July at 1:20pm.",
            ),
            (
                "u",
                "The 6th, 10:40. Oh no, wait, she has a school trip that day - Friday the 9th "
                "at 1:20 then.",
            ),
            (
                "call",
                "book_passport_appointment",
                {
                    "office": "Peterborough",
                    "service": "Fast Track",
                    "date": "2027-07-09",
                    "time": "13:20",
                    "applicant": "Isla Fernández-Ward",
                    "passport": "child",
                },
                {"ref": "PX-2207-93114", "fee": "£122.50"},
            ),
            (
                "a",
                "Booked: Friday 9 July at 1:20pm in Peterborough, reference PX-2207-93114, fee "
                "£122.50. Which email should updates go to?",
            ),
            (
                "u",
                "rosa.ward@cambmail.org, and my mobile is 07501 337 826. I'll be the one taking "
                "her.",
            ),
            ("a", "All set. Bring her old passport and two new photos."),
        ],
        "gold_fields": {
            "applicant_name": "Isla Fernández-Ward",
            "applicant_type": one_of("child", "child passport", None),
            "email": "rosa.ward@cambmail.org",
            "phone": "07501 337 826",
            "application_type": one_of("renew", "renewal", "child renewal"),
            "service": one_of("Fast Track", "one-week Fast Track service", "Fast Track service"),
            "office": one_of("Peterborough", "Peterborough office", "the Peterborough office"),
            "appointment_date": one_of(
                "Friday the 9th", "Friday 9 July", "9 July", "July 9", "9th", "Friday", "2027-07-09"
            ),
            "appointment_time": one_of("1:20", "1:20pm", "1:20 pm", "13:20"),
            "travel_date": one_of("30 July", "July 30"),
            "fee": one_of("£122.50", None),
            "application_ref": one_of("PX-2207-93114", None),
        },
        "not_active": ["10:40", "6th"],
        "probes": ["school trip"],
        "gold_goals": [
            {"match": "renew", "status": LIVE},
            {"match": "nearest", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- chimney sweeping
    {
        "id": "blind13-chimney-en-two-flues-bird-guard",
        "domain": "chimney_sweep",
        "schema": "ChimneySweepState",
        "steps": [
            (
                "u",
                "Hi, I'd like my chimney swept before winter. It's a wood burner in the living "
                "room, at 7 Kiln Lane, Ludlow SY8 1PB.",
            ),
            (
                "a",
                "We can do that. Would you like a sweep certificate? And is there a bird guard "
                "on the pot? If not, we fit one for £65 - it stops birds nesting.",
            ),
            (
                "u",
                "Yes to the certificate, my home insurer insists on one every year. There's no "
                "bird guard, so yes, add one. Oh, and there's a second chimney - the open fire "
                "in the dining room. Can you do both?",
            ),
            (
                "call",
                "quote_sweep",
                {
                    "address": "7 Kiln Lane, Ludlow SY8 1PB",
                    "flues": 2,
                    "certificate": True,
                    "bird_guard": True,
                },
                {"price": "£175", "dates": ["Wednesday 13 October", "Thursday 21 October"]},
            ),
            (
                "a",
                "Two flues, certificate and bird guard: £175. I can come Wednesday 13 October "
                "or Thursday 21 October, mornings.",
            ),
            (
                "u",
                "The 21st. And thinking about it, skip the bird guard for now, I'll ask my "
                "husband first.",
            ),
            (
                "call",
                "quote_sweep",
                {
                    "address": "7 Kiln Lane, Ludlow SY8 1PB",
                    "flues": 2,
                    "certificate": True,
                    "bird_guard": False,
                },
                {"price": "£110"},
            ),
            (
                "a",
                "Without the bird guard it's £110, Thursday 21 October in the morning. Your "
                "name, please?",
            ),
            ("u", "Gwen Pryce-Jones, 01584 872 309."),
        ],
        "gold_fields": {
            "customer_name": "Gwen Pryce-Jones",
            "phone": "01584 872 309",
            "address": one_of("7 Kiln Lane, Ludlow SY8 1PB", "7 Kiln Lane, Ludlow", "7 Kiln Lane"),
            "chimneys": 2,
            "appliances": ["wood burner", "open fire"],
            "certificate": True,
            "bird_guard": one_of(False, None),
            "visit_date": one_of(
                "Thursday 21 October", "21 October", "October 21", "21st", "Thursday"
            ),
            "visit_time": one_of("morning", "mornings", "in the morning", None),
            "price": one_of("£110", None),
        },
        "not_active": ["£175", "13 October"],
        "probes": ["husband", "insurer"],
        "gold_goals": [
            {"match": "swept", "status": LIVE},
            {"match": "bird guard", "status": GONE},
        ],
    },
    {
        "id": "blind13-chimney-en-letting-agent-nochange",
        "domain": "chimney_sweep",
        "schema": "ChimneySweepState",
        "steps": [
            (
                "u",
                "Hello, I'm a landlord and I need the chimney at my rental flat swept and a "
                "certificate issued - the letting agent wants it before the new tenants move "
                "in on 1 September. It's Flat 2, 45 Chapel Street, Bath BA1 2HN.",
            ),
            ("a", "Of course. Is it a gas fire, an open fire or a stove?"),
            (
                "u",
                "An open fire, just the one chimney. Nobody's living there yet, so any weekday "
                "works, but I can only give access after 3pm.",
            ),
            ("a", "I have Monday 23 August at 3:30pm or Tuesday 24 August at 4pm."),
            ("u", "Monday 23rd at 3:30 is good."),
            (
                "call",
                "book_sweep",
                {
                    "address": "Flat 2, 45 Chapel Street, Bath BA1 2HN",
                    "date": "2027-08-23",
                    "time": "15:30",
                    "appliance": "open fire",
                    "certificate": True,
                },
                {"job_ref": "CS-10388", "date": "2027-08-23", "time": "15:30"},
            ),
            ("a", "Booked, job CS-10388. Who should the sweep ask for?"),
            (
                "u",
                "Me, Omar Haddad, 07700 488 215. My email for the certificate is "
                "omar.haddad@lettings-mail.co.uk.",
            ),
            ("a", "Perfect, the certificate will be emailed to you after the sweep."),
        ],
        "gold_fields": {
            "customer_name": "Omar Haddad",
            "phone": "07700 488 215",
            "email": "omar.haddad@lettings-mail.co.uk",
            "address": one_of(
                "Flat 2, 45 Chapel Street, Bath BA1 2HN",
                "Flat 2, 45 Chapel Street, Bath",
                "Flat 2, 45 Chapel Street",
            ),
            "chimneys": 1,
            "appliances": ["open fire"],
            "certificate": True,
            "visit_date": one_of(
                "Monday 23rd", "Monday 23 August", "23 August", "August 23", "23rd", "Monday"
            ),
            "visit_time": one_of("3:30", "3:30pm", "3:30 pm", "15:30"),
            "job_ref": one_of("CS-10388", None),
        },
        "not_active": ["24 August"],
        "probes": ["letting agent"],
        "gold_goals": [{"match": "swept", "status": LIVE}],
    },
    # ---------------------------------------------------------------- council tax
    {
        "id": "blind13-counciltax-en-single-person",
        "domain": "council_tax",
        "schema": "CouncilTaxState",
        "steps": [
            (
                "u",
                "Hi, it's about my council tax. My account number is 60031847 - sorry, "
                "60031874. I live at 12 Fern Road, Leicester LE3 0QT.",
            ),
            ("a", "Thanks. How can I help today?"),
            (
                "u",
                "My partner moved out on 14 February, so I'm the only adult now and I want to "
                "apply for the single person discount. My son's 16 but he doesn't count, does "
                "he?",
            ),
            ("a", "Under-18s aren't counted, so you qualify for 25% off from 14 February."),
            (
                "call",
                "apply_discount",
                {"account": "60031874", "discount": "single person", "from": "2027-02-14"},
                {"reference": "SPD-33918", "new_annual": "£1,386.75", "band": "C"},
            ),
            (
                "a",
                "Done - reference SPD-33918. Your Band C bill drops to £1,386.75 a year. Do you "
                "want to keep paying in 10 monthly instalments or switch to 12?",
            ),
            (
                "u",
                "12 please, on the 1st of each month by direct debit. My name's Karen "
                "Whitfield, email k.whitfield@leicmail.net.",
            ),
            (
                "call",
                "update_payment",
                {"account": "60031874", "instalments": 12, "day": 1, "method": "direct debit"},
                {"ok": True, "monthly": "£115.56"},
            ),
            ("a", "Switched to 12 instalments of £115.56 by direct debit on the 1st."),
        ],
        "gold_fields": {
            "resident_name": "Karen Whitfield",
            "account_number": "60031874",
            "email": "k.whitfield@leicmail.net",
            "address": one_of(
                "12 Fern Road, Leicester LE3 0QT", "12 Fern Road, Leicester", "12 Fern Road"
            ),
            "adults": 1,
            "band": one_of("C", "Band C", None),
            "discount": one_of("single person discount", "single person", "25%", "25% off"),
            "liable_from": one_of("14 February", "February 14", "2027-02-14", None),
            "payment_method": "direct debit",
            "instalments": 12,
            "payment_day": one_of("1st", "the 1st", "1st of each month", "1"),
            "bill": one_of("£1,386.75", None),
            "reference": one_of("SPD-33918", None),
        },
        "not_active": ["60031847"],
        "probes": ["partner"],
        "gold_goals": [
            {"match": "single person discount", "status": LIVE},
            {"match": "doesn't count", "status": GONE},
        ],
    },
    {
        "id": "blind13-counciltax-en-tenancy-date",
        "domain": "council_tax",
        "schema": "CouncilTaxState",
        "steps": [
            (
                "u",
                "Hello, I've just moved into Flat 14, 8B Harbour View, Portishead BS20 7DE and "
                "need to set up council tax. My name is Samuel Okafor.",
            ),
            ("a", "Welcome. What date did you move in, and is anyone else living with you?"),
            (
                "u",
                "I moved in on 3 March. My girlfriend Leah is moving in too, but not until next "
                "month.",
            ),
            (
                "a",
                "Then it's just you for now. Would you like the single person discount until "
                "Leah arrives?",
            ),
            (
                "u",
                "Sure, yes. Wait - my tenancy actually started on 1 March, and the landlord says "
                "the council goes by the tenancy date, so put 1 March.",
            ),
            (
                "call",
                "open_account",
                {
                    "address": "Flat 14, 8B Harbour View, Portishead BS20 7DE",
                    "from": "2027-03-01",
                    "adults": 1,
                    "discount": "single person",
                },
                {"account_number": "70442195", "band": "D", "annual": "£1,574.40"},
            ),
            (
                "a",
                "Account 70442195 is open from 1 March, Band D, with the single person discount. "
                "How would you like to pay?",
            ),
            (
                "u",
                "Direct debit, 10 instalments. Actually no - I'd rather pay the whole year up "
                "front by card and save the hassle.",
            ),
            ("a", "A full-year card payment, noted. Can I take an email?"),
            ("u", "sam.okafor@harbourmail.com."),
            ("a", "Thanks, the bill will reach sam.okafor@harbourmail.com within 10 days."),
        ],
        "gold_fields": {
            "resident_name": "Samuel Okafor",
            "email": "sam.okafor@harbourmail.com",
            "address": one_of(
                "Flat 14, 8B Harbour View, Portishead BS20 7DE",
                "Flat 14, 8B Harbour View, Portishead",
                "Flat 14, 8B Harbour View",
            ),
            "account_number": one_of("70442195", None),
            "adults": one_of(1, None),
            "band": one_of("D", "Band D", None),
            "discount": one_of("single person discount", "single person"),
            "liable_from": one_of("1 March", "March 1", "2027-03-01"),
            "payment_method": one_of(
                "card", "by card", "up front by card", "full-year card payment"
            ),
            "instalments": one_of(1, None),
            "bill": one_of("£1,574.40", None),
        },
        "not_active": ["direct debit", "10 instalments"],
        "probes": ["tenancy"],
        "gold_goals": [{"match": "council tax", "status": LIVE}],
    },
    # ---------------------------------------------------------------- picture framing
    {
        "id": "blind13-framing-en-ivory-mount-two",
        "domain": "framing",
        "schema": "FramingState",
        "steps": [
            (
                "u",
                "Hi, I'd like a print framed - it's an A3 watercolour of Whitby harbour. Oak "
                "frame, white mount, normal glass.",
            ),
            (
                "a",
                "Lovely. For watercolours we'd suggest UV-protective glass so it doesn't fade - "
                "it's £18 more. Would you like that?",
            ),
            (
                "u",
                "Yes, go for the UV glass. And can the mount be ivory rather than white? White "
                "looks too stark next to the paper.",
            ),
            (
                "call",
                "quote_frame",
                {"size": "A3", "frame": "oak", "mount": "ivory", "glass": "UV-protective"},
                {"price": "£96", "ready": "Friday 16 April"},
            ),
            ("a", "Oak frame, ivory mount, UV glass: £96, ready Friday 16 April."),
            (
                "u",
                "Great. Actually, could you do two? My mum wants the same one framed for her "
                "living room - I'll bring both prints in.",
            ),
            (
                "call",
                "quote_frame",
                {
                    "size": "A3",
                    "frame": "oak",
                    "mount": "ivory",
                    "glass": "UV-protective",
                    "quantity": 2,
                },
                {"price": "£182", "ready": "Tuesday 20 April"},
            ),
            ("a", "Two identical frames come to £182, ready Tuesday 20 April."),
            ("u", "Fine. I'm Nadia Kowalczyk, 07966 301 447."),
            ("a", "Thanks Nadia, we'll text you when they're ready."),
        ],
        "gold_fields": {
            "customer_name": "Nadia Kowalczyk",
            "phone": "07966 301 447",
            "artworks": ["watercolour"],
            "size": "A3",
            "frame": one_of("oak", "oak frame"),
            "mount": one_of("ivory", "ivory mount"),
            "glass": one_of("UV glass", "UV-protective glass", "UV-protective", "UV"),
            "frames_count": 2,
            "collection_date": one_of("Tuesday 20 April", "20 April", "April 20", None),
            "price": one_of("£182", None),
        },
        "not_active": ["white mount", "normal glass", "£96", "16 April"],
        "probes": ["stark", "mum"],
        "gold_goals": [{"match": "framed", "status": LIVE}],
    },
    {
        "id": "blind13-framing-en-shirt-dropped",
        "domain": "framing",
        "schema": "FramingState",
        "steps": [
            (
                "u",
                "Hello, I've got three things to frame: a signed football shirt, a certificate "
                "and an 8x10 wedding photo. Can I get a quote?",
            ),
            (
                "a",
                "Sure. The shirt would go in a deep box frame. Any preference on frame colour?",
            ),
            ("u", "Black for all three. Email me the quote at j.mensah-boateng@mailbox.org."),
            (
                "call",
                "quote_frames",
                {
                    "pieces": [
                        "signed football shirt (box frame)",
                        "certificate",
                        "8x10 wedding photo",
                    ],
                    "frame": "black",
                },
                {"price": "£289", "quote_ref": "FQ-4410"},
            ),
            ("a", "The three come to £289, quote FQ-4410; the shirt's box frame is £195 of that."),
            (
                "u",
                "Ouch. Drop the shirt then, I'll sort that one out another time. Just the "
                "certificate and the photo.",
            ),
            (
                "call",
                "quote_frames",
                {"pieces": ["certificate", "8x10 wedding photo"], "frame": "black"},
                {"price": "£94", "quote_ref": "FQ-4411"},
            ),
            ("a", "Certificate and photo in black: £94, quote FQ-4411. Shall I go ahead?"),
            ("u", "Yes please. I can collect on Saturday morning. Name's Joseph Mensah-Boateng."),
            ("a", "Great, they'll be ready for you on Saturday morning."),
        ],
        "gold_fields": {
            "customer_name": "Joseph Mensah-Boateng",
            "email": "j.mensah-boateng@mailbox.org",
            "artworks": ["certificate", "wedding photo"],
            "size": one_of("8x10", None),
            "frame": one_of("black", "black frame"),
            "frames_count": one_of(2, None),
            "collection_date": one_of("Saturday", "Saturday morning"),
            "price": one_of("£94", None),
            "quote_ref": one_of("FQ-4411", None),
        },
        "not_active": ["football shirt", "£289", "FQ-4410"],
        "probes": [],
        "gold_goals": [],
    },
    # ---------------------------------------------------------------- EV chargers
    {
        "id": "blind13-evcharger-en-wife-solar",
        "domain": "ev_charger",
        "schema": "EvChargerState",
        "steps": [
            (
                "u",
                "Hi, I'm after a home EV charger installed. I've got a Kia EV6. Address is 31 "
                "Mill Lane, Kenilworth CV8 2LN, and I park on the driveway.",
            ),
            ("a", "We fit the Zappi and the Ohme Home Pro. Tethered or untethered cable?"),
            (
                "u",
                "The Ohme, tethered. Wait - my wife says the Zappi can use our solar panels, so "
                "let's go with the Zappi instead. Still tethered.",
            ),
            (
                "call",
                "quote_install",
                {
                    "address": "31 Mill Lane, Kenilworth CV8 2LN",
                    "charger": "Zappi",
                    "cable": "tethered",
                    "parking": "driveway",
                },
                {"price": "£1,145", "survey_needed": True},
            ),
            (
                "a",
                "A tethered Zappi, fitted, is £1,145. We need a short survey first - Monday 7 "
                "June or Wednesday 9 June?",
            ),
            ("u", "Does the survey cost anything?"),
            ("a", "No, it's free."),
            (
                "u",
                "Then Wednesday 9 June. Oh, and the charger needs to go on the garage wall, not "
                "the front of the house - the cable reaches the driveway fine.",
            ),
            ("a", "Noted, garage wall. Your name and contact details?"),
            ("u", "Rajesh Iyer, rajesh.iyer@kenmail.co.uk, 07812 554 093."),
        ],
        "gold_fields": {
            "customer_name": "Rajesh Iyer",
            "phone": "07812 554 093",
            "email": "rajesh.iyer@kenmail.co.uk",
            "address": one_of(
                "31 Mill Lane, Kenilworth CV8 2LN", "31 Mill Lane, Kenilworth", "31 Mill Lane"
            ),
            "vehicle": one_of("Kia EV6", "EV6"),
            "charger_model": "Zappi",
            "cable": "tethered",
            "parking": one_of("driveway", "on the driveway", "the driveway"),
            "mount_location": one_of("garage wall", "on the garage wall", "the garage wall"),
            "survey_date": one_of("Wednesday 9 June", "9 June", "June 9", "Wednesday"),
            "price": one_of("£1,145", None),
        },
        "not_active": ["Ohme", "7 June"],
        "probes": ["solar"],
        "gold_goals": [
            {"match": "charger", "status": LIVE},
            {"match": "cost anything", "status": GONE},
        ],
    },
    {
        "id": "blind13-evcharger-en-graduation-move",
        "domain": "ev_charger",
        "schema": "EvChargerState",
        "steps": [
            (
                "u",
                "Hi, my quote reference is EVQ-80217, for a charger install at 5 Beech Court, "
                "Woking GU21 4XY. I want to book the install date.",
            ),
            (
                "call",
                "get_quote",
                {"quote_ref": "EVQ-80217"},
                {
                    "charger": "Hypervolt Home 3",
                    "cable": "untethered",
                    "price": "£975",
                    "address": "5 Beech Court, Woking GU21 4XY",
                },
            ),
            (
                "a",
                "I have it: Hypervolt Home 3, untethered, £975. When would you like it fitted?",
            ),
            (
                "u",
                "Friday 18 June please, morning if possible. Oh - and I'd actually like it "
                "tethered, not untethered; my husband keeps losing cables.",
            ),
            (
                "call",
                "reprice_quote",
                {"quote_ref": "EVQ-80217", "cable": "tethered"},
                {"price": "£1,020", "quote_ref": "EVQ-80217-B"},
            ),
            (
                "a",
                "Tethered brings it to £1,020, updated quote EVQ-80217-B. Friday 18 June, the "
                "8am to 12 noon slot?",
            ),
            ("u", "Yes. Hang on, can you check whether my fuse board needs upgrading? It's old."),
            (
                "a",
                "The installer checks it on the day; an upgrade is £350 extra, but only if it's "
                "needed.",
            ),
            (
                "u",
                "OK. Actually our son's graduation is that Friday - move it to Monday 21 June, "
                "same slot.",
            ),
            ("a", "Done: Monday 21 June, 8am to 12 noon, tethered Hypervolt, £1,020."),
        ],
        "gold_fields": {
            "address": one_of(
                "5 Beech Court, Woking GU21 4XY", "5 Beech Court, Woking", "5 Beech Court"
            ),
            "charger_model": one_of("Hypervolt Home 3", "Hypervolt", None),
            "cable": "tethered",
            "install_date": one_of("Monday 21 June", "21 June", "June 21", "Monday"),
            "install_time": one_of(
                "8am to 12 noon",
                "8am to 12 noon slot",
                "8am to 12",
                "8am-12 noon",
                "8am to noon",
                "8am",
                "morning",
                "the morning",
            ),
            "price": one_of("£1,020", None),
            "quote_ref": "EVQ-80217-B",
        },
        "not_active": ["£975", "18 June"],
        "probes": ["graduation", "losing cables"],
        "gold_goals": [
            {"match": "install", "status": LIVE},
            {"match": "fuse board", "status": GONE},
        ],
    },
]

ZH: list[dict[str, Any]] = [
    # ---------------------------------------------------------------- 助听器
    {
        "id": "blind13-hearing-zh-repair-kept",
        "domain": "hearing_aid",
        "schema": "HearingAidState",
        "steps": [
            (
                "u",
                "你好，我叫周建华，我右耳那只助听器没声音了，想预约维修。电话13918462705。",
            ),
            ("a", "好的周先生，您是在哪家门店配的？"),
            ("u", "在静安区的聆康听力中心配的，耳内式的，用了两年左右。"),
            ("a", "可以安排检修。11月18号下午三点可以吗？"),
            ("u", "18号不行，那天我要陪老伴去医院。19号上午十点吧。"),
            (
                "call",
                "book_repair",
                {
                    "centre": "聆康听力中心 静安店",
                    "date": "2027-11-19",
                    "time": "10:00",
                    "ear": "右耳",
                },
                {"ref": "LK-88031", "date": "2027-11-19", "time": "10:00"},
            ),
            ("a", "已约好11月19号上午十点，预约号LK-88031。要不要顺便把左耳那只也清洁保养一下？"),
            ("u", "要，左耳的也清洁一下。哦对了，维修先不约了吧，我儿子说他先帮我换个电池试试。"),
            ("a", "好的，需要我现在取消LK-88031吗？"),
            ("u", "等一下，他刚换了电池，还是没声音。那别取消了，还是按原来的约。"),
            ("a", "好的，预约保留：11月19号上午十点，右耳维修，左耳清洁，预约号LK-88031。"),
        ],
        "gold_fields": {
            "patient_name": "周建华",
            "phone": "13918462705",
            "clinic": one_of("聆康听力中心", "静安区的聆康听力中心", "聆康听力中心 静安店"),
            "services": one_of(["维修", "清洁"], ["维修", "清洁保养"]),
            "hearing_aid_model": one_of("耳内式", "耳内式的"),
            "ears": one_of("右耳", "左耳", "两只", None),
            "appointment_date": one_of("11月19号", "19号", "2027-11-19"),
            "appointment_time": one_of("上午十点", "十点", "10:00"),
            "appointment_ref": one_of("LK-88031", None),
        },
        "not_active": ["下午三点"],
        "probes": ["老伴"],
        "gold_goals": [
            {"match": "维修", "status": LIVE},
            {"match": "取消", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- 擦玻璃
    {
        "id": "blind13-window-zh-flat-slip-screens",
        "domain": "window_cleaning",
        "schema": "WindowCleaningState",
        "steps": [
            (
                "u",
                "你好，我想约擦玻璃，地址是浦东新区锦绣路1888弄7号楼2单元1202室，哦不对，是1502室。",
            ),
            ("a", "好的，请问家里一共多少扇窗？需要里外两面都擦吗？"),
            ("u", "一共十扇窗，里外都要擦。我叫林晓，电话15821930466。"),
            (
                "call",
                "quote_window_cleaning",
                {"address": "浦东新区锦绣路1888弄7号楼2单元1502室", "windows": 10, "sides": "里外"},
                {"price": "¥260", "workers": 2},
            ),
            ("a", "报价260元，两位师傅上门。您想约哪天？"),
            ("u", "下周六上午九点吧。要不要把纱窗也洗了？多少钱？"),
            ("a", "纱窗清洗每扇15元，十扇就是150元。"),
            ("u", "那纱窗就算了，太贵了。还有，时间改到下午两点，上午我婆婆要来。"),
            ("a", "好的，已约下周六下午两点，十扇窗里外都擦，不含纱窗，共260元。"),
        ],
        "gold_fields": {
            "customer_name": "林晓",
            "phone": "15821930466",
            "address": one_of(
                "浦东新区锦绣路1888弄7号楼2单元1502室", "锦绣路1888弄7号楼2单元1502室"
            ),
            "windows": 10,
            "sides": one_of("里外", "里外都要擦", "里外两面", "里外都擦"),
            "visit_date": one_of("下周六"),
            "visit_time": one_of("下午两点", "两点", "14:00"),
            "price": one_of("260元", "¥260", "260", None),
        },
        "not_active": ["1202室", "上午九点", "150元"],
        "probes": ["婆婆"],
        "gold_goals": [
            {"match": "擦玻璃", "status": LIVE},
            {"match": "纱窗", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- 蛋糕
    {
        "id": "blind13-cake-zh-wedding-mango-guests",
        "domain": "custom_cake",
        "schema": "CustomCakeState",
        "steps": [
            ("u", "你好，我想订一个婚礼蛋糕，三层的，香草蛋糕配芒果夹心，10月16号要。"),
            ("a", "恭喜！请问大概多少位宾客？蛋糕上需要写字吗？"),
            (
                "u",
                "大概八十位。上面写“百年好合”。哦对了，我未婚夫说他妈妈对芒果过敏，夹心换成草莓吧。",
            ),
            (
                "call",
                "quote_cake",
                {"tiers": 3, "flavour": "香草", "filling": "草莓", "servings": 80},
                {"price": "¥1680", "order_no": "WD-3307"},
            ),
            ("a", "三层香草蛋糕配草莓夹心，80人份，报价1680元，订单号WD-3307。自取还是送到场地？"),
            (
                "u",
                "送到酒店，地址是徐汇区漕溪北路28号金樽酒店三楼宴会厅，下午四点前送到。我叫陈思雨，"
                "手机13701854296。",
            ),
            ("a", "好的。送货费100元，可以吗？"),
            ("u", "可以。另外客人改成一百位了，新郎那边亲戚多来了二十个。"),
            (
                "call",
                "quote_cake",
                {
                    "tiers": 3,
                    "flavour": "香草",
                    "filling": "草莓",
                    "servings": 100,
                    "delivery": True,
                },
                {"price": "¥1980", "order_no": "WD-3308"},
            ),
            ("a", "100人份含送货一共1980元，新订单号WD-3308。"),
        ],
        "gold_fields": {
            "customer_name": "陈思雨",
            "phone": "13701854296",
            "occasion": one_of("婚礼", "婚礼蛋糕"),
            "flavour": one_of("香草", "香草蛋糕", "香草味"),
            "filling": one_of("草莓", "草莓夹心"),
            "tiers": 3,
            "servings": 100,
            "inscription": "百年好合",
            "dietary": one_of(["芒果"], None),
            "date": one_of("10月16号"),
            "time": one_of("下午四点", "下午四点前", "四点", "16:00"),
            "delivery": True,
            "delivery_address": one_of(
                "徐汇区漕溪北路28号金樽酒店三楼宴会厅",
                "漕溪北路28号金樽酒店三楼宴会厅",
                "徐汇区漕溪北路28号金樽酒店",
                "漕溪北路28号金樽酒店",
            ),
            "price": one_of("1980元", "¥1980", "1980", None),
            "order_ref": one_of("WD-3308", None),
        },
        "not_active": ["芒果夹心", "1680", "WD-3307"],
        "probes": ["过敏"],
        "gold_goals": [{"match": "婚礼蛋糕", "status": LIVE}],
    },
    # ---------------------------------------------------------------- 机场停车
    {
        "id": "blind13-parking-zh-lot-switch",
        "domain": "airport_parking",
        "schema": "AirportParkingState",
        "steps": [
            (
                "u",
                "你好，我要订浦东机场的停车，4月3号早上六点半把车停进去，4月9号晚上回来。车牌沪A·3K729。",
            ),
            (
                "a",
                "好的。浦东机场有P1室内停车楼（每天80元）和P4室外停车场（每天45元，要坐摆渡车），您选哪个？",
            ),
            ("u", "P4吧，便宜点。回来那天晚上十点左右落地。"),
            (
                "call",
                "quote_parking",
                {
                    "airport": "浦东机场",
                    "lot": "P4",
                    "from": "2027-04-03 06:30",
                    "to": "2027-04-09 22:00",
                    "plate": "沪A·3K729",
                },
                {"days": 7, "price": "¥315"},
            ),
            ("a", "7天一共315元。请问联系人和电话？"),
            (
                "u",
                "我叫王磊，电话13512078843。其实我老婆说带着孩子拿行李不方便坐摆渡车，还是换P1吧。",
            ),
            (
                "call",
                "quote_parking",
                {
                    "airport": "浦东机场",
                    "lot": "P1",
                    "from": "2027-04-03 06:30",
                    "to": "2027-04-09 22:00",
                    "plate": "沪A·3K729",
                },
                {"days": 7, "price": "¥560"},
            ),
            ("a", "P1停车楼7天一共560元，要直接下单吗？"),
            ("u", "下单吧。"),
            (
                "a",
                "已预订P1停车楼，4月3号早上六点半到4月9号晚上十点，共560元，订单号PVG-P1-20931。",
            ),
        ],
        "gold_fields": {
            "driver_name": "王磊",
            "phone": "13512078843",
            "airport": "浦东机场",
            "car_park": one_of("P1", "P1停车楼", "P1室内停车楼"),
            "registration": "沪A·3K729",
            "drop_off_date": "4月3号",
            "drop_off_time": one_of("早上六点半", "六点半", "6:30", "06:30"),
            "return_date": "4月9号",
            "return_time": one_of("晚上十点", "晚上十点左右", "十点", "22:00"),
            "price": one_of("560元", "¥560", "560", None),
            "booking_ref": one_of("PVG-P1-20931", None),
        },
        "not_active": ["P4", "315"],
        "probes": ["老婆"],
        "gold_goals": [{"match": "停车", "status": LIVE}],
    },
    # ---------------------------------------------------------------- 康复理疗
    {
        "id": "blind13-physio-zh-mother-postponed",
        "domain": "physiotherapy",
        "schema": "PhysioState",
        "steps": [
            ("u", "你好，我想给我妈约康复理疗，她肩周炎，右肩抬不起来。她叫赵秀英，今年六十八岁。"),
            ("a", "好的。我们有徐家汇和静安两个院区，您方便去哪个？"),
            ("u", "徐家汇院区。时间最好是周三下午，我下午能请假陪她。"),
            ("a", "周三下午有两点和四点半两个时段，治疗师分别是刘医生和孙医生。"),
            ("u", "四点半，孙医生。先约五次。我的电话是18621347590。"),
            (
                "call",
                "book_sessions",
                {
                    "branch": "徐家汇院区",
                    "therapist": "孙医生",
                    "start": "3月10号",
                    "time": "16:30",
                    "sessions": 5,
                },
                {"ref": "XJH-6620", "date": "3月10号", "time": "16:30", "sessions": 5},
            ),
            ("a", "已约好3月10号周三下午四点半开始，孙医生，共五次，预约号XJH-6620。"),
            ("u", "哦等等，我妹妹说那周她要带妈去外地，推迟一周，改成3月17号开始吧，其他不变。"),
            (
                "call",
                "reschedule_sessions",
                {"ref": "XJH-6620", "start": "3月17号"},
                {"ref": "XJH-6620", "date": "3月17号", "time": "16:30"},
            ),
            ("a", "已改为3月17号周三下午四点半开始，其余不变。"),
        ],
        "gold_fields": {
            "patient_name": "赵秀英",
            "phone": "18621347590",
            "clinic": one_of("徐家汇院区", "徐家汇"),
            "therapist": "孙医生",
            "complaint": one_of("肩周炎", "右肩", "右肩抬不起来"),
            "date": one_of("3月17号"),
            "time": one_of("下午四点半", "四点半", "16:30"),
            "sessions": 5,
            "appointment_ref": one_of("XJH-6620", None),
        },
        "not_active": ["3月10号", "刘医生"],
        "probes": ["外地"],
        "gold_goals": [{"match": "康复理疗", "status": LIVE}],
    },
    # ---------------------------------------------------------------- 地毯清洗
    {
        "id": "blind13-carpet-zh-sofa-declined",
        "domain": "carpet_cleaning",
        "schema": "CarpetCleaningState",
        "steps": [
            (
                "u",
                "你好，想约地毯清洗，客厅一块大地毯，大概3米乘4米，还有儿童房一块小的。地址是朝阳区"
                "望京西园三区312号楼5单元901。",
            ),
            ("a", "好的，需要上门清洗，还是取回工厂洗？"),
            ("u", "上门洗吧。请问沙发也能一起洗吗？"),
            ("a", "可以，布艺沙发三人位加收200元。"),
            ("u", "那沙发先不洗了。时间定这周日上午十点，我叫何佳，电话13910567382。"),
            (
                "call",
                "quote_carpet_clean",
                {
                    "address": "朝阳区望京西园三区312号楼5单元901",
                    "areas": ["客厅大地毯", "儿童房小地毯"],
                    "method": "上门",
                },
                {"price": "¥380", "ref": "CP-1049"},
            ),
            ("a", "两块地毯上门清洗共380元，预约号CP-1049，这周日上午十点上门。"),
            ("u", "好的，就这样。"),
            ("a", "好的，周日见。"),
        ],
        "gold_fields": {
            "customer_name": "何佳",
            "phone": "13910567382",
            "address": one_of("朝阳区望京西园三区312号楼5单元901", "望京西园三区312号楼5单元901"),
            "areas": ["客厅", "儿童房"],
            "method": one_of("上门", "上门洗", "上门清洗"),
            "visit_date": one_of("这周日", "周日"),
            "visit_time": one_of("上午十点", "十点", "10:00"),
            "price": one_of("380元", "¥380", "380", None),
            "job_ref": one_of("CP-1049", None),
        },
        "not_active": ["200元"],
        "probes": [],
        "gold_goals": [
            {"match": "地毯清洗", "status": LIVE},
            {"match": "沙发", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- KTV
    {
        "id": "blind13-karaoke-zh-cancel-taken-back",
        "domain": "karaoke",
        "schema": "KaraokeState",
        "steps": [
            ("u", "你好，我想订今晚的KTV包厢，中包，七点到十点，六个人，在五角场那家店。"),
            ("a", "好的，五角场店今晚七点中包还有。需要套餐吗？欢唱套餐含果盘和啤酒，398元。"),
            ("u", "要欢唱套餐吧。我叫孙浩，电话13661820475。"),
            (
                "call",
                "book_room",
                {
                    "store": "五角场店",
                    "room": "中包",
                    "date": "今晚",
                    "start": "19:00",
                    "end": "22:00",
                    "people": 6,
                    "package": "欢唱套餐",
                },
                {"order": "KTV-55208", "price": "¥398"},
            ),
            ("a", "订好了，订单号KTV-55208，今晚七点到十点中包，欢唱套餐398元。"),
            ("u", "不好意思，同事说今晚临时要加班，帮我取消吧。"),
            ("a", "要取消订单KTV-55208吗？取消的话定金不退。"),
            ("u", "啊，定金不退的话……那不取消了，改到明晚同样时间行吗？"),
            (
                "call",
                "reschedule_room",
                {"order": "KTV-55208", "date": "明晚"},
                {"ok": True, "date": "明晚", "start": "19:00", "end": "22:00"},
            ),
            ("a", "已改到明晚七点到十点，其他不变。"),
        ],
        "gold_fields": {
            "booker_name": "孙浩",
            "phone": "13661820475",
            "venue": one_of("五角场那家店", "五角场店", "五角场"),
            "room": "中包",
            "date": "明晚",
            "start_time": one_of("七点", "晚上七点", "19:00"),
            "end_time": one_of("十点", "晚上十点", "22:00"),
            "hours": one_of(3, None),
            "guests": 6,
            "package": "欢唱套餐",
            "price": one_of("398元", "¥398", "398", None),
            "booking_ref": one_of("KTV-55208", None),
        },
        "not_active": [],
        "probes": ["加班"],
        "gold_goals": [
            {"match": "包厢", "status": LIVE},
            {"match": "取消", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- 护照
    {
        "id": "blind13-passport-zh-new-address",
        "domain": "passport",
        "schema": "PassportState",
        "steps": [
            ("u", "你好，我的护照明年3月到期，想预约换发。我叫郑文博，电话18817263540。"),
            ("a", "好的。您想在哪个出入境办证大厅办理？"),
            ("u", "浦东民生路那个。下周二上午可以吗？"),
            (
                "call",
                "list_slots",
                {"hall": "浦东民生路出入境办证大厅", "date": "下周二"},
                {"slots": ["09:00", "10:30", "14:00"]},
            ),
            ("a", "下周二有上午九点、十点半和下午两点。"),
            ("u", "十点半吧。新护照邮寄到家里，地址是闵行区莘庄镇莘松路958弄12号602室。"),
            ("a", "好的，邮寄费20元。"),
            ("u", "哦等等，我下个月搬家，寄到新地址吧：闵行区七宝镇漕宝路3366弄5号楼1101室。"),
            (
                "call",
                "book_appointment",
                {
                    "hall": "浦东民生路出入境办证大厅",
                    "date": "下周二",
                    "time": "10:30",
                    "address": "闵行区七宝镇漕宝路3366弄5号楼1101室",
                },
                {"ref": "CRJ-0427715", "date": "下周二", "time": "10:30"},
            ),
            ("a", "已预约下周二上午十点半，预约号CRJ-0427715，新护照寄到漕宝路3366弄5号楼1101室。"),
        ],
        "gold_fields": {
            "applicant_name": "郑文博",
            "phone": "18817263540",
            "application_type": one_of("换发"),
            "office": one_of("浦东民生路出入境办证大厅", "浦东民生路那个", "民生路", "浦东民生路"),
            "appointment_date": "下周二",
            "appointment_time": one_of("十点半", "上午十点半", "10:30"),
            "delivery_address": one_of(
                "闵行区七宝镇漕宝路3366弄5号楼1101室",
                "七宝镇漕宝路3366弄5号楼1101室",
                "漕宝路3366弄5号楼1101室",
            ),
            "fee": one_of("20元", None),
            "application_ref": one_of("CRJ-0427715", None),
        },
        "not_active": ["莘松路958弄"],
        "probes": ["搬家"],
        "gold_goals": [{"match": "换发", "status": LIVE}],
    },
]


def build() -> list[dict[str, Any]]:
    """The set's records (English first, then Chinese)."""
    return build_set("blind13", [("en", EN), ("zh", ZH)], 24)


if __name__ == "__main__":
    write_set(Path(__file__).with_name("state_blind13.jsonl"), build())
