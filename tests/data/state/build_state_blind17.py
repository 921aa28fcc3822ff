"""Builds ``state_blind17.jsonl``: a seventeenth blind labelled set for ``turnmem eval state``.

Hand-written for turnmem (not taken from any data set) without reading the rule folder, its
correction tests or the conversations of the earlier blind sets. 24 conversations, 16 English
and 8 Chinese, split ``blind17``, in twelve domains no earlier set used (painting and
decorating, dog training, CCTV installation, pressure washing, bike hire, paintball, yoga
retreats, mobility scooter hire, balloon decorating, archery, gift hampers, pottery classes),
two conversations each, every one naming a class of ``schemas_blind17.py``. They carry asides
and reasons with other days, people and places ("my sister's staying with us till the 14th",
"he's away till the 28th", "Thursday's my mother-in-law's birthday lunch", "女儿2点有舞蹈课"),
slips corrected in the same message or turns later ("it's 25 High Street, I gave you our old
place", "it's Larch Crescent, not Avenue", "是文三路188号，不是118", "it's Tillie, i-e"),
counts that go up or down because of someone else ("Two more lads have said they're in",
"有3个同事那天要值班", "my friend Amira wants to come too"), one of several things dropped
("take the front door camera off", "I'll leave the patio", "立柱不要了"), yes/no choices set
and flipped (wallpaper, lunch, sealing, "撤场要"), agent suggestions taken or refused with a
bare answer ("Yes.", "No.", "要。", "不用了"), prices quoted again after each change, questions
("Can I watch it on my phone while I'm away?", "能开发票吗？"), and two conversations where
nothing changes (an archery taster, mid-autumn hampers).
Run ``python tests/data/state/build_state_blind17.py`` to rebuild the file (deterministic).

Labelling conventions (as in ``build_state_blind16.py``):

- a field only a tool output states may be unset (``null`` in ``one_of``); a field the user
  stated (or the assistant stated and the user accepted) must be set; a schema field not listed
  must end unset (a price quoted before the order changed, and not quoted again, is listed
  nowhere, and is ``not_active``);
- ``not_active`` lists replaced, cancelled or rejected values chosen so that no true statement
  at the end needs to contain them (a reason such as "女朋友不太喜欢大红" or a negation such
  as "I'll leave the patio" is true, so neither is listed); a cancelled request is labelled in
  ``gold_goals`` as ``abandoned`` or ``absent``;
- questions and requests for information are ``absent`` goals; a request the user makes in
  the imperative is a goal (any live or done status); a hedge ("I might") sets nothing.
- ``probes`` name a reason the user gave for a change (a third person's constraint, a clash)
  that the final context should still hold;
- a day that a tool call's arguments give in ISO form ("2026-05-16") is the same day, so it
  is accepted wherever that day is still the right one, as is a bare "the 10th" for "Friday
  the 10th" (both added after the first score was seen; see ``test_state_blind17.py``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from turnmem.lab.state_sets import GONE, LIVE, build_set, one_of, write_set

EN: list[dict[str, Any]] = [
    # ---------------------------------------------------------------- painting and decorating
    {
        "id": "blind17-decor-en-dining-not-hall-mizzle",
        "domain": "painting_decorating",
        "schema": "DecoratingState",
        "steps": [
            (
                "u",
                "Hello, looking for a decorator to paint our living room and hallway. We're at "
                "27 Kestrel Road, Didsbury M20 6HN.",
            ),
            ("a", "Happy to help. Any colour in mind, and would you like the ceilings done too?"),
            (
                "u",
                "Farrow & Ball Lichen on the walls, and yes, white ceilings please. Ideally after "
                "the 14th - my sister's staying with us till then.",
            ),
            (
                "call",
                "quote_decorating",
                {"rooms": ["living room", "hallway"], "colour": "Lichen", "ceilings": True},
                {
                    "quote_ref": "DC-3318",
                    "price": "£1,150",
                    "days": 3,
                    "start": "Monday 17 November",
                },
            ),
            (
                "a",
                "That's £1,150 for both rooms with ceilings. We could start Monday 17 November "
                "and it's a 3-day job. Your quote is DC-3318.",
            ),
            (
                "u",
                "Sorry, I meant the dining room, not the hallway - the hallway was done last year. "
                "And can we do Mizzle instead of Lichen? Dev thinks it'd look too yellow with the "
                "sofa.",
            ),
            (
                "a",
                "Living room and dining room in Mizzle, ceilings included: £1,240, still 3 days "
                "from Monday 17 November. Shall I book it in?",
            ),
            ("u", "Yes please. It's Hannah Ostrowski, 07912 448 306."),
            ("a", "Booked, Hannah. See you on Monday 17 November."),
        ],
        "gold_fields": {
            "customer_name": "Hannah Ostrowski",
            "phone": "07912 448 306",
            "address": one_of(
                "27 Kestrel Road, Didsbury M20 6HN", "27 Kestrel Road, Didsbury", "27 Kestrel Road"
            ),
            "rooms": one_of(["living room", "dining room"]),
            "paint_colour": one_of("Mizzle", "Farrow & Ball Mizzle"),
            "ceilings": True,
            "start_date": one_of("Monday 17 November", "17 November", "Monday"),
            "days_needed": one_of(3, None),
            "price": one_of("£1,240", None),
            "quote_ref": one_of("DC-3318", None),
        },
        "not_active": ["Lichen", "£1,150"],
        "probes": ["Dev", "sister"],
        "gold_goals": [
            {"match": "living room", "status": LIVE},
            {"match": "hallway", "status": GONE},
        ],
    },
    {
        "id": "blind17-decor-en-no-paper-landlord",
        "domain": "painting_decorating",
        "schema": "DecoratingState",
        "steps": [
            (
                "u",
                "Hi, could I get a price to wallpaper one feature wall and paint the rest of our "
                "main bedroom? Flat 4, 19 Albion Street, Leeds LS1 5AA.",
            ),
            ("a", "Of course. Do you have the paper already, and would you like the ceiling done?"),
            (
                "u",
                "Paper's bought, it's a Morris print. Ceiling no, it was done in the spring. "
                "Walls in Pure Brilliant White.",
            ),
            (
                "call",
                "quote_decorating",
                {"rooms": ["main bedroom"], "wallpaper": True, "ceilings": False},
                {
                    "quote_ref": "DC-4102",
                    "price": "£460",
                    "days": 2,
                    "start": "Thursday 4 December",
                },
            ),
            (
                "a",
                "That's £460, and we could start Thursday 4 December; it's a 2-day job. Quote "
                "reference DC-4102.",
            ),
            (
                "u",
                "The 4th is no good, we've got the boiler man in that day. What about the Monday "
                "after? Also scrap the wallpaper - my landlord's emailed to say no paper. Just "
                "paint the lot white.",
            ),
            (
                "a",
                "Monday 8 December works. Painting only, no wallpaper: £380, 2 days. Would you "
                "like me to add the ceiling after all? It's £70.",
            ),
            ("u", "No thanks. Kwame Mensah, 07733 510 284."),
            ("a", "Thanks Kwame, you're booked for Monday 8 December."),
        ],
        "gold_fields": {
            "customer_name": "Kwame Mensah",
            "phone": "07733 510 284",
            "address": one_of(
                "Flat 4, 19 Albion Street, Leeds LS1 5AA",
                "Flat 4, 19 Albion Street, Leeds",
                "Flat 4, 19 Albion Street",
            ),
            "rooms": one_of(["main bedroom"], ["bedroom"]),
            "paint_colour": one_of("Pure Brilliant White", "white"),
            "ceilings": False,
            "wallpaper": False,
            "start_date": one_of("Monday 8 December", "8 December", "Monday"),
            "days_needed": one_of(2, None),
            "price": one_of("£380", None),
            "quote_ref": one_of("DC-4102", None),
        },
        "not_active": ["£460"],
        "probes": ["boiler", "landlord"],
        "gold_goals": [
            {"match": "paint", "status": LIVE},
            {"match": "wallpaper", "status": GONE},
            {"match": "ceiling", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- dog training
    {
        "id": "blind17-dog-en-puppy-to-home-visits",
        "domain": "dog_training",
        "schema": "DogTrainingState",
        "steps": [
            (
                "u",
                "Hi there, we've just got a cocker spaniel puppy called Biscuit, he's 4 months "
                "old. Do you run puppy classes?",
            ),
            (
                "a",
                "We do: six Saturday classes at 10am at the village hall, £90 for the block. What "
                "would you like him to work on?",
            ),
            ("u", "Mainly jumping up at people and pulling on the lead. Oh, and mouthing hands."),
            (
                "a",
                "All covered in puppy class. Shall I put you down for the block starting "
                "Saturday 10 January?",
            ),
            (
                "u",
                "Hmm, Saturdays at 10 my son has football. Could we do one-to-one instead, at "
                "home? Weekday evenings after 6.",
            ),
            (
                "a",
                "Yes - one-to-one home visits are £45 a session. I have Wednesdays at 6:30pm. "
                "Would that suit?",
            ),
            (
                "u",
                "Wednesday 6:30 is great. Actually drop the mouthing, he's grown out of that "
                "already. I'm Sarah Bell, 07400 112 908.",
            ),
            (
                "call",
                "book_training",
                {"dog": "Biscuit", "course": "one-to-one", "day": "Wednesday", "time": "18:30"},
                {"booking_ref": "DT-771", "first_session": "Wednesday 14 January"},
            ),
            (
                "a",
                "Booked: one-to-one at home, Wednesdays at 6:30pm from 14 January, £45 a "
                "session. Reference DT-771.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Sarah Bell",
            "phone": "07400 112 908",
            "dog_name": "Biscuit",
            "breed": one_of("cocker spaniel", "cocker"),
            "dog_age_months": 4,
            "course": "one-to-one",
            "issues": one_of(["jumping up", "pulling on the lead"], ["jumping", "pulling"]),
            "session_day": one_of("Wednesday", "Wednesdays"),
            "session_time": one_of("6:30pm", "6:30", "6:30 pm", "18:30"),
            "home_visit": True,
            "price": one_of("£45", "£45 a session", None),
            "booking_ref": one_of("DT-771", None),
        },
        "not_active": ["Saturday 10 January", "£90"],
        "probes": ["football"],
        "gold_goals": [
            {"match": "one-to-one", "status": LIVE},
            {"match": "puppy classes", "status": GONE},
            {"match": "mouthing", "status": GONE},
        ],
    },
    {
        "id": "blind17-dog-en-recall-tillie-later-slot",
        "domain": "dog_training",
        "schema": "DogTrainingState",
        "steps": [
            (
                "u",
                "Hello, I'd like to book your recall workshop for my rescue greyhound. She's 18 "
                "months and bolts after squirrels.",
            ),
            (
                "a",
                "Lovely. The next one is Sunday 1 February at Holme Fields, with sessions at "
                "9:30am and 11:30am; it's £35. What's her name?",
            ),
            (
                "u",
                "Tilly. The 9:30 please. Is it done on a long line? She's never been off lead.",
            ),
            (
                "a",
                "Yes, 10-metre long lines throughout. Would you like to add a one-to-one "
                "follow-up at home for £40?",
            ),
            ("u", "No."),
            (
                "call",
                "book_training",
                {
                    "dog": "Tilly",
                    "course": "recall workshop",
                    "date": "2026-02-01",
                    "time": "09:30",
                },
                {"booking_ref": "RW-2290"},
            ),
            (
                "a",
                "Booked for Sunday 1 February at 9:30am, reference RW-2290. Can I take a name "
                "and number?",
            ),
            (
                "u",
                "Gareth Pryce, 07855 603 119. Could you move us to the 11:30 though? My daughter's "
                "coming too and she's got swimming till 10. And it's Tillie, i-e, not Tilly - I "
                "always get that wrong.",
            ),
            ("a", "Moved to 11:30am, and her name's corrected to Tillie. Still £35."),
        ],
        "gold_fields": {
            "customer_name": "Gareth Pryce",
            "phone": "07855 603 119",
            "dog_name": "Tillie",
            "breed": one_of("greyhound", "rescue greyhound"),
            "dog_age_months": 18,
            "course": "recall workshop",
            "issues": one_of(["squirrels"], ["bolts"], ["bolting"]),
            "session_day": one_of("Sunday 1 February", "1 February", "Sunday", "2026-02-01"),
            "session_time": one_of("11:30am", "11:30"),
            "home_visit": one_of(False, None),
            "price": one_of("£35", None),
            "booking_ref": one_of("RW-2290", None),
        },
        "not_active": ["9:30am", "Tilly", "£40"],
        "probes": ["swimming"],
        "gold_goals": [
            {"match": "recall workshop", "status": LIVE},
            {"match": "long line", "status": GONE},
            {"match": "follow-up", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- CCTV installation
    {
        "id": "blind17-cctv-en-doorbell-for-front-camera",
        "domain": "cctv_install",
        "schema": "CctvInstallState",
        "steps": [
            (
                "u",
                "Hi, I want CCTV fitted at home - four cameras: front door, driveway, back garden "
                "and the side gate. 8 Mill Lane, Stony Stratford MK11 1BP.",
            ),
            (
                "a",
                "We can do that. Would you prefer cloud storage or a recorder box in the house? "
                "Cloud is £6 a month.",
            ),
            ("u", "A recorder, I don't want another subscription."),
            (
                "call",
                "quote_cctv",
                {"cameras": 4, "storage": "recorder", "address": "8 Mill Lane, Stony Stratford"},
                {"price": "£1,320", "job_ref": "CC-6610", "date": "Friday 23 January"},
            ),
            (
                "a",
                "Four cameras with a 2TB recorder: £1,320 fitted, on Friday 23 January, "
                "reference CC-6610. Would you like a video doorbell as well? It's £150 and uses "
                "the same app.",
            ),
            ("u", "Go on then, yes. But take the front door camera off, the doorbell covers that."),
            (
                "a",
                "So three cameras (driveway, back garden, side gate) plus the doorbell: £1,260. "
                "Is Friday the 23rd still OK?",
            ),
            (
                "u",
                "Can we do the week after? My brother-in-law wants to be there, he's the techy "
                "one and he's away till the 28th. Name's Lucy Tran, 07521 339 804.",
            ),
            ("a", "Friday 30 January it is, same price, reference CC-6610."),
        ],
        "gold_fields": {
            "customer_name": "Lucy Tran",
            "phone": "07521 339 804",
            "address": one_of(
                "8 Mill Lane, Stony Stratford MK11 1BP",
                "8 Mill Lane, Stony Stratford",
                "8 Mill Lane",
            ),
            "camera_count": 3,
            "camera_spots": one_of(["driveway", "back garden", "side gate"]),
            "doorbell_camera": True,
            "storage": "recorder",
            "install_date": one_of("Friday 30 January", "30 January", "Friday"),
            "price": one_of("£1,260", None),
            "job_ref": one_of("CC-6610", None),
        },
        "not_active": ["£1,320", "Friday 23 January"],
        "probes": ["brother-in-law"],
        "gold_goals": [
            {"match": "CCTV", "status": LIVE},
            {"match": "front door", "status": GONE},
        ],
    },
    {
        "id": "blind17-cctv-en-cafe-third-camera-address",
        "domain": "cctv_install",
        "schema": "CctvInstallState",
        "steps": [
            (
                "u",
                "Hello, we need two cameras for our café, one over the till and one on the back "
                "door. It's The Copper Kettle, 52 High Street, Totnes TQ9 5SQ.",
            ),
            ("a", "Sure. Do you want the footage on the cloud or a recorder on site?"),
            ("u", "Cloud. Can I watch it on my phone while I'm away?"),
            (
                "a",
                "Yes, the app shows live and recorded footage. Would you like a third camera "
                "covering the seating area? It's £190.",
            ),
            ("u", "Yes, add that."),
            (
                "call",
                "quote_cctv",
                {"cameras": 3, "storage": "cloud", "spots": ["till", "back door", "seating area"]},
                {"price": "£840", "job_ref": "CC-7024", "date": "Tuesday 3 February"},
            ),
            (
                "a",
                "Three cameras with cloud storage: £840 fitted plus £6 a month, on Tuesday 3 "
                "February. Reference CC-7024.",
            ),
            (
                "u",
                "Hang on, the address - it's 25 High Street, I gave you our old place. We moved in "
                "the summer. And I'm Rosa Delgado, 07987 225 410.",
            ),
            (
                "a",
                "Updated to The Copper Kettle, 25 High Street, Totnes TQ9 5SQ. Tuesday 3 "
                "February, £840. Anything else?",
            ),
            ("u", "No, that's all, thanks."),
        ],
        "gold_fields": {
            "customer_name": "Rosa Delgado",
            "phone": "07987 225 410",
            "address": one_of(
                "The Copper Kettle, 25 High Street, Totnes TQ9 5SQ",
                "The Copper Kettle, 25 High Street, Totnes",
                "The Copper Kettle, 25 High Street",
                "25 High Street, Totnes TQ9 5SQ",
                "25 High Street, Totnes",
                "25 High Street",
            ),
            "camera_count": 3,
            "camera_spots": one_of(["till", "back door", "seating area"]),
            "storage": "cloud",
            "install_date": one_of("Tuesday 3 February", "3 February", "Tuesday"),
            "price": one_of("£840", None),
            "job_ref": one_of("CC-7024", None),
        },
        "not_active": ["52 High Street"],
        "probes": [],
        "gold_goals": [
            {"match": "cameras", "status": LIVE},
            {"match": "watch it", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- pressure washing
    {
        "id": "blind17-wash-en-drive-patio-side-path",
        "domain": "pressure_washing",
        "schema": "PressureWashingState",
        "steps": [
            (
                "u",
                "Hi, I'd like my block paved driveway pressure washed. It's about 60 square "
                "metres. 3 Orchard Close, Melksham SN12 6TU.",
            ),
            (
                "a",
                "For 60m² it's £240. We'd recommend re-sanding the joints afterwards for £90 - "
                "would you like that?",
            ),
            ("u", "Yes."),
            ("a", "And sealing? It keeps the weeds and oil stains down, £180."),
            (
                "u",
                "No, not this year. Can you do the patio too while you're there? That's another "
                "20 square metres or so.",
            ),
            (
                "call",
                "quote_washing",
                {"surfaces": ["driveway", "patio"], "area_sqm": 80, "resanding": True},
                {"price": "£420", "job_ref": "PW-1183", "date": "Saturday 14 March"},
            ),
            (
                "a",
                "Driveway and patio, 80m², with re-sanding: £420. We could come on Saturday 14 "
                "March. Reference PW-1183.",
            ),
            (
                "u",
                "Saturday's fine. Actually make it 90 square metres - I forgot the path round "
                "the side. Name's Ian Fletcher, 07701 884 223.",
            ),
            ("a", "With the side path, 90m² in all: £455, Saturday 14 March, reference PW-1183."),
        ],
        "gold_fields": {
            "customer_name": "Ian Fletcher",
            "phone": "07701 884 223",
            "address": one_of(
                "3 Orchard Close, Melksham SN12 6TU", "3 Orchard Close, Melksham", "3 Orchard Close"
            ),
            "surfaces": one_of(["driveway", "patio", "path"]),
            "area_sqm": 90,
            "resanding": True,
            "sealing": False,
            "wash_date": one_of("Saturday 14 March", "14 March", "Saturday"),
            "price": one_of("£455", None),
            "job_ref": one_of("PW-1183", None),
        },
        "not_active": ["£420", "£240"],
        "probes": [],
        "gold_goals": [
            {"match": "pressure washed", "status": LIVE},
            {"match": "sealing", "status": GONE},
        ],
    },
    {
        "id": "blind17-wash-en-decking-only-friday",
        "domain": "pressure_washing",
        "schema": "PressureWashingState",
        "steps": [
            (
                "u",
                "Hello, I'd like a quote for cleaning our decking and the patio out the back. "
                "11 Tern Way, Bideford EX39 3DQ.",
            ),
            ("a", "Of course. Roughly what size are they?"),
            ("u", "Decking's about 25 square metres, the patio maybe 15."),
            (
                "call",
                "quote_washing",
                {"surfaces": ["decking", "patio"], "area_sqm": 40},
                {"price": "£260", "job_ref": "PW-1420", "date": "Thursday 9 April"},
            ),
            (
                "a",
                "Both together come to £260 and we could do Thursday 9 April. Would you like the "
                "decking sealed afterwards? It's £120 and protects it for a couple of years.",
            ),
            (
                "u",
                "Yes please, seal it. But I'll leave the patio - we're having it relaid in the "
                "summer anyway.",
            ),
            ("a", "Decking only, 25m², cleaned and sealed: £250. Thursday 9 April?"),
            (
                "u",
                "Thursday's my mother-in-law's birthday lunch, could you do Friday the 10th "
                "instead? I'm Megan Hughes, 07812 667 030.",
            ),
            ("a", "Friday 10 April is fine. Booked, reference PW-1420, £250."),
        ],
        "gold_fields": {
            "customer_name": "Megan Hughes",
            "phone": "07812 667 030",
            "address": one_of(
                "11 Tern Way, Bideford EX39 3DQ", "11 Tern Way, Bideford", "11 Tern Way"
            ),
            "surfaces": one_of(["decking"]),
            "area_sqm": 25,
            "sealing": True,
            "wash_date": one_of(
                "Friday 10 April", "Friday the 10th", "the 10th", "10 April", "Friday"
            ),
            "price": one_of("£250", None),
            "job_ref": one_of("PW-1420", None),
        },
        "not_active": ["£260"],
        "probes": ["mother-in-law", "relaid"],
        "gold_goals": [
            {"match": "decking", "status": LIVE},
            {"match": "patio", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- bike hire
    {
        "id": "blind17-bike-en-three-ebikes-two-days",
        "domain": "bike_hire",
        "schema": "BikeHireState",
        "steps": [
            ("u", "Hi, we'd like to hire e-bikes for Saturday 16 May, four of them, for the day."),
            (
                "a",
                "We have four e-bikes free that day, pick-up from 9am. Would you like helmets? "
                "They're free.",
            ),
            ("u", "Yes, helmets please. And a child seat on one - our youngest is 3."),
            (
                "a",
                "Child seats only fit our hybrids, not the e-bikes, I'm afraid. Would you like "
                "one hybrid with a child seat and three e-bikes?",
            ),
            (
                "u",
                "No, we'll leave the little one with Grandma. Actually make it three bikes then, "
                "my eldest would rather stay at home with them too.",
            ),
            (
                "call",
                "book_bikes",
                {"type": "e-bike", "count": 3, "date": "2026-05-16", "extras": ["helmets"]},
                {"booking_ref": "BH-3051", "price": "£165"},
            ),
            (
                "a",
                "Three e-bikes with helmets for Saturday 16 May: £165, reference BH-3051. What "
                "time will you collect?",
            ),
            ("u", "About 9:30. Could we keep them till Sunday evening, so two days?"),
            (
                "a",
                "Two days for three e-bikes is £300. Pick-up 9:30am on Saturday, back by 6pm on "
                "Sunday.",
            ),
            ("u", "Perfect. Name's Owen Price, 07766 901 245."),
        ],
        "gold_fields": {
            "customer_name": "Owen Price",
            "phone": "07766 901 245",
            "bike_type": "e-bike",
            "bike_count": 3,
            "hire_date": one_of("Saturday 16 May", "16 May", "Saturday", "2026-05-16"),
            "hire_days": 2,
            "pickup_time": one_of("9:30", "9:30am", "about 9:30"),
            "extras": one_of(["helmets"]),
            "price": one_of("£300", None),
            "booking_ref": one_of("BH-3051", None),
        },
        "not_active": ["£165"],
        "probes": ["Grandma"],
        "gold_goals": [
            {"match": "e-bikes", "status": LIVE},
            {"match": "child seat", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- paintball
    {
        "id": "blind17-paintball-en-stag-twelve-later-start",
        "domain": "paintball",
        "schema": "PaintballState",
        "steps": [
            ("u", "Hiya, booking paintball for my brother's stag do. 10 of us, Saturday 6 June."),
            (
                "a",
                "Great. The stag package is 300 paintballs each, starting at 10am, £35 a head. "
                "Would you like to add a BBQ lunch for £8 each?",
            ),
            ("u", "Yes."),
            (
                "call",
                "book_game",
                {"players": 10, "date": "2026-06-06", "paintballs": 300, "lunch": True},
                {"booking_ref": "PB-8842", "price": "£430"},
            ),
            (
                "a",
                "Booked: 10 players on Saturday 6 June at 10am, 300 paintballs each with the BBQ "
                "lunch, £430. Reference PB-8842.",
            ),
            (
                "u",
                "Two more lads have said they're in, so 12. And can we bump it up to 500 balls "
                "each? They're all very competitive.",
            ),
            ("a", "12 players with 500 paintballs each and lunch comes to £600. Still 10am?"),
            (
                "u",
                "Could we start at 11 instead? Some of them are driving up from Bristol that "
                "morning. I'm Dan Okafor, 07922 350 671.",
            ),
            ("a", "11am works. All updated, reference PB-8842, £600."),
        ],
        "gold_fields": {
            "customer_name": "Dan Okafor",
            "phone": "07922 350 671",
            "occasion": one_of("stag do", "stag", "brother's stag do"),
            "players": 12,
            "game_date": one_of("Saturday 6 June", "6 June", "Saturday", "2026-06-06"),
            "start_time": one_of("11am", "11", "11:00"),
            "paintballs_per_player": 500,
            "lunch": True,
            "price": one_of("£600", None),
            "booking_ref": one_of("PB-8842", None),
        },
        "not_active": ["£430", "10am"],
        "probes": ["Bristol"],
        "gold_goals": [{"match": "paintball", "status": LIVE}],
    },
    # ---------------------------------------------------------------- yoga retreats
    {
        "id": "blind17-yoga-en-twin-with-amira",
        "domain": "yoga_retreat",
        "schema": "YogaRetreatState",
        "steps": [
            (
                "u",
                "Hello, I'd like to book a place on your Spring Reset retreat at Fernhill, "
                "arriving Friday 24 April for 3 nights, in a shared room please.",
            ),
            (
                "a",
                "Lovely. Shared rooms are £420 for the three nights, all meals included. Any "
                "dietary requirements?",
            ),
            ("u", "I'm vegan, and no mushrooms please, they don't agree with me."),
            (
                "a",
                "Noted. Would you like a transfer from Bristol Temple Meads? It's £25 each way.",
            ),
            ("u", "No, I'll drive."),
            (
                "call",
                "book_retreat",
                {"retreat": "Spring Reset", "arrival": "2026-04-24", "nights": 3, "room": "shared"},
                {"booking_ref": "YR-5127", "price": "£420"},
            ),
            (
                "a",
                "You're booked: Spring Reset, 3 nights from Friday 24 April, shared room, vegan "
                "with no mushrooms. £420, reference YR-5127.",
            ),
            (
                "u",
                "Actually my friend Amira wants to come too, so two of us - can we have a twin "
                "room instead of shared? And she's coeliac, so gluten-free for her.",
            ),
            (
                "a",
                "A twin for two is £460 each, £920 in total, with vegan and gluten-free meals. "
                "Shall I add her?",
            ),
            ("u", "Yes. My name's Claire Whitcombe, 07951 204 773."),
        ],
        "gold_fields": {
            "customer_name": "Claire Whitcombe",
            "phone": "07951 204 773",
            "retreat": one_of(
                "Spring Reset", "Spring Reset retreat at Fernhill", "Spring Reset at Fernhill"
            ),
            "arrival_date": one_of("Friday 24 April", "24 April", "Friday", "2026-04-24"),
            "nights": 3,
            "guests": 2,
            "room_type": "twin",
            "dietary": one_of(["vegan", "mushrooms", "gluten"], ["vegan", "mushrooms", "coeliac"]),
            "airport_transfer": False,
            "price": one_of("£920", None),
            "booking_ref": one_of("YR-5127", None),
        },
        "not_active": ["shared room", "£420"],
        "probes": ["Amira"],
        "gold_goals": [
            {"match": "retreat", "status": LIVE},
            {"match": "transfer", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- mobility scooter hire
    {
        "id": "blind17-scooter-en-wheelchair-day-later",
        "domain": "mobility_scooter_hire",
        "schema": "MobilityScooterHireState",
        "steps": [
            (
                "u",
                "Hi, I need to hire a mobility scooter for my dad, Albert Jenkins, while he's "
                "staying with us. From Monday 20 July to Sunday 26 July.",
            ),
            ("a", "We can do that. Where should we deliver it?"),
            ("u", "To 41 Seaview Terrace, Whitby YO21 3EH. He'd like a basket on the front."),
            (
                "call",
                "quote_hire",
                {"equipment": "mobility scooter", "from": "2026-07-20", "to": "2026-07-26"},
                {"price": "£105", "booking_ref": "MS-0913"},
            ),
            (
                "a",
                "A scooter with a front basket, 20 to 26 July, delivered to 41 Seaview Terrace: "
                "£105. Would you like a rain cover too, for £10?",
            ),
            ("u", "No."),
            ("a", "Okay. Is there anything else?"),
            (
                "u",
                "Ah, he's just rung - he's arriving a day later, the Tuesday, because my aunt's "
                "hospital appointment got moved. So the 21st to the 26th. And he'd rather have a "
                "wheelchair after all, we'll push him about. I'm his daughter, Karen Jenkins, "
                "07890 442 167.",
            ),
            (
                "a",
                "Changed to a wheelchair from Tuesday 21 July to Sunday 26 July, delivered to 41 "
                "Seaview Terrace: £60. Wheelchairs take a bag hook rather than a basket - would "
                "you like one?",
            ),
            ("u", "Just the bag hook then."),
        ],
        "gold_fields": {
            "customer_name": "Karen Jenkins",
            "phone": "07890 442 167",
            "user_name": one_of("Albert Jenkins", "Albert"),
            "equipment": "wheelchair",
            "start_date": one_of("Tuesday 21 July", "21 July", "the 21st", "21st", "Tuesday"),
            "end_date": one_of(
                "Sunday 26 July", "26 July", "the 26th", "26th", "Sunday", "2026-07-26"
            ),
            "delivery_address": one_of(
                "41 Seaview Terrace, Whitby YO21 3EH",
                "41 Seaview Terrace, Whitby",
                "41 Seaview Terrace",
            ),
            "accessories": one_of(["bag hook"]),
            "price": one_of("£60", None),
            "booking_ref": one_of("MS-0913", None),
        },
        "not_active": ["Monday 20 July", "£105"],
        "probes": ["aunt"],
        "gold_goals": [
            {"match": "hire", "status": LIVE},
            {"match": "rain cover", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- balloon decorating
    {
        "id": "blind17-balloon-en-champagne-garland",
        "domain": "balloon_decor",
        "schema": "BalloonDecorState",
        "steps": [
            (
                "u",
                "Hello! I'd like a balloon arch for my daughter's 18th birthday party at The "
                "Lansdowne Rooms on Saturday 11 July. Colours rose gold, white and black please.",
            ),
            ("a", "Lovely! Would you like a giant number 18 as well? It's £45."),
            ("u", "Yes!"),
            ("a", "Great. What time can we get into the venue to set up?"),
            (
                "u",
                "From 2pm. Actually swap the black for champagne, she says black looks too "
                "funeral-y.",
            ),
            (
                "call",
                "quote_balloons",
                {"pieces": ["arch", "number 18"], "colours": ["rose gold", "white", "champagne"]},
                {"price": "£265", "order_ref": "BD-4470"},
            ),
            (
                "a",
                "Arch in rose gold, white and champagne plus a number 18: £265, setting up at "
                "2pm on Saturday 11 July. Should we come back to take it down afterwards? "
                "That's £30.",
            ),
            ("u", "No, the venue clears up. Oh, and add a garland for the cake table."),
            ("a", "Garland added: £340 in total. Reference BD-4470."),
            ("u", "Brilliant. Charlotte Ames, 07734 118 562."),
        ],
        "gold_fields": {
            "customer_name": "Charlotte Ames",
            "phone": "07734 118 562",
            "event_type": one_of(
                "18th birthday party", "18th birthday", "birthday party", "birthday"
            ),
            "venue": one_of("The Lansdowne Rooms", "Lansdowne Rooms"),
            "event_date": one_of("Saturday 11 July", "11 July", "Saturday"),
            "colours": one_of(["rose gold", "white", "champagne"]),
            "pieces": one_of(["arch", "number", "garland"]),
            "setup_time": one_of("2pm", "from 2pm", "2:00pm", "14:00"),
            "collection": False,
            "price": one_of("£340", None),
            "order_ref": one_of("BD-4470", None),
        },
        "not_active": ["£265"],
        "probes": ["funeral"],
        "gold_goals": [
            {"match": "balloon arch", "status": LIVE},
            {"match": "take it down", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- archery
    {
        "id": "blind17-archery-en-taster-four-no-change",
        "domain": "archery",
        "schema": "ArcheryState",
        "steps": [
            (
                "u",
                "Hi, can I book an archery taster for four of us on Sunday 21 June? Two adults "
                "and two kids, the youngest is 9.",
            ),
            ("a", "Yes, the minimum age is 8 so that's fine. We have 10am or 2pm."),
            ("u", "2pm please."),
            (
                "call",
                "book_session",
                {"type": "taster", "archers": 4, "date": "2026-06-21", "time": "14:00"},
                {"booking_ref": "AR-1205", "price": "£100"},
            ),
            (
                "a",
                "Booked: taster for four on Sunday 21 June at 2pm, £100 (£25 each). Reference "
                "AR-1205. Can I take a name and number?",
            ),
            ("u", "Nadia Hussain, 07588 930 214. Do we need to bring anything?"),
            ("a", "Just flat shoes and no loose sleeves. Everything else is provided."),
            ("u", "Great, see you then."),
        ],
        "gold_fields": {
            "customer_name": "Nadia Hussain",
            "phone": "07588 930 214",
            "session_type": "taster",
            "archers": 4,
            "session_date": one_of("Sunday 21 June", "21 June", "Sunday", "2026-06-21"),
            "session_time": one_of("2pm", "2:00pm", "14:00"),
            "youngest_age": 9,
            "price": one_of("£100", "£25 each", None),
            "booking_ref": one_of("AR-1205", None),
        },
        "not_active": [],
        "probes": [],
        "gold_goals": [
            {"match": "taster", "status": LIVE},
            {"match": "bring anything", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- gift hampers
    {
        "id": "blind17-hamper-en-ruby-crescent-thursday",
        "domain": "gift_hamper",
        "schema": "GiftHamperState",
        "steps": [
            (
                "u",
                "Hello, I'd like to send the Cheese Lover's hamper to my parents for their ruby "
                "anniversary. Delivery on Friday 18 September please.",
            ),
            (
                "a",
                "Lovely choice, that's £65. Where should it go, and would you like a card message?",
            ),
            (
                "u",
                "14 Larch Avenue, Ripon HG4 2BN. Message: 'Happy 40th, Mum and Dad - love from all "
                "of us'. And gift wrap please.",
            ),
            ("a", "Gift wrap is £5. Would you like to add a bottle of port? It's £18."),
            ("u", "Yes."),
            (
                "call",
                "place_order",
                {"hamper": "Cheese Lover's", "additions": ["port"], "gift_wrap": True},
                {"order_ref": "GH-2281", "price": "£88"},
            ),
            (
                "a",
                "That's the Cheese Lover's hamper with port, gift wrapped, to 14 Larch Avenue, "
                "Ripon on Friday 18 September: £88. Reference GH-2281.",
            ),
            (
                "u",
                "Oh hang on, it's Larch Crescent, not Avenue, I always mix them up. And can you "
                "make it Thursday the 17th? They're off to Whitby on the Friday with my aunt. My "
                "name's Ben Ashworth, 07445 762 918.",
            ),
            (
                "a",
                "Updated to 14 Larch Crescent, Ripon HG4 2BN, delivering on Thursday 17 "
                "September. Still £88.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Ben Ashworth",
            "phone": "07445 762 918",
            "recipient": one_of("my parents", "parents", "Mum and Dad"),
            "hamper": one_of("Cheese Lover's hamper", "Cheese Lover's"),
            "hamper_count": one_of(1, None),
            "additions": one_of(["port"]),
            "delivery_address": one_of(
                "14 Larch Crescent, Ripon HG4 2BN", "14 Larch Crescent, Ripon", "14 Larch Crescent"
            ),
            "delivery_date": one_of(
                "Thursday 17 September", "Thursday the 17th", "the 17th", "17 September", "Thursday"
            ),
            "gift_message": "Happy 40th, Mum and Dad - love from all of us",
            "gift_wrap": True,
            "price": one_of("£88", None),
            "order_ref": one_of("GH-2281", None),
        },
        "not_active": ["Larch Avenue", "Friday 18 September"],
        "probes": ["Whitby"],
        "gold_goals": [{"match": "hamper", "status": LIVE}],
    },
    # ---------------------------------------------------------------- pottery classes
    {
        "id": "blind17-pottery-en-wheel-full-paint-a-pot",
        "domain": "pottery_class",
        "schema": "PotteryClassState",
        "steps": [
            (
                "u",
                "Hi, I'd like to book the wheel throwing class for me and my partner on Thursday "
                "5 March at 7pm.",
            ),
            (
                "a",
                "We have two places left that evening. It's £45 each, or £60 each with glazing "
                "and firing so you can take your pots home a few weeks later. Which would you "
                "like?",
            ),
            ("u", "With glazing and firing please."),
            (
                "call",
                "book_class",
                {"class": "wheel throwing", "places": 2, "date": "2026-03-05", "firing": True},
                {"booking_ref": "PC-6630", "price": "£120"},
            ),
            (
                "a",
                "Booked: two places on wheel throwing, Thursday 5 March at 7pm, with glazing and "
                "firing, £120. Reference PC-6630.",
            ),
            ("u", "My sister wants to join us too - can you make it three?"),
            (
                "a",
                "Sorry, the wheel class is full now. The paint-a-pot session at the same time has "
                "room for three, £25 each with glazing and firing included. Would you like to "
                "switch?",
            ),
            ("u", "Yes, switch us all to that. Name's Leo Marchetti, 07392 551 804."),
            (
                "a",
                "Switched: paint a pot, three places, Thursday 5 March at 7pm, £75. Ref PC-6630.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Leo Marchetti",
            "phone": "07392 551 804",
            "class_type": "paint a pot",
            "places": 3,
            "class_date": one_of("Thursday 5 March", "5 March", "Thursday", "2026-03-05"),
            "class_time": one_of("7pm", "7:00pm", "19:00"),
            "glazing_firing": True,
            "price": one_of("£75", None),
            "booking_ref": one_of("PC-6630", None),
        },
        "not_active": ["£120", "wheel throwing"],
        "probes": ["sister"],
        "gold_goals": [
            {"match": "switch", "status": LIVE},
            {"match": "wheel throwing", "status": GONE},
        ],
    },
]

ZH: list[dict[str, Any]] = [
    {
        "id": "blind17-bike-zh-mountain-two-days",
        "domain": "bike_hire",
        "schema": "BikeHireState",
        "steps": [
            ("u", "你好，我想租两辆山地车，5月2号开始，租三天。"),
            ("a", "好的，山地车每辆一天80元，两辆三天一共480元。需要头盔吗？免费的。"),
            ("u", "要。"),
            ("a", "还需要驮包吗？一个一天15元。"),
            ("u", "不用了。我们几点可以来取车？"),
            ("a", "早上8点开门，8点到10点之间来取都可以。"),
            (
                "call",
                "book_bikes",
                {"type": "mountain bike", "count": 2, "date": "2026-05-02", "days": 3},
                {"booking_ref": "QX-5530", "price": "480元"},
            ),
            ("a", "已为您预订：两辆山地车，5月2日起租三天，含头盔，共480元，订单号QX-5530。"),
            (
                "u",
                "不好意思，我老公说5月4号要回公司开会，改成租两天吧。我们9点来取。我叫周敏，"
                "电话13917462853。",
            ),
            ("a", "已改为租两天，5月2日到3日，9点取车，共320元。"),
        ],
        "gold_fields": {
            "customer_name": "周敏",
            "phone": "13917462853",
            "bike_type": "mountain bike",
            "bike_count": 2,
            "hire_date": one_of("5月2号", "5月2日", "2026-05-02"),
            "hire_days": 2,
            "pickup_time": one_of("9点", "早上9点", "9:00"),
            "extras": one_of(["头盔"], ["helmets"]),
            "price": one_of("320元", None),
            "booking_ref": one_of("QX-5530", None),
        },
        "not_active": ["480元"],
        "probes": ["开会"],
        "gold_goals": [
            {"match": "山地车", "status": LIVE},
            {"match": "驮包", "status": GONE},
            {"match": "几点", "status": GONE},
        ],
    },
    {
        "id": "blind17-paintball-zh-team-twelve-no-lunch",
        "domain": "paintball",
        "schema": "PaintballState",
        "steps": [
            ("u", "您好，我们公司想搞个团建，打彩弹，大概15个人，6月13号周六。"),
            (
                "a",
                "可以的。标准套餐每人200发彩弹，上午9点半开始，每人150元。需要加午餐吗？每人30元。",
            ),
            ("u", "需要。"),
            (
                "call",
                "book_game",
                {"players": 15, "date": "2026-06-13", "paintballs": 200, "lunch": True},
                {"booking_ref": "CD-7714", "price": "2700元"},
            ),
            (
                "a",
                "已预订：15人，6月13日周六上午9点半，每人200发彩弹，含午餐，共2700元，"
                "订单号CD-7714。",
            ),
            (
                "u",
                "刚统计了一下，有3个同事那天要值班来不了，改成12个人。午餐也不要了，我们打完"
                "回市区吃火锅。",
            ),
            ("a", "好的，12人，不含午餐，共1800元。时间不变吗？"),
            ("u", "不变。我是行政部的刘洋，电话13605718826。"),
            ("a", "好的刘先生，已更新，订单号CD-7714。"),
        ],
        "gold_fields": {
            "customer_name": "刘洋",
            "phone": "13605718826",
            "occasion": one_of("团建", "公司团建"),
            "players": 12,
            "game_date": one_of("6月13号周六", "6月13号", "6月13日", "周六", "2026-06-13"),
            "start_time": one_of("上午9点半", "9点半", "9:30"),
            "paintballs_per_player": one_of(200, None),
            "lunch": False,
            "price": one_of("1800元", None),
            "booking_ref": one_of("CD-7714", None),
        },
        "not_active": ["2700元", "15个人"],
        "probes": ["值班", "火锅"],
        "gold_goals": [
            {"match": "彩弹", "status": LIVE},
            {"match": "午餐", "status": GONE},
        ],
    },
    {
        "id": "blind17-yoga-zh-arrive-second-three-nights",
        "domain": "yoga_retreat",
        "schema": "YogaRetreatState",
        "steps": [
            ("u", "你好，我想报名你们莫干山的静心瑜伽营，10月1号入住，住4晚，要单人间。"),
            ("a", "好的，单人间4晚是3200元，含三餐。饮食方面有什么要求吗？"),
            ("u", "我吃素，另外对花生过敏。"),
            ("a", "已备注。需要从杭州东站接送吗？单程100元。"),
            ("u", "要。"),
            (
                "call",
                "book_retreat",
                {"retreat": "静心瑜伽营", "arrival": "2026-10-01", "nights": 4, "room": "private"},
                {"booking_ref": "YJ-0925", "price": "3400元"},
            ),
            (
                "a",
                "已为您预订：静心瑜伽营，10月1日入住4晚，单人间，素食、花生过敏，含往返接送，"
                "共3400元，订单号YJ-0925。",
            ),
            ("u", "不好意思，国庆第一天我得陪我妈去医院复查，能不能改成10月2号入住，住3晚？"),
            ("a", "可以，10月2日入住3晚，单人间，含接送，共2600元。"),
            ("u", "好的。我叫陈思雨，手机15867230419。"),
        ],
        "gold_fields": {
            "customer_name": "陈思雨",
            "phone": "15867230419",
            "retreat": one_of("静心瑜伽营", "莫干山的静心瑜伽营", "莫干山静心瑜伽营"),
            "arrival_date": one_of("10月2号", "10月2日"),
            "nights": 3,
            "guests": one_of(1, None),
            "room_type": "private",
            "dietary": one_of(["素", "花生"]),
            "airport_transfer": True,
            "price": one_of("2600元", None),
            "booking_ref": one_of("YJ-0925", None),
        },
        "not_active": ["10月1号", "3400元", "3200元"],
        "probes": ["复查"],
        "gold_goals": [{"match": "瑜伽营", "status": LIVE}],
    },
    {
        "id": "blind17-scooter-zh-powerchair-188",
        "domain": "mobility_scooter_hire",
        "schema": "MobilityScooterHireState",
        "steps": [
            ("u", "你好，我想给我奶奶租一台电动轮椅，她叫王秀兰，7月8号到7月15号用。"),
            ("a", "好的，电动轮椅一周280元。送到哪里？"),
            ("u", "送到杭州市西湖区文三路118号3单元。"),
            (
                "call",
                "quote_hire",
                {"equipment": "powerchair", "from": "2026-07-08", "to": "2026-07-15"},
                {"price": "280元", "booking_ref": "LY-3362"},
            ),
            (
                "a",
                "已为您登记：电动轮椅，7月8日至15日，送到文三路118号3单元，280元，单号LY-3362。"
                "需要加雨披吗？20元。",
            ),
            ("u", "不用了，她不出远门。对了地址说错了，是文三路188号，不是118。"),
            ("a", "好的，已改为文三路188号3单元。还有别的需要吗？"),
            ("u", "要一个拐杖架，她出门离不开拐杖。我是她孙女李娜，电话13757190264。"),
            ("a", "拐杖架免费，已经加上了。总价还是280元。"),
        ],
        "gold_fields": {
            "customer_name": "李娜",
            "phone": "13757190264",
            "user_name": "王秀兰",
            "equipment": "powerchair",
            "start_date": one_of("7月8号", "7月8日", "2026-07-08"),
            "end_date": one_of("7月15号", "7月15日", "2026-07-15"),
            "delivery_address": one_of(
                "杭州市西湖区文三路188号3单元",
                "文三路188号3单元",
                "杭州市西湖区文三路188号",
                "文三路188号",
            ),
            "accessories": one_of(["拐杖架"], ["walking stick holder"]),
            "price": one_of("280元", None),
            "booking_ref": one_of("LY-3362", None),
        },
        "not_active": ["文三路118号"],
        "probes": [],
        "gold_goals": [
            {"match": "电动轮椅", "status": LIVE},
            {"match": "雨披", "status": GONE},
        ],
    },
    {
        "id": "blind17-balloon-zh-proposal-arch-only",
        "domain": "balloon_decor",
        "schema": "BalloonDecorState",
        "steps": [
            (
                "u",
                "你好，我8月22号周六要在滨江的云端餐厅求婚，想订一套气球布置，要心形拱门和"
                "几根立柱，颜色要红色和白色。",
            ),
            ("a", "好的！请问几点可以进场布置？另外结束后需要我们上门撤场吗？撤场费100元。"),
            ("u", "晚上6点可以进场。撤场要。"),
            (
                "call",
                "quote_balloons",
                {"pieces": ["心形拱门", "立柱"], "colours": ["红色", "白色"], "collection": True},
                {"price": "1580元", "order_ref": "QQ-6128"},
            ),
            (
                "a",
                "心形拱门加立柱，红白配色，8月22日晚上6点进场布置，含撤场，共1580元，"
                "订单号QQ-6128。",
            ),
            ("u", "立柱不要了，餐厅说地方太小放不下。颜色改成香槟色和白色吧，女朋友不太喜欢大红。"),
            ("a", "好的，只要心形拱门，香槟色和白色，含撤场，共1080元。"),
            ("u", "可以。我叫赵磊，电话18657321905。"),
        ],
        "gold_fields": {
            "customer_name": "赵磊",
            "phone": "18657321905",
            "event_type": "求婚",
            "venue": one_of("滨江的云端餐厅", "云端餐厅"),
            "event_date": one_of("8月22号周六", "8月22号", "8月22日", "周六"),
            "colours": one_of(["香槟", "白"]),
            "pieces": one_of(["心形拱门"], ["拱门"]),
            "setup_time": one_of("晚上6点", "6点", "18:00"),
            "collection": True,
            "price": one_of("1080元", None),
            "order_ref": one_of("QQ-6128", None),
        },
        "not_active": ["1580元", "红色"],
        "probes": ["太小"],
        "gold_goals": [
            {"match": "气球布置", "status": LIVE},
            {"match": "立柱", "status": GONE},
        ],
    },
    {
        "id": "blind17-archery-zh-private-two-later",
        "domain": "archery",
        "schema": "ArcheryState",
        "steps": [
            ("u", "你好，我想给儿子报一节射箭私教课，他10岁，这周日下午可以吗？"),
            ("a", "可以的，这周日7月19号下午有3点和4点半两个时段，私教课一小时260元。"),
            ("u", "那就3点吧。"),
            (
                "call",
                "book_session",
                {"type": "private lesson", "archers": 1, "date": "2026-07-19", "time": "15:00"},
                {"booking_ref": "SJ-4418", "price": "260元"},
            ),
            ("a", "已预约：7月19日周日下午3点，私教课1人，260元，预约号SJ-4418。"),
            (
                "u",
                "哎呀，他3点前有钢琴课赶不过来，改4点半吧。另外他表弟也想一起学，能加一个人吗？"
                "表弟8岁。",
            ),
            ("a", "可以，两人私教课一共400元，下午4点半。8岁刚好到我们的最低年龄。"),
            ("u", "好，就这样。我叫孙浩，电话13968015527。"),
        ],
        "gold_fields": {
            "customer_name": "孙浩",
            "phone": "13968015527",
            "session_type": "private lesson",
            "archers": 2,
            "session_date": one_of("7月19号", "7月19日", "这周日", "周日", "2026-07-19"),
            "session_time": one_of("4点半", "下午4点半", "16:30"),
            "youngest_age": 8,
            "price": one_of("400元", None),
            "booking_ref": one_of("SJ-4418", None),
        },
        "not_active": ["260元"],
        "probes": ["钢琴课"],
        "gold_goals": [{"match": "私教课", "status": LIVE}],
    },
    {
        "id": "blind17-hamper-zh-mid-autumn-no-change",
        "domain": "gift_hamper",
        "schema": "GiftHamperState",
        "steps": [
            ("u", "你好，我想订5份中秋礼盒，要“月满团圆”那款，送给公司的客户。"),
            ("a", "好的，月满团圆礼盒每份298元，5份共1490元。送货地址和日期是？"),
            (
                "u",
                "送到上海市浦东新区世纪大道88号金茂大厦12楼，9月10号送到。需要礼品包装，"
                "卡片上写“中秋快乐，感谢一路同行”。",
            ),
            (
                "call",
                "place_order",
                {"hamper": "月满团圆", "count": 5, "date": "2026-09-10", "gift_wrap": True},
                {"order_ref": "ZQ-8806", "price": "1490元"},
            ),
            (
                "a",
                "已下单：月满团圆礼盒5份，含礼品包装和贺卡，9月10日送到金茂大厦12楼，共1490元，"
                "订单号ZQ-8806。",
            ),
            ("u", "好的。能开发票吗？"),
            ("a", "可以，收货后在订单页面申请电子发票就行。"),
            ("u", "谢谢。我叫吴婷，电话13501827736。"),
        ],
        "gold_fields": {
            "customer_name": "吴婷",
            "phone": "13501827736",
            "recipient": one_of("公司的客户", "客户"),
            "hamper": one_of("月满团圆", "月满团圆礼盒"),
            "hamper_count": 5,
            "delivery_address": one_of(
                "上海市浦东新区世纪大道88号金茂大厦12楼", "世纪大道88号金茂大厦12楼", "金茂大厦12楼"
            ),
            "delivery_date": one_of("9月10号", "9月10日", "2026-09-10"),
            "gift_message": "中秋快乐，感谢一路同行",
            "gift_wrap": True,
            "price": one_of("1490元", "每份298元", None),
            "order_ref": one_of("ZQ-8806", None),
        },
        "not_active": [],
        "probes": [],
        "gold_goals": [
            {"match": "礼盒", "status": LIVE},
            {"match": "发票", "status": GONE},
        ],
    },
    {
        "id": "blind17-pottery-zh-hand-building-three",
        "domain": "pottery_class",
        "schema": "PotteryClassState",
        "steps": [
            ("u", "你好，我想订这周六（3月14号）下午2点的手捏陶艺课，两个人，我和女儿。"),
            (
                "a",
                "有位置的。每人168元，如果需要上釉烧制再加40元，作品大概三周后来取。要加吗？",
            ),
            ("u", "要。"),
            (
                "call",
                "book_class",
                {"class": "hand building", "places": 2, "date": "2026-03-14", "firing": True},
                {"booking_ref": "TY-2096", "price": "416元"},
            ),
            ("a", "已预订：3月14日周六下午2点手捏陶艺，2人，含上釉烧制，共416元，预约号TY-2096。"),
            ("u", "我老婆也想来，加一个人吧。时间能改到4点吗？女儿2点有舞蹈课。"),
            ("a", "4点的手捏课还有位置，3人含上釉烧制共624元，已经为您改好了。"),
            ("u", "好的，谢谢。我叫黄建国，电话13771450398。"),
        ],
        "gold_fields": {
            "customer_name": "黄建国",
            "phone": "13771450398",
            "class_type": "hand building",
            "places": 3,
            "class_date": one_of("3月14号", "这周六", "周六", "3月14日", "2026-03-14"),
            "class_time": one_of("4点", "下午4点", "16:00"),
            "glazing_firing": True,
            "price": one_of("624元", None),
            "booking_ref": one_of("TY-2096", None),
        },
        "not_active": ["416元", "下午2点"],
        "probes": ["舞蹈课"],
        "gold_goals": [{"match": "手捏陶艺", "status": LIVE}],
    },
]


def build() -> list[dict[str, Any]]:
    """The set's records (English first, then Chinese)."""
    return build_set("blind17", [("en", EN), ("zh", ZH)], 24)


if __name__ == "__main__":
    write_set(Path(__file__).with_name("state_blind17.jsonl"), build())
