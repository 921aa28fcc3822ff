"""Builds ``state_blind25.jsonl``: a twenty-fifth blind labelled set for ``turnmem eval state``.

Hand-written for turnmem (not taken from any data set) without reading the rule folder or its
tests (the twenty-fourth set's builder was read, for its pattern). 24 conversations, 16 English
and 8 Chinese, split ``blind25``, in twelve domains no earlier set used (eyelash extensions,
windscreen repair, TV wall mounting, candle making workshops, heat pump and air source water
heater installation, soft play parties, photo restoration, car bodywork, photo booth hire,
first aid courses, wood burner installation, sea fishing charters), two conversations each,
every one naming a class of ``schemas_blind25.py``. They carry reasons with other people's
days and times ("the 19th is the wedding itself", "my parents' 50th anniversary party on
Saturday 15 August", "His nan's not back from Spain till the 30th", "Saturday's his
football", "My wife's got a hospital appointment on Tuesday afternoon", "my husband's away
from the 24th", "周六我闺蜜结婚", "下周六我儿子学校开家长会", "我爸9月20号过生日", "我老公说那周要
带孩子回奶奶家"), the user's own plans ("I fly out on the Saturday morning", "13 October I'm at
my brother's stag do in Dublin", "We're hosting my in-laws from the 26th", "我周五要开车回老家",
"我周六要去杭州"), slips corrected (a registration "LK19 XZF, not XZT", a postcode "LN1 3RF, not
RT", the 19th for the 12th, "是5张，不是4张", "8月5号周三送过来，不对，是周四"), dates in many forms
("Tue 14/7", "Wednesday the 22nd", "Sat the 5th", "Mon 10th", "Fri 4 Sept", "next Thursday",
"这周六", "下周二", "明天（周四）", "7月18日周六"), counts that change (anglers, delegates, guests,
children, photos, "其实是四口人"), part of an order dropped (the bedroom TV, the door dent, one
angler, the second person), a request replaced by another (classic by hybrid, mackerel by
wreck, the Magic Mirror by the Open Booth, a repair by a replacement, 200升 by 300升), changes
asked as questions that are accepted ("Could the surveyor come on the Wednesday instead?", "Can
we make it 15 children?", "Can you come to my work?") or turned down ("Could we do Friday 17th
instead?", "Could we push it back to Sunday 2 August?", "Can you do it the week before?", "能改到
下周二吗？", "能不能周五晚上就取？"), prices quoted again after each change, questions ("Do we
have to apply for the grant ourselves?", "我家是轻质隔墙，能挂得住吗？"), offers taken up or turned
down (a soundbar, a guest book, prosecco, a courtesy car, a chimney sweep, a slate hearth, a
printed manual, 相框, 蛋糕, 走保险), cancellations with and without a cancel tool call, tool calls
and conversations that end on a user message.
Run ``python tests/data/state/build_state_blind25.py`` to rebuild the file (deterministic).

Labelling conventions (as in ``build_state_blind24.py``):

- a field only a tool output states may be unset (``null`` in ``one_of``); a field the user
  stated (or the assistant stated and the user accepted) must be set; a schema field not listed
  must end unset (a price quoted before the order changed, and not quoted again, is listed
  nowhere, and is ``not_active``);
- ``not_active`` lists replaced, cancelled or rejected values chosen so that no true statement
  at the end needs to contain them (a reason such as "the 19th is the wedding itself" is true,
  so the "Saturday 19 September" the user first asked for is listed but not "the 19th"; the day
  and time of a cancelled booking are listed, as in the twenty-fourth set);
- questions and requests for information are ``absent`` goals; a request the user makes in
  the imperative is a goal (any live or done status); an offer the user has not answered sets
  nothing;
- ``probes`` name a reason the user gave for a change (a third person's constraint, a clash)
  that the final context should still hold;
- a day is labelled with every form that names it in the conversation (a weekday, "the 22nd",
  "22 July", ISO "2026-07-22" in a tool call's arguments), as a right value in any of its forms
  is right.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from turnmem.lab.state_sets import GONE, LIVE, build_set, one_of, write_set

EN: list[dict[str, Any]] = [
    # ---------------------------------------------------------------- eyelash extensions
    {
        "id": "blind25-lashes-en-hybrid-friday-declined-patch-test",
        "domain": "eyelash_extensions",
        "schema": "LashAppointmentState",
        "steps": [
            (
                "u",
                "Hi, I'd like to book a full set of classic lashes before my holiday. I've never "
                "had extensions before.",
            ),
            (
                "a",
                "Welcome! A classic full set is £55 and takes about 2 hours. As it's your first "
                "time we need a patch test at least 48 hours before, so we could do the patch "
                "test on Tue 14/7 and the full set on Thursday 16 July at 10am or 2pm.",
            ),
            (
                "u",
                "Thursday 2pm works. Actually, my friend said hybrid looks fuller - how much is "
                "a hybrid set?",
            ),
            ("a", "A hybrid full set is £70 and takes 2.5 hours, so 2pm to 4:30."),
            (
                "u",
                "Let's go hybrid then. Could we do Friday 17th instead? I fly out on the "
                "Saturday morning so they'd be fresher.",
            ),
            (
                "a",
                "Sorry, Friday's fully booked. Thursday at 2pm with Jade is the latest I can "
                "offer before your flight.",
            ),
            (
                "u",
                "OK, Thursday it is. Becky Lawson, 07723 614 980. What time is the patch test "
                "on the Tuesday?",
            ),
            (
                "call",
                "create_booking",
                {
                    "client": "Becky Lawson",
                    "treatment": "hybrid full set",
                    "date": "2026-07-16",
                    "time": "14:00",
                    "technician": "Jade",
                    "patch_test": "2026-07-14 17:30",
                },
                {
                    "booking_ref": "LSH-2271",
                    "price": "£70",
                    "patch_test": "Tuesday 14 July, 5:30pm",
                },
            ),
            (
                "a",
                "All booked, LSH-2271: patch test on Tuesday 14 July at 5:30pm, then your hybrid "
                "set on Thursday 16 July at 2pm with Jade. £70, with a £20 deposit taken today.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Becky Lawson",
            "phone": "07723 614 980",
            "treatment": one_of(
                "hybrid full set", "hybrid", "hybrid set", "hybrid lashes", "a hybrid set"
            ),
            "technician": one_of("Jade", None),
            "appointment_date": one_of(
                "Thursday 16 July", "16 July", "Thursday", "2026-07-16", "Thursday 2pm"
            ),
            "appointment_time": one_of("2pm", "14:00", "2pm to 4:30", "2"),
            "patch_test": one_of(True, None),
            "patch_test_date": one_of(
                "Tuesday 14 July, 5:30pm",
                "Tuesday 14 July",
                "14 July",
                "Tue 14/7",
                "14/7",
                "Tuesday",
                "the Tuesday",
                "2026-07-14 17:30",
                "2026-07-14",
            ),
            "price": one_of("£70", None),
            "booking_ref": one_of("LSH-2271", None),
        },
        "not_active": ["£55", "classic", "Friday 17th", "10am"],
        "probes": ["fly out"],
        "gold_goals": [
            {"match": "hybrid", "status": LIVE},
            {"match": "Friday 17th", "status": GONE},
            {"match": "What time is the patch test", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- windscreen
    {
        "id": "blind25-windscreen-en-chip-spread-replacement-reg-slip",
        "domain": "windscreen_repair",
        "schema": "WindscreenState",
        "steps": [
            (
                "u",
                "Hi, I've got a stone chip in my windscreen, about the size of a 5p, on a 2019 "
                "Ford Focus, reg LK19 XZT. Can it be repaired?",
            ),
            (
                "a",
                "A chip that size can usually be filled. A repair is £49, or free if your "
                "insurance covers glass. Who are you insured with?",
            ),
            (
                "u",
                "Admiral, with glass cover. Oh hang on, I've just been out to the car and it's "
                "spread - there's a crack about 20cm long now.",
            ),
            (
                "a",
                "A crack that long means a replacement, I'm afraid. Through Admiral your excess "
                "would be £115. Your Focus has a lane camera, so it needs recalibrating after, "
                "which is included.",
            ),
            (
                "u",
                "Fine. Can you come to my work? I'm at Unit 4, Riverside Park, Reading RG1 8DB. "
                "Wednesday the 22nd ideally.",
            ),
            (
                "a",
                "We can fit it there on Wednesday 22 July, 8am to 12, and calibrate the camera "
                "on site too.",
            ),
            ("u", "Great. I'm Tom Reeve, 07961 440 218. Sorry, the reg is LK19 XZF, not XZT."),
            (
                "call",
                "book_job",
                {
                    "vehicle": "Ford Focus 2019",
                    "reg": "LK19 XZF",
                    "job": "windscreen replacement",
                    "insurer": "Admiral",
                    "date": "2026-07-22",
                    "slot": "08:00-12:00",
                    "location": "Unit 4, Riverside Park, Reading RG1 8DB",
                },
                {"job_ref": "WS-558120", "excess": "£115"},
            ),
            (
                "a",
                "Booked, job WS-558120: Wednesday 22 July, 8 to 12, at Unit 4, Riverside Park. "
                "Please pay the £115 excess to the technician.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Tom Reeve",
            "phone": "07961 440 218",
            "vehicle": one_of("2019 Ford Focus", "Ford Focus", "Ford Focus 2019", "Focus"),
            "registration": "LK19 XZF",
            "damage": one_of(
                "crack",
                "a crack about 20cm long",
                "crack about 20cm long",
                "20cm crack",
                "a 20cm crack",
                "crack about 20cm long now",
            ),
            "repair_type": one_of("replacement", "windscreen replacement", "a replacement"),
            "calibration": True,
            "location": one_of(
                "Unit 4, Riverside Park, Reading RG1 8DB",
                "Unit 4, Riverside Park, Reading",
                "Unit 4, Riverside Park",
                "my work",
                "work",
            ),
            "appointment_date": one_of(
                "Wednesday 22 July",
                "22 July",
                "Wednesday",
                "Wednesday the 22nd",
                "the 22nd",
                "2026-07-22",
            ),
            "appointment_time": one_of("8am to 12", "8 to 12", "08:00-12:00", "8am", "8"),
            "insurer": "Admiral",
            "excess": one_of("£115", "£115 excess"),
            "price": one_of("£115", None),
            "job_ref": one_of("WS-558120", None),
        },
        "not_active": ["LK19 XZT", "£49"],
        "probes": ["20cm"],
        "gold_goals": [
            {"match": "repaired", "status": GONE},
            {"match": "my work", "status": LIVE},
        ],
    },
    # ---------------------------------------------------------------- TV wall mounting
    {
        "id": "blind25-tvmount-en-bedroom-tv-dropped-soundbar",
        "domain": "tv_wall_mounting",
        "schema": "TvMountingState",
        "steps": [
            (
                "u",
                "Hi, I need two TVs wall mounted - a 65 inch in the lounge and a 43 in the "
                "bedroom. I've got the brackets already.",
            ),
            (
                "a",
                "Mounting on your own bracket is £79 for the first TV and £49 for a second, so "
                "£128. Are the walls plasterboard or brick?",
            ),
            (
                "u",
                "Lounge is brick, bedroom's a stud wall I think. Could you also hide the cables "
                "in the lounge wall?",
            ),
            (
                "a",
                "Hiding the cables in the wall is £60, so £188 in total. We have Saturday 5 "
                "September at 9am, or Monday 7th at 1pm.",
            ),
            (
                "u",
                "Sat the 5th at 9. Actually scrap the bedroom one - my partner wants it on the "
                "dresser, not the wall. Just the lounge.",
            ),
            (
                "a",
                "No problem: the 65 inch in the lounge on brick, cables hidden, £139. Would you "
                "like a soundbar mounted under it for £25?",
            ),
            (
                "u",
                "Yes please, it's a Sonos Beam. I'm Aisha Rahman, 07488 203 671, 41 Kestrel "
                "Way, Milton Keynes MK4 2HS.",
            ),
            (
                "call",
                "create_job",
                {
                    "address": "41 Kestrel Way, Milton Keynes MK4 2HS",
                    "date": "2026-09-05",
                    "time": "09:00",
                    "mounts": ["65in TV (customer bracket, brick)", "soundbar"],
                    "cable_concealment": True,
                },
                {"job_ref": "TVM-30418", "price": "£164"},
            ),
            ("a", "Booked, TVM-30418, Saturday 5 September at 9am. £164, paid on the day."),
        ],
        "gold_fields": {
            "customer_name": "Aisha Rahman",
            "phone": "07488 203 671",
            "address": one_of(
                "41 Kestrel Way, Milton Keynes MK4 2HS",
                "41 Kestrel Way, Milton Keynes",
                "41 Kestrel Way",
            ),
            "tv_size": one_of("65 inch", "65", "65in", "65 inch in the lounge"),
            "bracket": one_of(
                "own bracket", "own", "your own bracket", "customer bracket", "brackets", None
            ),
            "wall_type": one_of("brick", "lounge is brick"),
            "cable_hiding": True,
            "extras": one_of(["soundbar"], ["Sonos Beam"], ["soundbar (Sonos Beam)"]),
            "visit_date": one_of(
                "Saturday 5 September",
                "5 September",
                "Saturday",
                "Sat the 5th",
                "the 5th",
                "Sat",
                "2026-09-05",
            ),
            "visit_time": one_of("9am", "9", "09:00", "at 9"),
            "price": one_of("£164", None),
            "job_ref": one_of("TVM-30418", None),
        },
        "not_active": ["43", "£128", "£188", "Monday 7th"],
        "probes": ["dresser"],
        "gold_goals": [
            {"match": "hide the cables", "status": LIVE},
            {"match": "soundbar", "status": LIVE},
        ],
    },
    # ---------------------------------------------------------------- candle making
    {
        "id": "blind25-candle-en-hen-do-date-slip-eight-prosecco",
        "domain": "candle_making_workshop",
        "schema": "CandleWorkshopState",
        "steps": [
            (
                "u",
                "Hi! I'm organising a hen do and would love to book a private candle making "
                "workshop for 10 of us on Saturday 19 September, afternoon if possible.",
            ),
            (
                "a",
                "Lovely! Private workshops are £38 per person for a 2-hour session, minimum 8. "
                "We have 2pm or 4:30pm on the 19th, and we can add a glass of prosecco each for "
                "£6.",
            ),
            (
                "u",
                "2pm please, with prosecco. Sorry, the 19th is the wedding itself - I meant the "
                "Saturday before, the 12th!",
            ),
            (
                "a",
                "No problem. Saturday 12 September at 2pm is free. 10 people with prosecco is £440.",
            ),
            ("u", "Two of the girls have just dropped out, so it'll be 8. Can we still do it?"),
            ("a", "Yes, 8 is our minimum, so that's £352 with prosecco."),
            ("u", "Great. Book it under Laura Finch, laura.finch@gmail.com."),
            (
                "call",
                "book_workshop",
                {
                    "name": "Laura Finch",
                    "email": "laura.finch@gmail.com",
                    "date": "2026-09-12",
                    "time": "14:00",
                    "guests": 8,
                    "extras": ["prosecco"],
                },
                {"booking_ref": "CW-1209-4", "price": "£352", "deposit": "£100"},
            ),
            (
                "a",
                "You're booked, CW-1209-4: Saturday 12 September, 2pm, 8 guests with prosecco, "
                "£352. A £100 deposit secures it.",
            ),
        ],
        "gold_fields": {
            "booker_name": "Laura Finch",
            "email": "laura.finch@gmail.com",
            "workshop": one_of(
                "private candle making workshop",
                "candle making workshop",
                "private workshop",
                "candle making",
            ),
            "attendees": 8,
            "session_date": one_of(
                "Saturday 12 September",
                "12 September",
                "the 12th",
                "Saturday",
                "the Saturday before",
                "2026-09-12",
            ),
            "session_time": one_of("2pm", "14:00", "2"),
            "extras": one_of(["prosecco"], ["glass of prosecco"], ["a glass of prosecco each"]),
            "price": one_of("£352", None),
            "booking_ref": one_of("CW-1209-4", None),
        },
        "not_active": ["£440", "Saturday 19 September"],
        "probes": ["wedding"],
        "gold_goals": [
            {"match": "candle making", "status": LIVE},
            {"match": "prosecco", "status": LIVE},
        ],
    },
    # ---------------------------------------------------------------- heat pump
    {
        "id": "blind25-heatpump-en-survey-moved-wednesday-grant-question",
        "domain": "heat_pump_install",
        "schema": "HeatPumpState",
        "steps": [
            (
                "u",
                "Hello, we're thinking of replacing our old oil boiler with an air source heat "
                "pump. It's a 4-bed detached in Ashby, built in the 70s.",
            ),
            (
                "a",
                "A typical 4-bed needs an 8 to 10kW unit. Our Vaillant aroTHERM plus 10kW, with "
                "a new 250-litre cylinder and radiator upgrades, is usually about £13,500, less "
                "the £7,500 Boiler Upgrade Scheme grant, so around £6,000. We'd do a free heat "
                "loss survey first.",
            ),
            ("u", "That sounds good. Can someone come out next Tuesday?"),
            ("a", "Next Tuesday, 13 October, we have 10am or 3pm."),
            (
                "u",
                "3pm. It's Frank and Helen Dobson, The Old Rectory, Church Lane, Ashby LE65 "
                "1AP. Frank's mobile is 07854 310 926.",
            ),
            ("a", "Booked for Tuesday 13 October at 3pm. Can I take an email for the quote?"),
            (
                "u",
                "frank.dobson@btinternet.com. Could the surveyor come on the Wednesday instead? "
                "My wife's got a hospital appointment on Tuesday afternoon and she wants to be "
                "here.",
            ),
            ("a", "Yes, Wednesday 14 October at 3pm is free too, so I've moved it."),
            ("u", "Thanks. Do we have to apply for the grant ourselves?"),
        ],
        "gold_fields": {
            "customer_name": one_of("Frank Dobson", "Frank and Helen Dobson", "Frank"),
            "phone": "07854 310 926",
            "email": "frank.dobson@btinternet.com",
            "address": one_of(
                "The Old Rectory, Church Lane, Ashby LE65 1AP",
                "The Old Rectory, Church Lane, Ashby",
                "The Old Rectory, Church Lane",
                "The Old Rectory",
            ),
            "property_type": one_of("detached", "4-bed detached", "4-bed detached in Ashby"),
            "bedrooms": 4,
            "heat_pump": one_of(
                "air source heat pump",
                "an air source heat pump",
                "Vaillant aroTHERM plus 10kW",
                "aroTHERM plus 10kW",
                "Vaillant aroTHERM plus",
            ),
            "cylinder": one_of(True, None),
            "grant": one_of(
                "£7,500",
                "Boiler Upgrade Scheme",
                "Boiler Upgrade Scheme grant",
                "£7,500 Boiler Upgrade Scheme grant",
                None,
            ),
            "survey_date": one_of(
                "Wednesday 14 October", "14 October", "Wednesday", "the Wednesday"
            ),
            "survey_time": one_of("3pm", "3"),
            "price": one_of("£6,000", "around £6,000", "about £13,500", "£13,500", None),
        },
        "not_active": ["Tuesday 13 October"],
        "probes": ["hospital"],
        "gold_goals": [
            {"match": "heat pump", "status": LIVE},
            {"match": "apply for the grant", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- soft play party
    {
        "id": "blind25-softplay-en-move-declined-fifteen-cake",
        "domain": "soft_play_party",
        "schema": "SoftPlayPartyState",
        "steps": [
            (
                "u",
                "Hi, I'd like to book a soft play party for my son Jacob's 5th birthday. Do you "
                "have Sunday 26 July free?",
            ),
            (
                "a",
                "Sunday 26 July we have 12:30 to 2:30. The Jungle package is £14.50 a child, "
                "minimum 10, with a hot food box each and a party host.",
            ),
            ("u", "Perfect, 12 kids to start with. I'm Kirsty Nolan, 07751 918 204."),
            (
                "call",
                "book_party",
                {
                    "child": "Jacob",
                    "age": 5,
                    "date": "2026-07-26",
                    "time": "12:30",
                    "package": "Jungle",
                    "children": 12,
                },
                {"booking_ref": "SP-7726-3", "price": "£174", "deposit": "£40"},
            ),
            (
                "a",
                "Booked, SP-7726-3: Jungle party, Sunday 26 July 12:30-2:30, 12 children, £174. "
                "A £40 deposit is due within 7 days.",
            ),
            (
                "u",
                "Could we push it back to Sunday 2 August? His nan's not back from Spain till "
                "the 30th.",
            ),
            ("a", "Sorry, 2 August is fully booked. We do have Saturday 1 August at 3pm."),
            (
                "u",
                "No, Saturday's his football. We'll stick with the 26th then. Can we make it 15 "
                "children? And add a birthday cake?",
            ),
            (
                "a",
                "Of course: 15 children is £217.50, and a personalised cake is £22, so £239.50 "
                "in all.",
            ),
        ],
        "gold_fields": {
            "parent_name": "Kirsty Nolan",
            "phone": "07751 918 204",
            "child_name": "Jacob",
            "child_age": 5,
            "package": one_of("Jungle", "Jungle package", "Jungle party"),
            "party_date": one_of(
                "Sunday 26 July", "26 July", "the 26th", "Sunday", "2026-07-26", "26th"
            ),
            "party_time": one_of("12:30", "12:30 to 2:30", "12:30-2:30"),
            "children": 15,
            "food": one_of("hot food box", "a hot food box each", "hot food box each", None),
            "extras": one_of(["birthday cake"], ["personalised cake"], ["cake"]),
            "price": one_of("£239.50", None),
            "booking_ref": one_of("SP-7726-3", None),
        },
        "not_active": ["£174", "Sunday 2 August", "Saturday 1 August"],
        "probes": ["Spain"],
        "gold_goals": [
            {"match": "soft play party", "status": LIVE},
            {"match": "2 August", "status": GONE},
            {"match": "cake", "status": LIVE},
        ],
    },
    # ---------------------------------------------------------------- photo restoration
    {
        "id": "blind25-photorestore-en-colourise-one-posted-back",
        "domain": "photo_restoration",
        "schema": "PhotoRestorationState",
        "steps": [
            (
                "u",
                "Hi, I have three old family photos that are faded and torn, one of them my "
                "grandparents' wedding from 1952. Can you restore them?",
            ),
            (
                "a",
                "Yes. Restoration is £35 a photo for moderate damage, so £105 for three, and we "
                "return a digital file and a 6x4 print of each. Colourising is £20 extra per "
                "photo.",
            ),
            (
                "u",
                "Could you colourise just the wedding one? And I'd like that one printed bigger, "
                "10x8.",
            ),
            (
                "a",
                "Colourising the wedding photo is £20 and a 10x8 print instead of the 6x4 is £8 "
                "more, so £133. It takes about 2 weeks.",
            ),
            (
                "u",
                "I need the wedding one for my parents' 50th anniversary party on Saturday 15 "
                "August - will it be ready?",
            ),
            ("a", "If you drop them in by this Friday, they'll be ready by Thursday 6 August."),
            (
                "u",
                "Great, I'll bring them in Friday. Actually, can you post them back instead of me "
                "collecting? I'm Gareth Pugh, 07812 560 344, 9 Tydfil Street, Merthyr CF47 8AB.",
            ),
            (
                "a",
                "Yes, tracked postage is £6, so £139 in total. We'll post them out on 6 August.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Gareth Pugh",
            "phone": "07812 560 344",
            "address": one_of(
                "9 Tydfil Street, Merthyr CF47 8AB", "9 Tydfil Street, Merthyr", "9 Tydfil Street"
            ),
            "photos": 3,
            "service": one_of(
                "restoration", "restore", "restore them", "restoration and colourising"
            ),
            "colourise": one_of(
                "wedding one",
                "the wedding one",
                "wedding photo",
                "the wedding photo",
                "just the wedding one",
                "grandparents' wedding",
            ),
            "print_size": one_of("10x8", "10x8 print"),
            "return_method": one_of(
                "post", "posted", "post them back", "tracked postage", "posted back"
            ),
            "ready_date": one_of(
                "Thursday 6 August", "6 August", "Thursday", "by Thursday 6 August", "on 6 August"
            ),
            "price": one_of("£139", None),
        },
        "not_active": ["£105", "£133"],
        "probes": ["anniversary"],
        "gold_goals": [
            {"match": "restore", "status": LIVE},
            {"match": "colourise", "status": LIVE},
            {"match": "will it be ready", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- car bodywork
    {
        "id": "blind25-bodywork-en-bumper-only-courtesy-car",
        "domain": "car_bodywork",
        "schema": "BodyworkState",
        "steps": [
            (
                "u",
                "Hi, someone reversed into my car in a car park. The rear bumper's cracked and "
                "there's a dent in the back door. It's a grey 2021 Kia Sportage, WR21 KFN.",
            ),
            (
                "a",
                "Sorry to hear that. From your photos, a new rear bumper, painted, is £540, and "
                "the door dent needs a paintless repair at £120. Are you claiming on insurance?",
            ),
            (
                "u",
                "No, paying myself, it's cheaper than losing my no-claims. Can you just do the "
                "bumper for now? The door's barely visible.",
            ),
            (
                "a",
                "Of course, £540 for the bumper. It takes 2 days: we could take it in on Monday "
                "10 August at 8:30am and have it ready on Tuesday 11th at 5.",
            ),
            ("u", "Mon 10th is fine. Do you have a courtesy car? I need to get to work."),
            (
                "a",
                "Yes, a courtesy car is free, you just need your licence. I've pencilled one in.",
            ),
            ("u", "Brilliant. I'm Dev Patel, 07915 372 604."),
            (
                "call",
                "create_job",
                {
                    "reg": "WR21 KFN",
                    "vehicle": "Kia Sportage 2021",
                    "work": ["rear bumper replace and paint"],
                    "in": "2026-08-10 08:30",
                    "out": "2026-08-11 17:00",
                    "courtesy_car": True,
                },
                {"job_ref": "BW-44187", "price": "£540"},
            ),
            (
                "a",
                "Booked, job BW-44187. Drop it off on Monday 10 August at 8:30; it'll be ready "
                "on Tuesday 11 August at 5pm.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Dev Patel",
            "phone": "07915 372 604",
            "vehicle": one_of(
                "grey 2021 Kia Sportage", "2021 Kia Sportage", "Kia Sportage", "Kia Sportage 2021"
            ),
            "registration": "WR21 KFN",
            "damage": one_of(
                "rear bumper's cracked",
                "cracked rear bumper",
                "cracked bumper",
                "rear bumper cracked",
                None,
            ),
            "repairs": one_of(
                ["rear bumper"], ["bumper"], ["rear bumper replace and paint"], ["new rear bumper"]
            ),
            "insurance_claim": False,
            "courtesy_car": True,
            "drop_off_date": one_of(
                "Monday 10 August", "10 August", "Mon 10th", "10th", "Monday", "Mon", "2026-08-10"
            ),
            "drop_off_time": one_of("8:30am", "8:30", "08:30"),
            "collect_date": one_of(
                "Tuesday 11 August", "Tuesday 11th", "11 August", "11th", "Tuesday", "2026-08-11"
            ),
            "price": one_of("£540", None),
            "job_ref": one_of("BW-44187", None),
        },
        "not_active": ["£120"],
        "probes": ["no-claims"],
        "gold_goals": [
            {"match": "bumper", "status": LIVE},
            {"match": "courtesy car", "status": LIVE},
        ],
    },
    # ---------------------------------------------------------------- photo booth hire
    {
        "id": "blind25-photobooth-en-mirror-to-open-booth-guest-book",
        "domain": "photo_booth_hire",
        "schema": "PhotoBoothState",
        "steps": [
            (
                "u",
                "Hi, we're after a photo booth for our wedding reception at The Grange, Alderley "
                "Edge, on Fri 4 Sept. The evening do starts at 7.",
            ),
            (
                "a",
                "Congratulations! Our Magic Mirror is £450 for 3 hours and the Open Booth is "
                "£350 for 3 hours. Both include unlimited prints, props and an attendant.",
            ),
            (
                "u",
                "The mirror sounds fun. Could we have it from 8 till 11? And what's the guest book?",
            ),
            (
                "a",
                "8 till 11 is fine. The guest book is a scrapbook where guests stick in a print "
                "and write a message, £50.",
            ),
            (
                "u",
                "Add the guest book. Actually, my fiancé's just said the mirror won't fit in the "
                "room, it's tiny. Let's go for the Open Booth.",
            ),
            ("a", "Open Booth 8 till 11 with the guest book is £400. Shall I book it?"),
            (
                "u",
                "Yes please. Names are Rosie Clarke and James Holt, email rosie.j.clarke@gmail.com.",
            ),
            (
                "call",
                "create_booking",
                {
                    "event": "wedding",
                    "date": "2026-09-04",
                    "venue": "The Grange, Alderley Edge",
                    "booth": "Open Booth",
                    "time": "20:00-23:00",
                    "extras": ["guest book"],
                },
                {"booking_ref": "PB-0904-21", "price": "£400", "deposit": "£100"},
            ),
            (
                "a",
                "Booked, PB-0904-21, £400. A £100 deposit is due now and the rest 14 days before.",
            ),
        ],
        "gold_fields": {
            "contact_name": one_of("Rosie Clarke", "Rosie Clarke and James Holt"),
            "email": "rosie.j.clarke@gmail.com",
            "event": one_of("wedding", "wedding reception", "our wedding reception"),
            "event_date": one_of(
                "Fri 4 Sept",
                "4 Sept",
                "Friday 4 September",
                "4 September",
                "Friday",
                "Fri",
                "2026-09-04",
            ),
            "venue": one_of("The Grange, Alderley Edge", "The Grange"),
            "start_time": one_of("8", "8pm", "20:00", "from 8"),
            "duration": one_of("3 hours", "8 till 11", "20:00-23:00", "from 8 till 11"),
            "booth": one_of("Open Booth", "the Open Booth"),
            "extras": ["guest book"],
            "price": one_of("£400", None),
            "booking_ref": one_of("PB-0904-21", None),
        },
        "not_active": ["Magic Mirror", "£450"],
        "probes": ["won't fit"],
        "gold_goals": [
            {"match": "photo booth", "status": LIVE},
            {"match": "guest book", "status": LIVE},
        ],
    },
    {
        "id": "blind25-photobooth-en-extra-hour-then-venue-flooded-cancel",
        "domain": "photo_booth_hire",
        "schema": "PhotoBoothState",
        "steps": [
            (
                "u",
                "Hi, I booked a 360 booth for my 40th birthday party, booking PB-0711-07, "
                "Saturday 11 July at the Red Lion function room. Can we add an extra hour?",
            ),
            (
                "a",
                "Hi! You're down for 9pm to 11pm, £395. An extra hour until midnight is £95, so £490.",
            ),
            ("u", "Yes, add the hour please."),
            ("a", "Done, 9pm till midnight, £490."),
            (
                "u",
                "Sorry, bad news - the Red Lion's just told me the function room's flooded, so "
                "the party's off for now. Can you cancel it? It's Nicola Shaw, by the way.",
            ),
            (
                "call",
                "cancel_booking",
                {"booking_ref": "PB-0711-07"},
                {"status": "cancelled", "refund": "£100 deposit", "refund_days": 5},
            ),
            (
                "a",
                "I've cancelled PB-0711-07, Nicola, and your £100 deposit will be back in your "
                "account within 5 working days.",
            ),
            ("u", "Thanks. If I rebook somewhere else in August, would the same price apply?"),
        ],
        "gold_fields": {
            "contact_name": "Nicola Shaw",
            "event": one_of(
                "40th birthday party", "birthday party", "my 40th birthday party", None
            ),
            "venue": one_of(
                "Red Lion function room", "the Red Lion function room", "Red Lion", None
            ),
            "booth": one_of("360 booth", "360", None),
            "booking_status": one_of("cancelled", "canceled"),
            "price": one_of("£100", "£100 deposit", None),
            "booking_ref": "PB-0711-07",
        },
        "not_active": ["11 July", "9pm", "£490", "£395"],
        "probes": ["flooded"],
        "gold_goals": [
            {"match": "cancel", "status": LIVE},
            {"match": "same price", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- first aid course
    {
        "id": "blind25-firstaid-en-nursery-onsite-eight-to-ten",
        "domain": "first_aid_course",
        "schema": "FirstAidCourseState",
        "steps": [
            (
                "u",
                "Hi, I run a small nursery, Little Acorns, and need paediatric first aid "
                "training for my staff. Can you come to us?",
            ),
            (
                "a",
                "Yes, we run the 2-day Paediatric First Aid course on site for up to 12 people, "
                "£95 per person. Dates available: Tue 6 & Wed 7 Oct, or Thu 15 & Fri 16 Oct.",
            ),
            ("u", "6th and 7th please. There'll be 8 of us."),
            ("a", "8 delegates is £760. The course runs 9:30 to 4:30 both days."),
            (
                "u",
                "Great. Our address is 3 Brook Street, Hebden Bridge HX7 8AD. I'm Mel Sutcliffe, "
                "mel@littleacorns.co.uk.",
            ),
            (
                "call",
                "book_course",
                {
                    "company": "Little Acorns",
                    "course": "Paediatric First Aid (2 day)",
                    "dates": ["2026-10-06", "2026-10-07"],
                    "delegates": 8,
                    "location": "3 Brook Street, Hebden Bridge HX7 8AD",
                },
                {"booking_ref": "FA-6610", "price": "£760"},
            ),
            ("a", "Booked, FA-6610, Tuesday 6 and Wednesday 7 October at your nursery."),
            (
                "u",
                "Two of our new starters have asked to come too, so can you make it 10? Also "
                "one of them's deaf - can the trainer cover that?",
            ),
            (
                "a",
                "Yes, 10 delegates is £950, and I'll let the trainer know so they can adapt the "
                "practical sessions.",
            ),
        ],
        "gold_fields": {
            "booker_name": "Mel Sutcliffe",
            "email": "mel@littleacorns.co.uk",
            "company": "Little Acorns",
            "course": one_of(
                "Paediatric First Aid",
                "paediatric first aid training",
                "2-day Paediatric First Aid course",
                "Paediatric First Aid course",
                "Paediatric First Aid (2 day)",
            ),
            "delegates": 10,
            "course_date": one_of(
                "Tue 6 & Wed 7 Oct",
                "6th and 7th",
                "Tuesday 6 and Wednesday 7 October",
                "Tuesday 6 October",
                "6 October",
                "Tue 6",
                "6th",
                "Tuesday",
                "2026-10-06",
            ),
            "course_time": one_of("9:30 to 4:30", "9:30", None),
            "location": one_of(
                "3 Brook Street, Hebden Bridge HX7 8AD",
                "3 Brook Street, Hebden Bridge",
                "3 Brook Street",
                "on site",
                "your nursery",
            ),
            "needs": one_of("deaf", "one of them's deaf", "one delegate is deaf"),
            "price": one_of("£950", None),
            "booking_ref": one_of("FA-6610", None),
        },
        "not_active": ["£760"],
        "probes": ["new starters"],
        "gold_goals": [{"match": "first aid", "status": LIVE}],
    },
    {
        "id": "blind25-firstaid-en-saturday-declined-evenings-moved-twice",
        "domain": "first_aid_course",
        "schema": "FirstAidCourseState",
        "steps": [
            (
                "u",
                "Hello, I'm booked on the Emergency First Aid at Work course in Leeds on "
                "Thursday 24 September, booking FA-5871. Could I switch to a Saturday? Work won't "
                "give me the day off.",
            ),
            (
                "a",
                "We don't run that course on Saturdays, I'm afraid. There's an evening version "
                "over three Tuesday evenings, 6 to 9pm, starting 29 September, same price, £110.",
            ),
            ("u", "Three evenings is fine. Is that at the same venue?"),
            (
                "a",
                "Yes, Leeds Met Conference Centre, room 2.14. Shall I move you? We can also post "
                "you a printed manual beforehand for £8.",
            ),
            (
                "u",
                "Yes, move me please. No manual, the PDF's fine. It's Owen Price, 07539 118 702.",
            ),
            (
                "call",
                "move_booking",
                {
                    "booking_ref": "FA-5871",
                    "course": "EFAW evenings",
                    "dates": ["2026-09-29", "2026-10-06", "2026-10-13"],
                    "time": "18:00-21:00",
                },
                {"booking_ref": "FA-5871", "status": "moved", "price": "£110"},
            ),
            (
                "a",
                "Done, Owen: three Tuesday evenings, 29 September, 6 and 13 October, 6 to 9pm, "
                "at no extra charge.",
            ),
            (
                "u",
                "Hang on, on 13 October I'm at my brother's stag do in Dublin. Is there another "
                "evening course?",
            ),
            (
                "a",
                "The next one starts on Tuesday 20 October and runs on 20 and 27 October and 3 "
                "November. Shall I move you to that instead?",
            ),
            ("u", "Yes, that one."),
        ],
        "gold_fields": {
            "booker_name": "Owen Price",
            "phone": "07539 118 702",
            "course": one_of(
                "Emergency First Aid at Work",
                "Emergency First Aid at Work course",
                "EFAW evenings",
                "EFAW",
                "evening version",
                "evening course",
            ),
            "delegates": one_of(1, None),
            "course_date": one_of(
                "Tuesday 20 October", "20 October", "20 and 27 October", "Tuesday"
            ),
            "course_time": one_of("6 to 9pm", "18:00-21:00", "6pm", "6"),
            "location": one_of(
                "Leeds Met Conference Centre",
                "Leeds Met Conference Centre, room 2.14",
                "room 2.14",
                "Leeds",
            ),
            "price": one_of("£110", None),
            "booking_ref": "FA-5871",
        },
        "not_active": ["Thursday 24 September", "29 September"],
        "probes": ["stag do"],
        "gold_goals": [
            {"match": "Saturday", "status": GONE},
            {"match": "manual", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- wood burner
    {
        "id": "blind25-woodburner-en-multi-fuel-postcode-slip",
        "domain": "wood_burner_install",
        "schema": "WoodBurnerState",
        "steps": [
            (
                "u",
                "Hi, we'd like a wood burner fitted in our living room. There's an old open "
                "fireplace with a chimney. It's a Victorian terrace, 12 Raglan Street, Lincoln "
                "LN1 3RT.",
            ),
            (
                "a",
                "We'd fit a flexible flue liner down the chimney. A 5kW Charnwood C-Five with "
                "the liner, register plate and installation is £3,250. We'd need a free survey "
                "first.",
            ),
            (
                "u",
                "My neighbour's got a multi-fuel one so he can burn coal too - can we go "
                "multi-fuel?",
            ),
            (
                "a",
                "The C-Five comes in a multi-fuel version for £3,390. Would you also like a new "
                "slate hearth? That's £280.",
            ),
            (
                "u",
                "Yes to the multi-fuel, no to the hearth, ours is fine. Can the survey be next "
                "Thursday?",
            ),
            ("a", "Next Thursday, 17 September, we have 10am or 2pm."),
            ("u", "2pm. It's Claire Dunn, 07893 224 561. Oh, it's LN1 3RF, not RT."),
            (
                "call",
                "book_survey",
                {
                    "address": "12 Raglan Street, Lincoln LN1 3RF",
                    "date": "2026-09-17",
                    "time": "14:00",
                    "stove": "Charnwood C-Five multi-fuel",
                },
                {"quote_ref": "WB-2093", "price": "£3,390"},
            ),
            (
                "a",
                "Booked, WB-2093: survey on Thursday 17 September at 2pm. If all is well we can "
                "fit it in the week of 12 October.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Claire Dunn",
            "phone": "07893 224 561",
            "address": one_of(
                "12 Raglan Street, Lincoln LN1 3RF", "12 Raglan Street, Lincoln", "12 Raglan Street"
            ),
            "property_type": one_of("Victorian terrace", "a Victorian terrace"),
            "stove": one_of(
                "Charnwood C-Five multi-fuel",
                "C-Five multi-fuel",
                "multi-fuel",
                "Charnwood C-Five",
                "multi-fuel version",
            ),
            "output": one_of("5kW", "5", None),
            "flue": one_of("flexible flue liner", "flue liner", "liner", None),
            "hearth": False,
            "survey_date": one_of(
                "Thursday 17 September", "17 September", "next Thursday", "Thursday", "2026-09-17"
            ),
            "survey_time": one_of("2pm", "2", "14:00"),
            "install_date": one_of("week of 12 October", "the week of 12 October", None),
            "price": one_of("£3,390", None),
            "quote_ref": one_of("WB-2093", None),
        },
        "not_active": ["LN1 3RT", "£3,250", "£280"],
        "probes": ["neighbour"],
        "gold_goals": [
            {"match": "wood burner", "status": LIVE},
            {"match": "hearth", "status": GONE},
        ],
    },
    {
        "id": "blind25-woodburner-en-earlier-declined-waitlist-sweep",
        "domain": "wood_burner_install",
        "schema": "WoodBurnerState",
        "steps": [
            (
                "u",
                "Hi, quote WB-1988 - we had the survey last week and we're happy to go ahead "
                "with the Stovax View 5 and the new hearth.",
            ),
            (
                "a",
                "Great. That's £3,850 including the hearth. The earliest install is Mon 28 "
                "Sept, and it takes 2 days.",
            ),
            (
                "u",
                "Can you do it the week before? We're hosting my in-laws from the 26th and I'd "
                "love it in by then.",
            ),
            (
                "a",
                "Sorry, we're fully booked until the 28th. I can put you on our cancellation "
                "list, though.",
            ),
            ("u", "Yes, add me to that. Book the 28th for now."),
            (
                "a",
                "Booked for Monday 28 September. Also, your chimney needs sweeping before we line "
                "it - we can sweep it on the day for £65.",
            ),
            ("u", "OK, do the sweep too. Is the deposit 25%?"),
        ],
        "gold_fields": {
            "stove": one_of("Stovax View 5", "View 5"),
            "hearth": True,
            "extras": one_of(["sweep"], ["chimney sweep"], ["sweeping"], ["the sweep"]),
            "install_date": one_of(
                "Mon 28 Sept",
                "Monday 28 September",
                "28 September",
                "28 Sept",
                "the 28th",
                "28th",
                "Monday",
                "Mon",
            ),
            "duration": one_of("2 days", None),
            "cancellation_list": True,
            "quote_ref": "WB-1988",
        },
        "not_active": [],
        "probes": ["in-laws"],
        "gold_goals": [
            {"match": "cancellation list", "status": LIVE},
            {"match": "sweep", "status": LIVE},
            {"match": "week before", "status": GONE},
            {"match": "deposit", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- fishing charter
    {
        "id": "blind25-fishing-en-mackerel-to-wreck-three-anglers",
        "domain": "fishing_charter",
        "schema": "FishingCharterState",
        "steps": [
            (
                "u",
                "Hi, do you have space on a mackerel fishing trip on Sat 22 Aug for 4 of us? "
                "Complete beginners.",
            ),
            (
                "a",
                "Yes, the 2-hour mackerel trip from Weymouth harbour leaves at 9am and 11am, £25 "
                "per person with rods and bait included.",
            ),
            ("u", "Hmm, my mate fancies something bigger. What about a wreck fishing day?"),
            (
                "a",
                "Our wreck trips are 8 hours, 7am to 3pm, £95 per person. Rod hire is £10 each. "
                "Not ideal for total beginners, but the skipper helps.",
            ),
            (
                "u",
                "Let's do the wreck trip, with rods for all of us. Oh, and one of the lads can't "
                "make it, so it's 3.",
            ),
            ("a", "3 anglers on the wreck trip on Saturday 22 August with rod hire is £315."),
            ("u", "Great. Book it under Ryan Cole, 07462 915 830."),
            (
                "call",
                "book_trip",
                {"trip": "wreck", "date": "2026-08-22", "anglers": 3, "rod_hire": True},
                {"booking_ref": "WF-2208-5", "price": "£315", "meet": "06:30, Cove Row"},
            ),
            (
                "a",
                "Booked, WF-2208-5. Meet at 6:30am on Cove Row, Weymouth harbour. Bring warm "
                "layers and food.",
            ),
        ],
        "gold_fields": {
            "contact_name": "Ryan Cole",
            "phone": "07462 915 830",
            "trip": one_of(
                "wreck fishing", "wreck trip", "wreck", "wreck fishing day", "wreck fishing trip"
            ),
            "anglers": 3,
            "trip_date": one_of(
                "Sat 22 Aug",
                "22 Aug",
                "Saturday 22 August",
                "22 August",
                "Saturday",
                "Sat",
                "2026-08-22",
            ),
            "departure_time": one_of("7am", "6:30am", "06:30", "7", "7am to 3pm"),
            "duration": one_of("8 hours", "7am to 3pm", None),
            "departure_point": one_of(
                "Weymouth harbour", "Cove Row, Weymouth harbour", "Cove Row", "Weymouth"
            ),
            "rod_hire": True,
            "price": one_of("£315", None),
            "booking_ref": one_of("WF-2208-5", None),
        },
        "not_active": ["mackerel", "£25"],
        "probes": ["bigger"],
        "gold_goals": [
            {"match": "wreck", "status": LIVE},
            {"match": "mackerel", "status": GONE},
        ],
    },
    {
        "id": "blind25-fishing-en-weather-cancel-rebook-declined-refund",
        "domain": "fishing_charter",
        "schema": "FishingCharterState",
        "steps": [
            (
                "u",
                "Morning, it's Sue Harding, booking WF-1907-2, the evening bass trip tomorrow, "
                "Sun 19 July at 6pm, for two.",
            ),
            (
                "a",
                "Hi Sue. I'm afraid the forecast is 25-knot winds tomorrow evening, so the "
                "skipper's cancelled all evening trips. We can move you to Tuesday 21 July at "
                "6pm, or give you a full refund of £90.",
            ),
            (
                "u",
                "Tuesday's no good, I'm working late all week. Can we do Saturday the 25th instead?",
            ),
            ("a", "Saturday 25 July at 6pm has two spaces left. Shall I move you?"),
            ("u", "Actually, my husband's away from the 24th, so no. Just refund us, please."),
            (
                "call",
                "cancel_booking",
                {"booking_ref": "WF-1907-2", "refund": "£90"},
                {"status": "cancelled", "refund": "£90", "refund_days": "3-5"},
            ),
            (
                "a",
                "Done, WF-1907-2 is cancelled and £90 will be back on your card in 3 to 5 "
                "working days. Sorry again about the weather.",
            ),
        ],
        "gold_fields": {
            "contact_name": "Sue Harding",
            "trip": one_of("evening bass trip", "bass trip", "evening bass", None),
            "anglers": one_of(2, None),
            "booking_status": one_of("cancelled", "canceled"),
            "price": one_of("£90", "full refund of £90", None),
            "booking_ref": "WF-1907-2",
        },
        "not_active": ["19 July", "6pm", "Tuesday 21 July", "25 July", "the 25th"],
        "probes": ["husband"],
        "gold_goals": [
            {"match": "refund", "status": LIVE},
            {"match": "25th", "status": GONE},
        ],
    },
]

ZH: list[dict[str, Any]] = [
    {
        "id": "blind25-lashes-zh-infill-move-asked-then-cancelled",
        "domain": "eyelash_extensions",
        "schema": "LashAppointmentState",
        "steps": [
            (
                "u",
                "你好，我上个月在你们店种的睫毛，想约个补睫毛，还是找小雅老师。这周六下午可以吗？",
            ),
            ("a", "您好，小雅老师这周六（8月8号）下午3点有空，3周内补睫是168元。"),
            ("u", "3点可以。我叫陈思琪，电话139 1726 5083。"),
            (
                "call",
                "create_booking",
                {
                    "customer": "陈思琪",
                    "service": "补睫",
                    "technician": "小雅",
                    "date": "2026-08-08",
                    "time": "15:00",
                },
                {"booking_ref": "MJ-0808-15", "price": "168元"},
            ),
            ("a", "预约好了，单号MJ-0808-15，8月8号周六下午3点，小雅老师。"),
            ("u", "不好意思，我刚想起来周六我闺蜜结婚，我要当伴娘，能改到下周二吗？"),
            (
                "a",
                "下周二（8月11号）小雅老师休息，周三8月12号晚上7点可以，不过那时已经超过3周了，要按4周补睫收198元。",
            ),
            ("u", "那有点贵，算了，帮我取消吧，等婚礼完了我直接做一套新的。"),
            ("a", "好的，已经帮您把MJ-0808-15取消了，定金会原路退回，需要的话随时再约。"),
        ],
        "gold_fields": {
            "customer_name": "陈思琪",
            "phone": one_of("139 1726 5083", "13917265083"),
            "treatment": one_of("补睫毛", "补睫", None),
            "technician": one_of("小雅", "小雅老师", None),
            "booking_status": one_of("已取消", "取消", "cancelled", "canceled"),
            "price": one_of("168元", None),
            "booking_ref": one_of("MJ-0808-15", None),
        },
        "not_active": ["8月8号", "8月12号", "198元"],
        "probes": ["伴娘"],
        "gold_goals": [
            {"match": "取消", "status": LIVE},
            {"match": "下周二", "status": GONE},
            {"match": "补睫毛", "status": GONE},
        ],
    },
    {
        "id": "blind25-windscreen-zh-chip-no-insurance-wipers",
        "domain": "windscreen_repair",
        "schema": "WindscreenState",
        "steps": [
            (
                "u",
                "你好，我的车前挡风玻璃被石子打了个小坑，硬币大小，想修补一下。车是大众朗逸，车牌沪B·6K217。",
            ),
            ("a", "您好，硬币大小的可以做树脂修补，一个点150元，半小时左右。要不要走保险？"),
            ("u", "走保险的话要多久？"),
            ("a", "走保险需要先报案定损，一般要等2到3天。"),
            ("u", "那不走保险了，自费修吧。明天上午能弄吗？我周五要开车回老家。"),
            ("a", "明天（周四）上午10点可以，在我们漕宝路的店里做。"),
            ("u", "好的，10点。我叫周浩，手机177 2105 3398。"),
            (
                "call",
                "book_repair",
                {
                    "plate": "沪B·6K217",
                    "service": "树脂修补",
                    "date": "2026-07-16",
                    "time": "10:00",
                    "store": "漕宝路店",
                },
                {"job_ref": "BL-71642", "price": "150元"},
            ),
            ("a", "预约好了，单号BL-71642，7月16号周四上午10点，漕宝路店，150元。"),
            ("u", "对了，雨刮也有点刮不干净了，到时候顺便帮我换一对雨刮吧。"),
        ],
        "gold_fields": {
            "customer_name": "周浩",
            "phone": one_of("177 2105 3398", "17721053398"),
            "vehicle": one_of("大众朗逸", "朗逸"),
            "registration": one_of("沪B·6K217", "沪B6K217"),
            "damage": one_of(
                "小坑",
                "一个小坑",
                "硬币大小",
                "石子打了个小坑",
                "被石子打了个小坑",
                "硬币大小的小坑",
            ),
            "repair_type": one_of("树脂修补", "修补", "自费修"),
            "extras": one_of(["雨刮"], ["一对雨刮"]),
            "location": one_of("漕宝路的店", "漕宝路店", "漕宝路", "店里"),
            "appointment_date": one_of(
                "明天", "明天（周四）", "周四", "7月16号", "7月16号周四", "2026-07-16"
            ),
            "appointment_time": one_of("上午10点", "10点", "10:00"),
            "price": one_of("150元", None),
            "job_ref": one_of("BL-71642", None),
        },
        "not_active": [],
        "probes": ["回老家"],
        "gold_goals": [
            {"match": "修补", "status": LIVE},
            {"match": "保险", "status": GONE},
            {"match": "雨刮", "status": LIVE},
        ],
    },
    {
        "id": "blind25-tvmount-zh-saturday-slip-sunday-wall-question",
        "domain": "tv_wall_mounting",
        "schema": "TvMountingState",
        "steps": [
            ("u", "你好，我买了个75寸的小米电视，想约师傅上门挂墙，用你们的支架。"),
            ("a", "您好，75寸挂墙安装费120元，固定支架80元，可调角度的伸缩支架260元。"),
            ("u", "固定的就行。地址是杭州市西湖区文三路398号2幢601，下周六上午可以吗？"),
            ("a", "下周六是9月12号，上午9点到12点可以上门。"),
            ("u", "好的。不对，我记错了，下周六我儿子学校开家长会，改成周日吧。"),
            ("a", "9月13号周日上午也可以，9点到12点。"),
            ("u", "行，就周日。我姓刘，电话136 5710 2249。"),
            (
                "call",
                "create_job",
                {
                    "tv": "75寸",
                    "bracket": "固定支架",
                    "date": "2026-09-13",
                    "slot": "09:00-12:00",
                    "address": "杭州市西湖区文三路398号2幢601",
                },
                {"job_ref": "AZ-913-062", "price": "200元"},
            ),
            ("a", "预约好了，单号AZ-913-062，9月13号周日上午9点到12点，一共200元。"),
            ("u", "我家是轻质隔墙，能挂得住吗？"),
        ],
        "gold_fields": {
            "customer_name": one_of("刘", "姓刘"),
            "phone": one_of("136 5710 2249", "13657102249"),
            "address": one_of(
                "杭州市西湖区文三路398号2幢601", "西湖区文三路398号2幢601", "文三路398号2幢601"
            ),
            "tv_size": one_of("75寸", "75"),
            "bracket": one_of("固定支架", "固定的", "固定"),
            "wall_type": "轻质隔墙",
            "visit_date": one_of("周日", "9月13号", "9月13号周日", "2026-09-13"),
            "visit_time": one_of("上午9点到12点", "9点到12点", "上午", "09:00-12:00", "9点"),
            "price": one_of("200元", None),
            "job_ref": one_of("AZ-913-062", None),
        },
        "not_active": ["9月12号", "260元"],
        "probes": ["家长会"],
        "gold_goals": [
            {"match": "挂墙", "status": LIVE},
            {"match": "挂得住", "status": GONE},
        ],
    },
    {
        "id": "blind25-candle-zh-voucher-two-to-one-cancel-tool",
        "domain": "candle_making_workshop",
        "schema": "CandleWorkshopState",
        "steps": [
            (
                "u",
                "你好，我有一张你们的香薰蜡烛DIY体验券，券号XC-5527，想约这周日下午两个人一起去做。",
            ),
            (
                "a",
                "您好，体验券是单人券，第二个人需要补98元。这周日（10月11号）下午2点和4点都有位置。",
            ),
            ("u", "那就4点吧。我叫孙悦，电话150 2163 7781。"),
            (
                "call",
                "book_session",
                {
                    "voucher": "XC-5527",
                    "people": 2,
                    "date": "2026-10-11",
                    "time": "16:00",
                    "name": "孙悦",
                },
                {"booking_ref": "XV-1011-09", "extra": "98元"},
            ),
            ("a", "预约好了，单号XV-1011-09，10月11号周日下午4点，两位，到店补98元。"),
            ("u", "不好意思，朋友临时要加班来不了了，我能改成一个人吗？"),
            ("a", "可以的，改成一个人就不用补钱了，体验券直接抵扣。"),
            ("u", "算了，一个人去也没意思，还是帮我把这次预约取消吧。体验券还能用吗？"),
            (
                "call",
                "cancel_booking",
                {"booking_ref": "XV-1011-09"},
                {"status": "cancelled", "voucher": "XC-5527 可继续使用，有效期至2026-12-31"},
            ),
            ("a", "已经取消了，体验券XC-5527还可以用，有效期到12月31号。"),
        ],
        "gold_fields": {
            "booker_name": "孙悦",
            "phone": one_of("150 2163 7781", "15021637781"),
            "workshop": one_of("香薰蜡烛DIY", "香薰蜡烛DIY体验", "香薰蜡烛", None),
            "attendees": one_of(1, None),
            "voucher": one_of("XC-5527", "体验券XC-5527"),
            "booking_status": one_of("cancelled", "已取消", "取消", "canceled"),
            "booking_ref": one_of("XV-1011-09", None),
        },
        "not_active": ["10月11号", "下午4点", "98元"],
        "probes": ["加班"],
        "gold_goals": [
            {"match": "取消", "status": LIVE},
            {"match": "还能用吗", "status": GONE},
        ],
    },
    {
        "id": "blind25-heatpump-zh-water-heater-four-people-300l",
        "domain": "heat_pump_install",
        "schema": "HeatPumpState",
        "steps": [
            ("u", "你好，我家想装一台空气能热水器，三口之家，房子在顶楼，有个露台可以放外机。"),
            ("a", "您好，三口之家推荐200升的，格力的是6800元，美的的是5900元，都含基础安装。"),
            ("u", "美的的吧。不过我妈下个月要来长住，其实是四口人，200升够吗？"),
            ("a", "四口人建议上300升的，美的300升7600元。"),
            ("u", "那就300升的。7月18日周六能装吗？"),
            ("a", "7月18号周六上午可以，师傅8点到10点之间上门。"),
            (
                "u",
                "好的，地址是武汉市洪山区珞喻路1037号华中小区9栋702，我叫邓丽，电话135 0712 8864。",
            ),
            (
                "call",
                "create_order",
                {
                    "product": "美的空气能热水器300升",
                    "date": "2026-07-18",
                    "slot": "08:00-10:00",
                    "address": "武汉市洪山区珞喻路1037号华中小区9栋702",
                    "name": "邓丽",
                },
                {"order_ref": "KQN-71835", "price": "7600元"},
            ),
            ("a", "订好了，订单号KQN-71835，7月18号周六上午8点到10点上门安装，7600元。"),
        ],
        "gold_fields": {
            "customer_name": "邓丽",
            "phone": one_of("135 0712 8864", "13507128864"),
            "address": one_of(
                "武汉市洪山区珞喻路1037号华中小区9栋702",
                "洪山区珞喻路1037号华中小区9栋702",
                "珞喻路1037号华中小区9栋702",
            ),
            "property_type": one_of("顶楼", None),
            "household": 4,
            "heat_pump": one_of(
                "美的300升",
                "美的的300升",
                "美的空气能热水器300升",
                "300升",
                "300升的",
                "美的",
                "空气能热水器",
            ),
            "install_date": one_of(
                "7月18日周六", "7月18号周六", "7月18日", "7月18号", "周六", "2026-07-18"
            ),
            "install_time": one_of("上午8点到10点", "8点到10点", "08:00-10:00", "上午"),
            "price": one_of("7600元", None),
            "quote_ref": one_of("KQN-71835", None),
        },
        "not_active": ["200升", "5900元"],
        "probes": ["长住"],
        "gold_goals": [{"match": "空气能热水器", "status": LIVE}],
    },
    {
        "id": "blind25-softplay-zh-ten-kids-cake-declined-cancel-no-tool",
        "domain": "soft_play_party",
        "schema": "SoftPlayPartyState",
        "steps": [
            ("u", "你好，我想在你们淘气堡给女儿办5岁生日派对，8月22号周六下午，大概8个小朋友。"),
            (
                "a",
                "您好，22号下午2点到4点有场地。标准套餐每个小朋友88元，最少10人起订，含餐点和一位主持人。",
            ),
            (
                "u",
                "不足10个也按10个算吗？那就按10个人吧，我再多叫两个。女儿叫小米，我是她妈妈，姓郑，电话188 0215 6673。",
            ),
            ("a", "好的，10个小朋友880元。需要加一个生日蛋糕吗？6寸的168元。"),
            ("u", "蛋糕我们自己带。"),
            (
                "call",
                "book_party",
                {"child": "小米", "age": 5, "date": "2026-08-22", "time": "14:00", "kids": 10},
                {"booking_ref": "TQB-0822-11", "price": "880元", "deposit": "200元"},
            ),
            ("a", "订好了，单号TQB-0822-11，8月22号周六下午2点，订金200元。"),
            ("u", "不好意思，我老公说那周要带孩子回奶奶家，派对先取消吧，订金能退吗？"),
            (
                "a",
                "可以的，活动前7天以上取消订金全退。我这边已经帮您取消了，200元3到5个工作日退回。",
            ),
        ],
        "gold_fields": {
            "parent_name": one_of("郑", "姓郑"),
            "phone": one_of("188 0215 6673", "18802156673"),
            "child_name": "小米",
            "child_age": 5,
            "package": one_of("标准套餐", None),
            "children": one_of(10, None),
            "food": one_of("餐点", None),
            "booking_status": one_of("已取消", "取消", "cancelled", "canceled"),
            "price": one_of("200元", None),
            "booking_ref": one_of("TQB-0822-11", None),
        },
        "not_active": ["8月22号", "下午2点", "880元"],
        "probes": ["奶奶家"],
        "gold_goals": [
            {"match": "取消", "status": LIVE},
            {"match": "蛋糕", "status": GONE},
            {"match": "订金能退", "status": GONE},
        ],
    },
    {
        "id": "blind25-photorestore-zh-count-slip-rush-no-frame",
        "domain": "photo_restoration",
        "schema": "PhotoRestorationState",
        "steps": [
            ("u", "你好，我有几张爷爷奶奶的老照片，发黄了还有折痕，想修复一下，一共4张。"),
            (
                "a",
                "您好，普通修复每张60元，破损严重的每张100元，修复后送一张7寸冲印。方便先把照片拍给我们看看吗？",
            ),
            ("u", "刚数了一下是5张，不是4张。照片已经发你们邮箱了。"),
            (
                "a",
                "收到了，5张里有2张破损比较严重，一共3×60+2×100=380元，大概10天可以好。要不要配相框？每个45元。",
            ),
            ("u", "相框不用了。能不能快一点？我爸9月20号过生日，想当天送给他。"),
            ("a", "可以加急，5个工作日完成，加100元，一共480元，9月15号可以到店取。"),
            ("u", "加急吧。我叫吴倩，电话139 8061 4427。"),
            (
                "call",
                "create_order",
                {"photos": 5, "service": "修复", "rush": True, "ready": "2026-09-15"},
                {"order_ref": "LZ-2609-118", "price": "480元"},
            ),
            ("a", "下好单了，单号LZ-2609-118，9月15号可以到店取，480元。"),
        ],
        "gold_fields": {
            "customer_name": "吴倩",
            "phone": one_of("139 8061 4427", "13980614427"),
            "photos": 5,
            "service": one_of("修复", "修复一下", "老照片修复", "加急修复", "普通修复"),
            "print_size": one_of("7寸", "7寸冲印", None),
            "frame": False,
            "rush": True,
            "return_method": one_of("到店取", "到店", None),
            "ready_date": one_of("9月15号", "2026-09-15"),
            "price": one_of("480元", None),
            "order_ref": one_of("LZ-2609-118", None),
        },
        "not_active": ["380元", "10天", "4张"],
        "probes": ["过生日"],
        "gold_goals": [
            {"match": "修复", "status": LIVE},
            {"match": "相框", "status": GONE},
            {"match": "加急", "status": LIVE},
        ],
    },
    {
        "id": "blind25-bodywork-zh-door-mirror-day-slip-sunday-collect",
        "domain": "car_bodywork",
        "schema": "BodyworkState",
        "steps": [
            (
                "u",
                "你好，我的车右前门被刮了一道，掉漆了，想做个钣金喷漆。车是丰田卡罗拉，白色的。",
            ),
            ("a", "您好，单面喷漆是450元，如果有凹陷要加钣金，再加150元。方便发张照片吗？"),
            ("u", "没有凹陷，就是刮花了。顺便右后视镜的壳也刮了，一起喷吧。"),
            ("a", "后视镜壳喷漆120元，一共570元，需要2天。"),
            ("u", "好。8月5号周三送过来，不对，是周四，8月6号。"),
            ("a", "好的，8月6号周四上午送来，8月8号周六下午可以取车。"),
            ("u", "我周六要去杭州，能不能周五晚上就取？"),
            (
                "a",
                "周五可能赶不出来，最快也要周六中午。或者周日您回来以后再取也行，车放我们这儿不收费。",
            ),
            ("u", "那我周日来取。我叫钱伟，电话158 2690 3317，车牌苏E·9Q8L2。"),
        ],
        "gold_fields": {
            "customer_name": "钱伟",
            "phone": one_of("158 2690 3317", "15826903317"),
            "vehicle": one_of("丰田卡罗拉", "卡罗拉", "白色的丰田卡罗拉", "丰田卡罗拉，白色的"),
            "registration": one_of("苏E·9Q8L2", "苏E9Q8L2"),
            "damage": one_of("刮花", "刮花了", "刮了一道", "掉漆", "刮了一道，掉漆了", None),
            "repairs": one_of(["右前门", "后视镜"], ["钣金喷漆", "后视镜"], ["喷漆", "后视镜"]),
            "drop_off_date": one_of("8月6号", "周四", "8月6号周四", "周四上午"),
            "drop_off_time": one_of("上午", None),
            "collect_date": one_of("周日", "周日您回来以后"),
            "price": one_of("570元", None),
        },
        "not_active": ["8月5号", "周五晚上", "8月8号"],
        "probes": ["杭州"],
        "gold_goals": [
            {"match": "喷漆", "status": LIVE},
            {"match": "周五晚上", "status": GONE},
        ],
    },
]


def build() -> list[dict[str, Any]]:
    """The set's records (English first, then Chinese)."""
    return build_set("blind25", [("en", EN), ("zh", ZH)], 24)


if __name__ == "__main__":
    write_set(Path(__file__).with_name("state_blind25.jsonl"), build())
