"""Builds ``state_blind23.jsonl``: a twenty-third blind labelled set for ``turnmem eval state``.

Hand-written for turnmem (not taken from any data set) without reading the rule folder or its
tests (the twenty-second set's builder was read, for its pattern). 24 conversations, 16 English
and 8 Chinese, split ``blind23``, in twelve domains no earlier set used (hot-air balloon
flights, florists, MOT testing, tennis court booking, veg box subscriptions, event catering,
language exam registration, marina berths, asbestos surveys, glassblowing workshops, wheelie bin
cleaning, made-to-measure curtains), two conversations each, every one naming a class of
``schemas_blind23.py``. They carry reasons with other people's days and times ("I've got to
pick my daughter up from school at 3", "The band starts at 8", "The boiler engineer is coming
on 2 September", "My in-laws arrive that day", "他们上午10点剪彩", "周三下午要开车去接我爸出院"),
the user's own plans ("I'm at work on the 14th", "my university application deadline on 31
July", "We're moving house on the 30th", "下个月中旬要去外地出差两周"), slips corrected (a
registration "KP17 XWB, not XWD", "14 Beech Grove - no, 41 Beech Grove", "07789 402 131,
sorry", an email domain, "fin@brightloop.io", a drop measured wrong, "浙A·7K2N9"), lengths and
durations ("10.6 metres overall", "两个小时", "12.8米", "4 weeks"), counts that go up or down
("make it three", "70 then", "it's 9 now ... that makes 10", "改成32份", "一个就够了", "改成一个
大人一个小孩"), part of an order dropped ("Leave out the garden bin", "鸡蛋还是算了", cushion
covers), a request replaced by another (weekly by fortnightly, the vase class by the taster
again, General Training by Academic again), changes asked as questions that are accepted
("could it come fortnightly", "Can we make it four nights?") or turned down ("Could you do the
Thursday morning instead?", "Can we skip the air test?", "Could you fit them on the 10th as
well?"), prices quoted again after each change, ratings ("5 stars", "5 out of 5"), questions
("What should we wear?", "Do you do potted plants", "考试那天要带什么证件？"), offers taken up
or turned down (champagne toast, a posy, a voucher, postage, 陪练), cancellations with and
without a cancel tool call, tool calls and conversations that end on a user message.
Run ``python tests/data/state/build_state_blind23.py`` to rebuild the file (deterministic).

Labelling conventions (as in ``build_state_blind22.py``):

- a field only a tool output states may be unset (``null`` in ``one_of``); a field the user
  stated (or the assistant stated and the user accepted) must be set; a schema field not listed
  must end unset (a price quoted before the order changed, and not quoted again, is listed
  nowhere, and is ``not_active``);
- ``not_active`` lists replaced, cancelled or rejected values chosen so that no true statement
  at the end needs to contain them (a reason such as "I'm at work on the 14th" is true, so the
  "Tuesday 14 July" it rules out is listed but not "the 14th"; the garden waste bin still
  exists, so "garden waste" is not listed though it is left out of the plan);
- questions and requests for information are ``absent`` goals; a request the user makes in
  the imperative is a goal (any live or done status); an offer the user has not answered sets
  nothing;
- ``probes`` name a reason the user gave for a change (a third person's constraint, a clash)
  that the final context should still hold;
- a day a tool call's arguments give in ISO form ("2026-05-21") is the same day, so it is
  accepted wherever that day is still the right one.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from turnmem.lab.state_sets import GONE, LIVE, build_set, one_of, write_set

EN: list[dict[str, Any]] = [
    # ---------------------------------------------------------------- hot-air balloon
    {
        "id": "blind23-balloon-en-three-no-champagne",
        "domain": "hot_air_balloon",
        "schema": "BalloonFlightState",
        "steps": [
            (
                "u",
                "Hi, I'd like to book a balloon flight for my wife's 40th. Two of us, from the "
                "Bath launch site. Is Saturday 13 June available?",
            ),
            (
                "a",
                "Saturday 13 June has a morning flight. It's £199 per person, so £398 for two. "
                "Flights are weather dependent, and the morning flight meets at 5:15am.",
            ),
            ("u", "Actually, make it three - my brother-in-law Dev wants to come as well."),
            (
                "a",
                "Three passengers is £597. Would you like the champagne toast on landing, for "
                "£15 per person?",
            ),
            (
                "u",
                "No thanks, Dev doesn't drink and we'd rather all do the same thing. I'm Neil "
                "Hartley, 07958 221 470, email neil.hartley@btinternet.co.uk - sorry, it's "
                "btinternet.com, neil.hartley@btinternet.com.",
            ),
            (
                "call",
                "book_flight",
                {
                    "passengers": 3,
                    "site": "Bath",
                    "date": "2026-06-13",
                    "slot": "morning",
                    "email": "neil.hartley@btinternet.com",
                },
                {"booking_ref": "HB-88213", "price": "£597", "meet": "05:15"},
            ),
            (
                "a",
                "Booked: Saturday 13 June, morning flight from Bath, three passengers, £597. "
                "Your reference is HB-88213. We'll ring the evening before to confirm the "
                "weather.",
            ),
            ("u", "Brilliant. What should we wear? It'll be cold at that time, won't it?"),
        ],
        "gold_fields": {
            "customer_name": "Neil Hartley",
            "phone": "07958 221 470",
            "email": "neil.hartley@btinternet.com",
            "passengers": 3,
            "launch_site": one_of("Bath", "Bath launch site", "the Bath launch site"),
            "flight_date": one_of("Saturday 13 June", "13 June", "Saturday", "2026-06-13"),
            "flight_time": one_of("morning", "morning flight", "5:15am", "05:15"),
            "champagne": False,
            "price": one_of("£597", None),
            "booking_ref": one_of("HB-88213", None),
        },
        "not_active": ["£398", "neil.hartley@btinternet.co.uk"],
        "probes": ["doesn't drink"],
        "gold_goals": [
            {"match": "balloon flight", "status": LIVE},
            {"match": "champagne", "status": GONE},
            {"match": "what should we wear", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- florist
    {
        "id": "blind23-florist-en-funeral-moved-cancel",
        "domain": "florist",
        "schema": "FloristState",
        "steps": [
            (
                "u",
                "Hello, I placed an order yesterday for a sympathy arrangement, FL-51873, to go "
                "to St Mary's church in Thame on Thursday. The funeral's been moved to next "
                "week, so I need to change it.",
            ),
            ("a", "I'm sorry for your loss. What's the new date of the funeral?"),
            (
                "u",
                "Wednesday 10 June at 11. Actually, I've just heard the family are asking for "
                "donations instead of flowers, so could you cancel it altogether?",
            ),
            (
                "a",
                "Of course. I can cancel it and refund the £85 to your card. Or we could send a "
                "smaller posy to the family home instead, for £35?",
            ),
            ("u", "No, just cancel it please."),
            (
                "call",
                "cancel_order",
                {"order_ref": "FL-51873"},
                {"status": "cancelled", "refund": "£85"},
            ),
            ("a", "That's cancelled, and £85 will be back on your card in 3 to 5 working days."),
            (
                "u",
                "Thank you. Do you do potted plants you can send to a house? I might send one to "
                "his widow in a few weeks.",
            ),
        ],
        "gold_fields": {
            "bouquet": one_of("sympathy arrangement", "a sympathy arrangement", None),
            "delivery_address": one_of("St Mary's church", "St Mary's church in Thame", None),
            "order_status": one_of("cancelled", "canceled"),
            "price": one_of("£85", None),
            "order_ref": "FL-51873",
        },
        "not_active": ["£35"],
        "probes": ["donations"],
        "gold_goals": [
            {"match": "cancel", "status": LIVE},
            {"match": "posy", "status": GONE},
            {"match": "potted plants", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- MOT
    {
        "id": "blind23-mot-en-reg-slip-thursday-two",
        "domain": "mot_testing",
        "schema": "MotTestState",
        "steps": [
            (
                "u",
                "Hi, I need to book an MOT for my Ford Focus, reg KP17 XWD. It runs out on the "
                "28th.",
            ),
            (
                "a",
                "We can do Tuesday 19 May at 9am or Thursday 21 May at 2pm. The MOT is £45. "
                "Would you like an interim service at the same time? That's £129.",
            ),
            (
                "u",
                "Thursday at 2. And yes, do the interim service too. Sorry, the reg is KP17 XWB, "
                "not XWD.",
            ),
            (
                "a",
                "Thanks. MOT plus interim service is £174 and takes about 2 hours; you're "
                "welcome to wait.",
            ),
            (
                "u",
                "Could you do the Thursday morning instead? I've got to pick my daughter up from "
                "school at 3.",
            ),
            ("a", "Thursday morning is full, I'm afraid. Friday 22 May at 8:30am is free."),
            (
                "u",
                "No, leave it at Thursday at 2, my husband can do the school run. It's Karen "
                "Whitlock, 07700 914 228.",
            ),
            (
                "call",
                "book_mot",
                {
                    "reg": "KP17 XWB",
                    "vehicle": "Ford Focus",
                    "date": "2026-05-21",
                    "time": "14:00",
                    "service": "interim",
                },
                {"booking_ref": "MOT-6612", "price": "£174"},
            ),
            ("a", "You're booked in for Thursday 21 May at 2pm, reference MOT-6612, £174."),
        ],
        "gold_fields": {
            "customer_name": "Karen Whitlock",
            "phone": "07700 914 228",
            "vehicle": "Ford Focus",
            "registration": "KP17 XWB",
            "due_date": one_of("the 28th", "28th", None),
            "test_date": one_of("Thursday 21 May", "21 May", "Thursday", "2026-05-21"),
            "test_time": one_of("2pm", "2", "at 2", "14:00"),
            "extra_service": one_of("interim service", "interim"),
            "price": one_of("£174", None),
            "booking_ref": one_of("MOT-6612", None),
        },
        "not_active": ["KP17 XWD", "Friday 22 May", "Tuesday 19 May"],
        "probes": ["school"],
        "gold_goals": [
            {"match": "MOT", "status": LIVE},
            {"match": "morning instead", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- tennis court
    {
        "id": "blind23-tennis-en-rain-cancel-five-stars",
        "domain": "tennis_court_booking",
        "schema": "TennisCourtState",
        "steps": [
            (
                "u",
                "Hi, I've got an outdoor court booked for Wednesday evening at 7, booking "
                "TC-2877, but it's meant to pour down. Can I move it to an indoor court?",
            ),
            (
                "a",
                "Indoor courts are £24 an hour instead of £16. Wednesday at 7pm indoors is free, "
                "so that would be £8 extra.",
            ),
            ("u", "Hmm. Is there anything outdoors on Thursday?"),
            ("a", "Yes, Thursday at 7pm outdoors is free, same £16."),
            (
                "u",
                "Actually no, my partner's working late on Thursday. Just cancel the booking, "
                "we'll play another week.",
            ),
            (
                "a",
                "No problem, I've cancelled TC-2877 and the £16 will go back on your card.",
            ),
            (
                "u",
                "Thanks. By the way, the coaching session with Marco last month was brilliant, "
                "5 stars from me.",
            ),
            ("a", "That's lovely to hear, I'll pass it on to Marco."),
        ],
        "gold_fields": {
            "court": one_of("outdoor", "outdoor court", "an outdoor court", None),
            "booking_status": one_of("cancelled", "canceled"),
            "rating": 5,
            "price": one_of("£16", None),
            "booking_ref": "TC-2877",
        },
        "not_active": ["£24", "indoor court"],
        "probes": ["working late"],
        "gold_goals": [
            {"match": "cancel", "status": LIVE},
            {"match": "indoor", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- veg box
    {
        "id": "blind23-vegbox-en-fortnightly-no-onions",
        "domain": "veg_box_subscription",
        "schema": "VegBoxState",
        "steps": [
            (
                "u",
                "Hi, I'd like to sign up for a weekly veg box. It's just the two of us, so the "
                "small one.",
            ),
            (
                "a",
                "The small box is £16.50 a week and the medium £22. We deliver on Tuesdays in "
                "most of Leeds. What's your address?",
            ),
            ("u", "17 Headingley Mount, Leeds LS6 2QA. Can I add a fruit bag?"),
            ("a", "A fruit bag is £7, so £23.50 a box."),
            ("u", "Great. Oh, and no onions please, my partner can't eat them."),
            (
                "a",
                "Noted, we'll swap onions for something else. Your first delivery would be "
                "Tuesday 2 June.",
            ),
            (
                "u",
                "Actually, could it come fortnightly rather than weekly? We're away a lot with "
                "work.",
            ),
            ("a", "Yes, fortnightly is fine, same price per box, £23.50."),
            ("u", "Perfect. Rosie Tran, rosie.tran@gmail.com."),
            (
                "call",
                "create_subscription",
                {
                    "box": "small",
                    "extras": ["fruit bag"],
                    "exclude": ["onions"],
                    "frequency": "fortnightly",
                    "first_delivery": "2026-06-02",
                    "address": "17 Headingley Mount, Leeds LS6 2QA",
                },
                {"subscription_ref": "VB-22817", "price": "£23.50"},
            ),
            ("a", "You're all set, Rosie. Subscription VB-22817, first box Tuesday 2 June."),
        ],
        "gold_fields": {
            "customer_name": "Rosie Tran",
            "email": "rosie.tran@gmail.com",
            "address": one_of(
                "17 Headingley Mount, Leeds LS6 2QA",
                "17 Headingley Mount, Leeds",
                "17 Headingley Mount",
            ),
            "box": one_of("small", "small box", "the small one", "small one"),
            "extras": ["fruit bag"],
            "exclusions": ["onions"],
            "frequency": "fortnightly",
            "delivery_day": one_of("Tuesday", "Tuesdays", None),
            "first_delivery": one_of("Tuesday 2 June", "2 June", "2026-06-02"),
            "price": one_of("£23.50", "£23.50 a box", None),
            "subscription_ref": one_of("VB-22817", None),
        },
        "not_active": ["weekly", "£16.50"],
        "probes": ["can't eat"],
        "gold_goals": [{"match": "veg box", "status": LIVE}],
    },
    # ---------------------------------------------------------------- catering
    {
        "id": "blind23-catering-en-hog-roast-seventy",
        "domain": "event_catering",
        "schema": "CateringState",
        "steps": [
            (
                "u",
                "Hello, I'm after a quote for a hog roast for my dad's 70th, Saturday 8 August, "
                "about 60 guests, at Hollybush Farm, Little Marlow.",
            ),
            (
                "a",
                "A hog roast for 60 is £780, served with rolls, stuffing and apple sauce, and a "
                "vegetarian option. Or there's our BBQ menu at £15 a head, £900.",
            ),
            ("u", "The hog roast sounds right. Would you do 70 guests for the same?"),
            ("a", "70 would be £860, I'm afraid, as we'd need a bigger pig."),
            (
                "u",
                "OK, 70 then. Can you serve at 6pm? The band starts at 8 so we want the food "
                "done by then.",
            ),
            ("a", "Yes, service from 6pm. A £200 deposit secures the date."),
            (
                "u",
                "Great. My brother might want to add desserts, but let's leave that for now. "
                "Name's Gareth Lloyd, 07789 402 113.",
            ),
            ("a", "Thanks Gareth, I'll text the deposit link to that number."),
            ("u", "Hang on, my number's 07789 402 131, sorry, I always mix those up."),
        ],
        "gold_fields": {
            "contact_name": "Gareth Lloyd",
            "phone": "07789 402 131",
            "menu": one_of("hog roast", "the hog roast"),
            "headcount": 70,
            "event_date": one_of("Saturday 8 August", "8 August", "Saturday"),
            "serve_time": one_of("6pm", "from 6pm", "at 6pm"),
            "address": one_of("Hollybush Farm, Little Marlow", "Hollybush Farm"),
            "price": one_of("£860", None),
        },
        "not_active": ["£780", "07789 402 113", "BBQ menu"],
        "probes": ["band"],
        "gold_goals": [
            {"match": "hog roast", "status": LIVE},
            {"match": "desserts", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- exam registration
    {
        "id": "blind23-exam-en-ielts-keep-academic",
        "domain": "language_exam_registration",
        "schema": "ExamRegistrationState",
        "steps": [
            (
                "u",
                "Hi, I'd like to register for IELTS Academic, computer-delivered, at your "
                "Manchester centre. Is there a date in late June?",
            ),
            (
                "a",
                "We have Saturday 20 June and Saturday 27 June. The fee is £245, and the "
                "speaking test can be the same day or up to a week before.",
            ),
            (
                "u",
                "27 June, with the speaking on the same day. I need my results before my "
                "university application deadline on 31 July.",
            ),
            (
                "a",
                "Computer-delivered results come in 3 to 5 days, so that's fine. What's your "
                "full name as it is on your passport?",
            ),
            (
                "u",
                "Yusuf Adeyemi Balogun. Actually, can I do General Training instead of "
                "Academic? My cousin says it's easier.",
            ),
            (
                "a",
                "You can, but most universities only accept Academic for admission. Do you "
                "still want to switch?",
            ),
            (
                "u",
                "Oh, then keep Academic. Email is yusuf.balogun@gmail.com, phone 07468 223 509.",
            ),
            (
                "call",
                "register_candidate",
                {
                    "name": "Yusuf Adeyemi Balogun",
                    "exam": "IELTS Academic",
                    "format": "computer",
                    "centre": "Manchester",
                    "date": "2026-06-27",
                    "speaking": "same day",
                },
                {"candidate_ref": "IE-440921", "fee": "£245", "speaking_time": "14:20"},
            ),
            (
                "a",
                "You're registered: IELTS Academic on Saturday 27 June in Manchester, speaking "
                "test at 2:20pm the same day. Reference IE-440921, fee £245.",
            ),
        ],
        "gold_fields": {
            "candidate_name": "Yusuf Adeyemi Balogun",
            "phone": "07468 223 509",
            "email": "yusuf.balogun@gmail.com",
            "exam": one_of("IELTS Academic", "IELTS", "Academic"),
            "exam_format": one_of("computer-delivered", "computer"),
            "test_centre": one_of("Manchester", "Manchester centre"),
            "exam_date": one_of("27 June", "Saturday 27 June", "2026-06-27"),
            "speaking_test": one_of("same day", "the same day", "27 June", "2:20pm", "14:20", None),
            "price": one_of("£245", None),
            "candidate_ref": one_of("IE-440921", None),
        },
        "not_active": ["General Training", "Saturday 20 June"],
        "probes": ["deadline"],
        "gold_goals": [
            {"match": "IELTS", "status": LIVE},
            {"match": "General Training", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- marina berth
    {
        "id": "blind23-marina-en-four-nights-davits",
        "domain": "marina_berth",
        "schema": "MarinaBerthState",
        "steps": [
            (
                "u",
                "Hi, I'd like a visitor berth for my yacht, arriving Friday 24 July for three "
                "nights. She's a Bavaria 34, 10.4 metres.",
            ),
            (
                "a",
                "Visitor rates are £3.60 per metre per night, so 10.4m for 3 nights is £112.32. "
                "We'd put you on pontoon C.",
            ),
            (
                "u",
                "Can we make it four nights? The forecast looks poor for crossing back on the "
                "Monday.",
            ),
            ("a", "Four nights is £149.76, leaving on Tuesday 28 July."),
            ("u", "Great. Do you have shore power?"),
            ("a", "Yes, electricity is £5 a night, so £20 for the four nights."),
            (
                "u",
                "Add the power please. The boat's called Moonraker, and I'm the skipper, Alan "
                "Fisk, 07870 113 946. Ah, sorry, with the davits she's 10.6 metres overall.",
            ),
            (
                "a",
                "Thanks Alan. At 10.6m it's £152.64 for the berth plus £20 power, £172.64 in "
                "total.",
            ),
            (
                "call",
                "book_berth",
                {
                    "vessel": "Moonraker",
                    "loa_m": 10.6,
                    "arrive": "2026-07-24",
                    "depart": "2026-07-28",
                    "power": True,
                },
                {"booking_ref": "MB-24711", "berth": "C14", "price": "£172.64"},
            ),
            ("a", "Booked: berth C14, 24 to 28 July, reference MB-24711. Call us on VHF 80."),
        ],
        "gold_fields": {
            "owner_name": "Alan Fisk",
            "phone": "07870 113 946",
            "vessel_name": "Moonraker",
            "boat": one_of("Bavaria 34", "yacht"),
            "length": one_of("10.6 metres", "10.6m", "10.6", "10.6 metres overall"),
            "berth": one_of("C14", "pontoon C", "berth C14", None),
            "arrival_date": one_of("Friday 24 July", "24 July", "2026-07-24"),
            "departure_date": one_of("Tuesday 28 July", "28 July", "2026-07-28"),
            "nights": 4,
            "shore_power": True,
            "price": one_of("£172.64", None),
            "booking_ref": one_of("MB-24711", None),
        },
        "not_active": ["10.4 metres", "£112.32", "£149.76", "three nights"],
        "probes": ["crossing back"],
        "gold_goals": [{"match": "visitor berth", "status": LIVE}],
    },
    # ---------------------------------------------------------------- asbestos survey
    {
        "id": "blind23-asbestos-en-refurb-hallway-thursday",
        "domain": "asbestos_survey",
        "schema": "AsbestosSurveyState",
        "steps": [
            (
                "u",
                "Hi, we're having the kitchen ripped out in August and our builder says we need "
                "an asbestos survey first. It's a 1950s semi, 22 Cranbrook Avenue, Leicester "
                "LE3 9PD.",
            ),
            (
                "a",
                "For work like that you need a refurbishment survey of the kitchen, which is "
                "£295. A management survey of the whole house is £220, but it doesn't cover "
                "intrusive sampling, so it wouldn't satisfy your builder.",
            ),
            (
                "u",
                "The refurbishment one then. Do you test Artex ceilings? The hallway has one.",
            ),
            ("a", "We can add the hallway ceiling for £40, lab analysis included: £335 in all."),
            ("u", "Yes, include the hallway. Can you come Tuesday 14 July?"),
            ("a", "Tuesday 14 July at 9am is free. Results come in 5 working days."),
            ("u", "Make that Thursday the 16th, sorry, I'm at work on the 14th."),
            ("a", "No problem, Thursday 16 July at 9am it is."),
            ("u", "Lovely. It's Dawn Mercer, 0116 287 5540."),
        ],
        "gold_fields": {
            "customer_name": "Dawn Mercer",
            "phone": "0116 287 5540",
            "address": one_of(
                "22 Cranbrook Avenue, Leicester LE3 9PD",
                "22 Cranbrook Avenue, Leicester",
                "22 Cranbrook Avenue",
            ),
            "property_type": one_of("1950s semi", "semi", None),
            "survey_type": one_of("refurbishment survey", "refurbishment", "refurbishment one"),
            "areas": one_of(["kitchen", "hallway"], ["hallway"]),
            "visit_date": one_of("Thursday 16 July", "Thursday the 16th", "16 July", "Thursday"),
            "visit_time": one_of("9am", "at 9am"),
            "report_by": one_of("5 working days", "in 5 working days", None),
            "price": one_of("£335", None),
        },
        "not_active": ["Tuesday 14 July", "£295", "management survey"],
        "probes": ["at work"],
        "gold_goals": [
            {"match": "asbestos survey", "status": LIVE},
            {"match": "management survey", "status": GONE},
        ],
    },
    {
        "id": "blind23-asbestos-en-flue-board-air-test-stays",
        "domain": "asbestos_survey",
        "schema": "AsbestosSurveyState",
        "steps": [
            (
                "u",
                "Hi, you surveyed Flat 2, 5 Mill Lane, Hebden Bridge HX7 8AB last week, report "
                "AS-5128. It says the boiler cupboard has chrysotile in the flue board. What "
                "does that mean for me?",
            ),
            (
                "a",
                "Chrysotile is white asbestos. It's low risk if left alone, but if the boiler is "
                "being replaced the board must come out first. Licensed removal of the flue "
                "board would be about £650.",
            ),
            (
                "u",
                "The boiler engineer is coming on 2 September, so it needs to be gone before "
                "then. Please book the removal.",
            ),
            (
                "a",
                "We can do Wednesday 26 August. There's also an air clearance test afterwards, "
                "£120, so £770 in total.",
            ),
            (
                "u",
                "Can we skip the air test? The engineer reckons it isn't needed for flue board.",
            ),
            (
                "a",
                "For licensed removal the clearance test is a legal requirement, so we can't "
                "leave it out, sorry.",
            ),
            (
                "u",
                "Fair enough, keep it in then. I'm Craig Dalton, 07555 318 204, "
                "craig@daltonlets.co.uk.",
            ),
            (
                "call",
                "book_removal",
                {
                    "report": "AS-5128",
                    "address": "Flat 2, 5 Mill Lane, Hebden Bridge HX7 8AB",
                    "date": "2026-08-26",
                    "air_test": True,
                },
                {"job_ref": "AR-6031", "price": "£770", "arrival": "8:00-9:00"},
            ),
            (
                "a",
                "Booked for Wednesday 26 August, arriving between 8 and 9am, job AR-6031, "
                "£770 including the air test.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Craig Dalton",
            "phone": "07555 318 204",
            "email": "craig@daltonlets.co.uk",
            "address": one_of(
                "Flat 2, 5 Mill Lane, Hebden Bridge HX7 8AB",
                "Flat 2, 5 Mill Lane, Hebden Bridge",
                "Flat 2, 5 Mill Lane",
            ),
            "areas": one_of(["boiler cupboard"], ["flue board"], []),
            "visit_date": one_of("Wednesday 26 August", "26 August", "2026-08-26"),
            "visit_time": one_of("between 8 and 9am", "8:00-9:00", "8am", None),
            "removal": True,
            "air_test": True,
            "price": one_of("£770", None),
            "job_ref": one_of("AR-6031", "AS-5128"),
        },
        "not_active": ["£650"],
        "probes": ["boiler engineer"],
        "gold_goals": [
            {"match": "removal", "status": LIVE},
            {"match": "skip the air test", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- glassblowing
    {
        "id": "blind23-glass-en-taster-not-vase-class",
        "domain": "glassblowing_workshop",
        "schema": "GlassblowingState",
        "steps": [
            (
                "u",
                "Hi, I'd like to book the glassblowing taster for two, me and my boyfriend, for "
                "his birthday. Is Sunday 21 June free?",
            ),
            (
                "a",
                "The 2-hour taster on Sunday 21 June at 10am has 2 places left. It's £85 per "
                "person, and you each make a paperweight or a bauble.",
            ),
            (
                "u",
                "We'd both do paperweights. Is there a later session? He plays football on "
                "Sunday mornings.",
            ),
            ("a", "Yes, Sunday 21 June at 2pm has space too."),
            (
                "u",
                "2pm please. Oh, actually, could we upgrade to the 3-hour vase class instead?",
            ),
            (
                "a",
                "The vase class is £140 per person, £280 for two, but it only runs on "
                "Saturdays. Saturday 20 June at 1pm?",
            ),
            ("u", "Hmm, no, stick with the taster on Sunday at 2."),
            (
                "a",
                "Done: taster on Sunday 21 June at 2pm, two places, £170. Pieces cool overnight "
                "and are ready to collect after 48 hours, or we can post them for £8.",
            ),
            ("u", "We'll collect them. Book it under Chloe Baptiste, 07402 667 118."),
        ],
        "gold_fields": {
            "customer_name": "Chloe Baptiste",
            "phone": "07402 667 118",
            "session": one_of("taster", "glassblowing taster", "2-hour taster", "the taster"),
            "places": 2,
            "session_date": one_of("Sunday 21 June", "21 June", "Sunday"),
            "start_time": one_of("2pm", "at 2", "2"),
            "piece": one_of("paperweight", "paperweights"),
            "postage": False,
            "price": one_of("£170", None),
        },
        "not_active": ["vase class", "£280", "Saturday 20 June"],
        "probes": ["football"],
        "gold_goals": [
            {"match": "taster", "status": LIVE},
            {"match": "vase class", "status": GONE},
        ],
    },
    {
        "id": "blind23-glass-en-team-ten-minimum",
        "domain": "glassblowing_workshop",
        "schema": "GlassblowingState",
        "steps": [
            (
                "u",
                "Hello, I booked the private team session for 12 people on Friday 10 July, ref "
                "GB-7730. A few have dropped out, so it's 9 now.",
            ),
            (
                "a",
                "No problem. The private session is £75 a head with a minimum charge of 10 "
                "people, so it would still be £750.",
            ),
            ("u", "Oh. Then add a place for my manager, that makes 10."),
            ("a", "Done: 10 people, £750, Friday 10 July at 3pm."),
            (
                "u",
                "And please email the invoice to finance@brightloop.io - no wait, it's "
                "fin@brightloop.io.",
            ),
            (
                "call",
                "update_booking",
                {"booking_ref": "GB-7730", "people": 10, "invoice_email": "fin@brightloop.io"},
                {"status": "updated", "price": "£750", "time": "15:00"},
            ),
            ("a", "Updated, and the invoice will go to fin@brightloop.io."),
            (
                "u",
                "Thanks. When we came last year the instructor, Pete, was great - 5 out of 5 "
                "from all of us.",
            ),
        ],
        "gold_fields": {
            "email": "fin@brightloop.io",
            "session": one_of("private team session", "private session", "team session"),
            "places": 10,
            "session_date": one_of("Friday 10 July", "10 July", "Friday"),
            "start_time": one_of("3pm", "15:00"),
            "rating": 5,
            "price": one_of("£750", None),
            "booking_ref": "GB-7730",
        },
        "not_active": ["finance@brightloop.io", "12 people"],
        "probes": ["minimum"],
        "gold_goals": [{"match": "manager", "status": LIVE}],
    },
    # ---------------------------------------------------------------- bin cleaning
    {
        "id": "blind23-bins-en-two-bins-41-not-14",
        "domain": "bin_cleaning",
        "schema": "BinCleaningState",
        "steps": [
            (
                "u",
                "Hi, do you clean wheelie bins in Harrogate? We've got a general waste bin, a "
                "recycling bin and a garden waste one.",
            ),
            (
                "a",
                "We do. It's £6 per bin per clean, monthly, the day after collection. Three bins "
                "would be £18 a month. What's your address?",
            ),
            ("u", "14 Beech Grove - no, 41 Beech Grove, Harrogate HG2 0ET. Collection's Tuesdays."),
            (
                "a",
                "Then we'd clean on Wednesdays, after the lorry's been. First clean Wednesday 10 "
                "June?",
            ),
            (
                "u",
                "Fine. Leave out the garden bin, we compost most of it anyway. Just the two.",
            ),
            ("a", "Two bins, £12 a month, first clean Wednesday 10 June."),
            ("u", "Great. Name's Hugh Barrow, 07933 640 218."),
            (
                "call",
                "create_plan",
                {
                    "address": "41 Beech Grove, Harrogate HG2 0ET",
                    "bins": ["general waste", "recycling"],
                    "frequency": "monthly",
                    "first_clean": "2026-06-10",
                },
                {"plan_ref": "BN-4410", "price": "£12/month"},
            ),
            ("a", "All set, Hugh: plan BN-4410, £12 a month, first clean Wednesday 10 June."),
        ],
        "gold_fields": {
            "customer_name": "Hugh Barrow",
            "phone": "07933 640 218",
            "address": one_of(
                "41 Beech Grove, Harrogate HG2 0ET", "41 Beech Grove, Harrogate", "41 Beech Grove"
            ),
            "bins": 2,
            "bin_types": one_of(["general waste", "recycling"], []),
            "frequency": "monthly",
            "clean_day": one_of("Wednesday", "Wednesdays"),
            "first_clean": one_of("Wednesday 10 June", "10 June", "2026-06-10"),
            "price": one_of("£12 a month", "£12", "£12/month", None),
            "plan_ref": one_of("BN-4410", None),
        },
        "not_active": ["14 Beech Grove", "£18"],
        "probes": ["compost"],
        "gold_goals": [],
    },
    {
        "id": "blind23-bins-en-caddy-then-moving",
        "domain": "bin_cleaning",
        "schema": "BinCleaningState",
        "steps": [
            (
                "u",
                "Hello, I'm on your fortnightly plan, ref BN-3187, two bins. Can you do my food "
                "caddy as well next time?",
            ),
            ("a", "Yes, a caddy is £3 extra. Your next clean is Thursday 28 May."),
            (
                "u",
                "Perfect. We're moving house on the 30th, so I'll need to cancel the plan after "
                "that clean.",
            ),
            (
                "a",
                "I'll cancel it from 29 May then. The clean on 28 May goes ahead with the caddy, "
                "£15 in total.",
            ),
            ("u", "Great. Could you move the plan over to the new owners instead?"),
            (
                "a",
                "They'd need to sign up themselves, I'm afraid, but I could send them a voucher "
                "for half off their first clean.",
            ),
            ("u", "No, leave it, they can sort themselves out. Thanks for everything."),
        ],
        "gold_fields": {
            "bins": 2,
            "extras": one_of(["food caddy"], ["caddy"]),
            "frequency": "fortnightly",
            "clean_day": one_of("Thursday", None),
            "first_clean": one_of("Thursday 28 May", "28 May"),
            "cancel_from": one_of("29 May", "from 29 May"),
            "price": one_of("£15", None),
            "plan_ref": "BN-3187",
        },
        "probes": ["moving house"],
        "gold_goals": [
            {"match": "caddy", "status": LIVE},
            {"match": "new owners", "status": GONE},
            {"match": "voucher", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- curtains
    {
        "id": "blind23-curtains-en-blackout-drop-235",
        "domain": "curtain_making",
        "schema": "CurtainState",
        "steps": [
            (
                "u",
                "Hi, I'd like made-to-measure curtains for our bay window. Track width is 280cm "
                "and the drop is 230cm. We like the Sage linen from your sample book.",
            ),
            (
                "a",
                "For a 280cm track in pencil pleat, Sage linen with standard lining, it's £465. "
                "Blackout lining is £60 more. Making takes about 4 weeks.",
            ),
            (
                "u",
                "Blackout please, it's the bedroom. Sorry, I measured the drop wrong, it's 235cm.",
            ),
            ("a", "At a 235cm drop with blackout lining it's £535."),
            ("u", "Could you do eyelet instead of pencil pleat? Would that be cheaper?"),
            (
                "a",
                "Eyelet is the same price, but it won't work on a track; you'd need a pole.",
            ),
            (
                "u",
                "Then stay with pencil pleat. Fitting as well please, we're at 8 Kingfisher Way, "
                "Norwich NR7 0LF.",
            ),
            ("a", "Fitting is £45, so £580 in total. We'd fit on Wednesday 1 July."),
            ("u", "Perfect. I'm Jo Pemberton, 07511 284 690."),
        ],
        "gold_fields": {
            "customer_name": "Jo Pemberton",
            "phone": "07511 284 690",
            "address": one_of(
                "8 Kingfisher Way, Norwich NR7 0LF", "8 Kingfisher Way, Norwich", "8 Kingfisher Way"
            ),
            "room": one_of("bedroom", "bay window", "the bedroom"),
            "fabric": one_of("Sage linen", "Sage"),
            "width": one_of("280cm", "280"),
            "drop": one_of("235cm", "235"),
            "heading": "pencil pleat",
            "lining": one_of("blackout", "blackout lining"),
            "fitting": True,
            "ready_date": one_of("4 weeks", "about 4 weeks", None),
            "fit_date": one_of("Wednesday 1 July", "1 July", "Wednesday"),
            "price": one_of("£580", None),
        },
        "not_active": ["230cm", "£465", "£535", "eyelet"],
        "probes": ["bedroom"],
        "gold_goals": [
            {"match": "curtains", "status": LIVE},
            {"match": "eyelet", "status": GONE},
        ],
    },
    {
        "id": "blind23-curtains-en-rush-in-laws-no-cushions",
        "domain": "curtain_making",
        "schema": "CurtainState",
        "steps": [
            (
                "u",
                "Hello, it's about order CM-2204, the lounge curtains. Any chance they'll be "
                "ready before 12 June? My in-laws arrive that day.",
            ),
            (
                "a",
                "They're scheduled for 19 June. We can rush them through for 10 June for £50 "
                "extra.",
            ),
            (
                "u",
                "Yes, rush them please. And I ordered two matching cushion covers - can you drop "
                "those? I've gone off the fabric for cushions.",
            ),
            (
                "a",
                "Cushion covers removed, that's £38 off. The new total is £412 with the rush.",
            ),
            ("u", "Could you fit them on the 10th as well?"),
            ("a", "Our fitter is booked up on the 10th; Thursday 11 June at 8am is possible."),
            ("u", "Thursday the 11th at 8 is fine, thanks."),
        ],
        "gold_fields": {
            "room": one_of("lounge", "the lounge"),
            "express": True,
            "fitting": True,
            "ready_date": one_of("10 June", "for 10 June"),
            "fit_date": one_of(
                "Thursday 11 June", "Thursday the 11th", "the 11th", "11 June", "Thursday"
            ),
            "fit_time": one_of("8am", "8", "at 8"),
            "price": one_of("£412", None),
            "order_ref": "CM-2204",
        },
        "not_active": ["19 June"],
        "probes": ["in-laws"],
        "gold_goals": [
            {"match": "rush", "status": LIVE},
            {"match": "on the 10th", "status": GONE},
        ],
    },
]

ZH: list[dict[str, Any]] = [
    {
        "id": "blind23-balloon-zh-yangshuo-dad-cannot-come",
        "domain": "hot_air_balloon",
        "schema": "BalloonFlightState",
        "steps": [
            ("u", "你好，我们想在阳朔坐热气球，两个大人一个小孩，小孩8岁能坐吗？"),
            (
                "a",
                "您好，8岁以上可以坐，需要大人陪同。日出航班每人1280元，儿童同价，三个人3840元。",
            ),
            ("u", "那订下周六的日出航班吧。"),
            ("a", "下周六（10月17号）日出航班早上6点集合，酒店免费接送。您住哪个酒店？"),
            (
                "u",
                "住阳朔十里画廊路的悦榕庄。哦对了，孩子他爸周六临时有事来不了，改成一个大人一个小孩吧。",
            ),
            ("a", "好的，两个人2560元，早上5点半到酒店大堂接您。"),
            ("u", "我叫周敏，电话186 7731 2058。"),
            (
                "call",
                "book_flight",
                {"date": "2026-10-17", "slot": "日出", "passengers": 2, "pickup": "阳朔悦榕庄"},
                {"booking_ref": "RQ-1017-36", "price": "2560元"},
            ),
            (
                "a",
                "订好了，10月17号日出航班，两位，单号RQ-1017-36，2560元。遇到大风会提前通知改期。",
            ),
        ],
        "gold_fields": {
            "customer_name": "周敏",
            "phone": one_of("186 7731 2058", "18677312058"),
            "passengers": 2,
            "launch_site": one_of("阳朔", None),
            "pickup": one_of(
                "十里画廊路的悦榕庄", "悦榕庄", "阳朔悦榕庄", "阳朔十里画廊路的悦榕庄"
            ),
            "flight_date": one_of("下周六", "10月17号", "2026-10-17", "下周六（10月17号）", "周六"),
            "flight_time": one_of("日出", "日出航班", "早上6点", "6点", "早上5点半", "5点半"),
            "price": one_of("2560元", None),
            "booking_ref": one_of("RQ-1017-36", None),
        },
        "not_active": ["3840元"],
        "probes": ["有事来不了"],
        "gold_goals": [{"match": "日出航班", "status": LIVE}],
    },
    {
        "id": "blind23-florist-zh-opening-basket-one",
        "domain": "florist",
        "schema": "FloristState",
        "steps": [
            (
                "u",
                "老板，我朋友的奶茶店周六开业，想订个开业花篮，送到杭州市西湖区文三路259号，大概多少钱？",
            ),
            ("a", "您好，单层花篮288元一个，双层388元一个，同城免费配送。要几个？"),
            ("u", "要两个双层的。"),
            ("a", "两个双层一共776元。周六几点送到？"),
            ("u", "他们上午10点剪彩，9点前送到吧。算了，一个就够了，门口地方小，放不下两个。"),
            ("a", "好的，一个双层花篮388元，周六早上9点前送到。缎带上写什么字？"),
            ("u", "写“开业大吉 生意兴隆”，落款“老同学陈磊”。我电话135 8812 4407。"),
            ("a", "好的陈先生，已经下单了，单号HL-0606-12，付款后安排配送。"),
        ],
        "gold_fields": {
            "customer_name": one_of("陈磊", "陈先生"),
            "phone": one_of("135 8812 4407", "13588124407"),
            "bouquet": one_of("双层花篮", "双层", "双层的", "开业花篮"),
            "quantity": 1,
            "card_message": one_of("开业大吉 生意兴隆", "开业大吉 生意兴隆”，落款“老同学陈磊"),
            "delivery_address": one_of(
                "杭州市西湖区文三路259号", "西湖区文三路259号", "文三路259号"
            ),
            "delivery_date": one_of("周六", "周六早上"),
            "delivery_slot": one_of("9点前", "早上9点前", "周六早上9点前"),
            "price": one_of("388元", None),
            "order_ref": one_of("HL-0606-12", None),
        },
        "not_active": ["776元"],
        "probes": ["门口地方小"],
        "gold_goals": [{"match": "花篮", "status": LIVE}],
    },
    {
        "id": "blind23-mot-zh-plate-slip-dad-discharge",
        "domain": "mot_testing",
        "schema": "MotTestState",
        "steps": [
            (
                "u",
                "你好，我的车要年检了，能帮我代办吗？是2018年的大众朗逸，车牌浙A·7K2M9。",
            ),
            (
                "a",
                "可以，代办年检280元，含检测费，上门取送车。您的车满6年了，需要上线检测。哪天来取车？",
            ),
            ("u", "下周三上午吧，取车地址是杭州市拱墅区湖墅南路186号，小区地下车库。"),
            ("a", "好的，下周三（6月10号）上午9点去取车，下午送回。"),
            (
                "u",
                "车牌我刚才说错了，是浙A·7K2N9。还有，我周三下午要开车去接我爸出院，能不能3点前送回来？",
            ),
            ("a", "没问题，3点前一定送回。"),
            ("u", "我姓吴，电话131 5702 9964。"),
            (
                "call",
                "create_order",
                {
                    "plate": "浙A·7K2N9",
                    "date": "2026-06-10",
                    "pickup_time": "09:00",
                    "return_by": "15:00",
                    "pickup_address": "杭州市拱墅区湖墅南路186号",
                },
                {"order_ref": "NJ-0610-08", "price": "280元"},
            ),
            ("a", "已经下单，单号NJ-0610-08，280元，取车前师傅会给您打电话。"),
        ],
        "gold_fields": {
            "customer_name": one_of("吴", "吴先生", "吴女士"),
            "phone": one_of("131 5702 9964", "13157029964"),
            "vehicle": one_of("大众朗逸", "2018年的大众朗逸", "朗逸"),
            "registration": "浙A·7K2N9",
            "test_date": one_of("下周三", "6月10号", "2026-06-10", "下周三（6月10号）"),
            "test_time": one_of("上午9点", "9点", "上午", "09:00"),
            "pickup_address": one_of(
                "杭州市拱墅区湖墅南路186号",
                "拱墅区湖墅南路186号",
                "湖墅南路186号",
                "杭州市拱墅区湖墅南路186号，小区地下车库",
            ),
            "return_by": one_of("3点前", "下午3点前", "15:00"),
            "price": one_of("280元", None),
            "booking_ref": one_of("NJ-0610-08", None),
        },
        "not_active": ["浙A·7K2M9"],
        "probes": ["出院"],
        "gold_goals": [{"match": "年检", "status": LIVE}],
    },
    {
        "id": "blind23-tennis-zh-four-to-six-coach-racket",
        "domain": "tennis_court_booking",
        "schema": "TennisCourtState",
        "steps": [
            ("u", "你好，想订这周日下午的网球场，两个小时，室外的。"),
            (
                "a",
                "这周日（6月14号）室外场下午2点到4点、4点到6点都有空，每小时120元，两小时240元。",
            ),
            ("u", "4点到6点吧，2点太晒了。"),
            ("a", "好的。需要陪练吗？陪练每小时200元。"),
            ("u", "要一个陪练，不过只要第一个小时。"),
            ("a", "场地240元加陪练200元，一共440元。"),
            ("u", "我叫韩冰，手机173 6620 0481。对了，能用你们的球拍吗？"),
            ("a", "可以，球拍租借每支20元。"),
            ("u", "那租一支吧。"),
        ],
        "gold_fields": {
            "customer_name": "韩冰",
            "phone": one_of("173 6620 0481", "17366200481"),
            "court": one_of("室外", "室外场", "室外的"),
            "booking_date": one_of("这周日", "6月14号", "周日", "这周日（6月14号）"),
            "start_time": one_of("4点", "下午4点", "4点到6点"),
            "duration": one_of("两个小时", "两小时", "2小时"),
            "extras": one_of(["陪练", "球拍"], ["陪练"]),
        },
        "not_active": ["440元"],
        "probes": ["太晒"],
        "gold_goals": [{"match": "网球场", "status": LIVE}],
    },
    {
        "id": "blind23-vegbox-zh-no-eggs-no-coriander",
        "domain": "veg_box_subscription",
        "schema": "VegBoxState",
        "steps": [
            (
                "u",
                "你好，我想订你们农场的有机蔬菜箱，每周一次，送到上海市徐汇区天钥桥路580弄3号602。",
            ),
            ("a", "您好，标准箱5斤装每周98元，家庭箱8斤装每周148元，每周六上午配送。"),
            ("u", "我们家三口人，订标准箱吧。能加一盒土鸡蛋吗？"),
            ("a", "土鸡蛋一盒10枚35元，加上一共每周133元。"),
            ("u", "鸡蛋还是算了，楼下超市就有。先订一个月试试。"),
            ("a", "好的，标准箱每周98元，一个月4次，共392元，这周六（6月6号）开始送。"),
            ("u", "我叫孙悦，电话150 2119 7736。不要放香菜，我老公不吃。"),
            ("a", "好的孙女士，已经备注不放香菜。"),
        ],
        "gold_fields": {
            "customer_name": "孙悦",
            "phone": one_of("150 2119 7736", "15021197736"),
            "address": one_of(
                "上海市徐汇区天钥桥路580弄3号602",
                "徐汇区天钥桥路580弄3号602",
                "天钥桥路580弄3号602",
            ),
            "box": one_of("标准箱", "标准箱5斤装"),
            "exclusions": ["香菜"],
            "frequency": one_of("每周", "每周一次"),
            "delivery_day": one_of("周六", "每周六", "周六上午", "每周六上午"),
            "first_delivery": one_of("这周六", "6月6号", "这周六（6月6号）"),
            "term": one_of("一个月", "4次", "一个月4次"),
            "price": one_of("392元", "98元", "每周98元", None),
        },
        "not_active": ["133元", "家庭箱"],
        "probes": ["不吃"],
        "gold_goals": [
            {"match": "土鸡蛋", "status": GONE},
            {"match": "蔬菜箱", "status": LIVE},
        ],
    },
    {
        "id": "blind23-catering-zh-32-boxes-delivery-fee",
        "domain": "event_catering",
        "schema": "CateringState",
        "steps": [
            (
                "u",
                "你好，我们公司周五中午要订团餐，40份，送到广州市天河区珠江新城华夏路10号富力中心15楼。",
            ),
            ("a", "您好，标准商务套餐每份35元，豪华套餐每份48元，40份以上免配送费。"),
            ("u", "标准套餐40份，其中有5个人吃素。"),
            ("a", "好的，35份标准加5份素食套餐，素食也是35元，一共1400元，周五中午11点半前送到。"),
            ("u", "不好意思，人事说有几个同事出差了，改成32份吧，素食还是5份。"),
            ("a", "32份不满40份，要收30元配送费，一共1150元。"),
            (
                "u",
                "好吧，就这样。要开发票，抬头是广州瑞丰科技有限公司。我叫梁静，电话136 2247 8805。",
            ),
            ("a", "好的梁小姐，订单已确认，发票随餐一起送到。"),
        ],
        "gold_fields": {
            "contact_name": "梁静",
            "phone": one_of("136 2247 8805", "13622478805"),
            "menu": one_of("标准套餐", "标准商务套餐"),
            "headcount": 32,
            "dietary": one_of("5个人吃素", "素食5份", "5份素食", "素食还是5份", "吃素", "素食"),
            "event_date": one_of("周五", "周五中午"),
            "serve_time": one_of("11点半前", "中午11点半前", "周五中午11点半前", "中午"),
            "address": one_of(
                "广州市天河区珠江新城华夏路10号富力中心15楼",
                "天河区珠江新城华夏路10号富力中心15楼",
                "华夏路10号富力中心15楼",
                "富力中心15楼",
            ),
            "invoice_to": "广州瑞丰科技有限公司",
            "price": one_of("1150元", None),
        },
        "not_active": ["1400元"],
        "probes": ["出差"],
        "gold_goals": [{"match": "团餐", "status": LIVE}],
    },
    {
        "id": "blind23-exam-zh-toefl-mum-checkup",
        "domain": "language_exam_registration",
        "schema": "ExamRegistrationState",
        "steps": [
            ("u", "你好，我想报名托福考试，北京的考点，7月份还有位置吗？"),
            (
                "a",
                "7月11号（周六）海淀区考点还有位置，7月18号朝阳区考点也有。报名费2100元，我们的代报名服务费100元。",
            ),
            ("u", "11号吧。哦等一下，11号我要陪我妈去医院复查，还是18号吧。"),
            ("a", "好的，7月18号朝阳区考点，上午8点半入场，一共2200元。"),
            (
                "u",
                "可以。我叫刘子涵，护照上的拼音是LIU ZIHAN，邮箱liuzihan2003@qq.com，电话188 1035 6672。",
            ),
            (
                "call",
                "register_exam",
                {
                    "name": "LIU ZIHAN",
                    "exam": "TOEFL iBT",
                    "centre": "朝阳区",
                    "date": "2026-07-18",
                },
                {"order_ref": "TF-0718-331", "price": "2200元"},
            ),
            ("a", "报名成功，订单号TF-0718-331，准考证考前一周发到您邮箱。"),
            ("u", "考试那天要带什么证件？"),
        ],
        "gold_fields": {
            "candidate_name": one_of("刘子涵", "LIU ZIHAN"),
            "phone": one_of("188 1035 6672", "18810356672"),
            "email": "liuzihan2003@qq.com",
            "exam": one_of("托福", "托福考试", "TOEFL iBT", "TOEFL"),
            "test_centre": one_of("朝阳区考点", "朝阳区"),
            "exam_date": one_of("7月18号", "18号", "2026-07-18"),
            "exam_time": one_of("上午8点半", "8点半", None),
            "price": one_of("2200元", None),
            "candidate_ref": one_of("TF-0718-331", None),
        },
        "not_active": ["海淀区"],
        "probes": ["复查"],
        "gold_goals": [
            {"match": "托福", "status": LIVE},
            {"match": "证件", "status": GONE},
        ],
    },
    {
        "id": "blind23-marina-zh-sailboat-bowsprit-13m",
        "domain": "marina_berth",
        "schema": "MarinaBerthState",
        "steps": [
            (
                "u",
                "你好，我想在你们码头租个泊位，船是一条12米的帆船，打算从下个月1号开始停三个月。",
            ),
            (
                "a",
                "您好，12米泊位月租6800元，三个月20400元，水电另算。按季度一次付清可以打九五折，19380元。",
            ),
            (
                "u",
                "那就季度付吧。另外我下个月中旬要去外地出差两周，船没人看，你们有代看护服务吗？",
            ),
            ("a", "有的，代看护每月800元，包括每周检查缆绳、排水和通风。"),
            ("u", "看护先要一个月吧。"),
            ("a", "好的，一共20180元。麻烦告诉我船名和您的联系方式。"),
            (
                "u",
                "船名叫“海风号”，我叫邓浩，电话139 2288 5170。对了，12米是船身，加上船首斜桅是12.8米。",
            ),
            (
                "a",
                "那要按13米泊位算，月租7400元，季度九五折21090元，加一个月看护800元，一共21890元。",
            ),
            ("u", "行，就这样定了。"),
        ],
        "gold_fields": {
            "owner_name": "邓浩",
            "phone": one_of("139 2288 5170", "13922885170"),
            "vessel_name": one_of("海风号", "“海风号”"),
            "boat": one_of("帆船", "12米的帆船"),
            "length": one_of("12.8米", "13米"),
            "arrival_date": one_of("下个月1号", "1号"),
            "months": 3,
            "extras": one_of(["代看护"], ["看护"], ["代看护服务"]),
            "payment": one_of("季度付", "季度付款", "按季度一次付清", "季度一次付清"),
            "price": one_of("21890元", None),
        },
        "not_active": ["20180元", "19380元", "20400元"],
        "probes": ["出差"],
        "gold_goals": [{"match": "泊位", "status": LIVE}],
    },
]


def build() -> list[dict[str, Any]]:
    """The set's records (English first, then Chinese)."""
    return build_set("blind23", [("en", EN), ("zh", ZH)], 24)


if __name__ == "__main__":
    write_set(Path(__file__).with_name("state_blind23.jsonl"), build())
