"""Builds ``state_blind19.jsonl``: a nineteenth blind labelled set for ``turnmem eval state``.

Hand-written for turnmem (not taken from any data set) without reading the rule folder, its
correction tests or the conversations of the earlier blind sets. 24 conversations, 16 English
and 8 Chinese, split ``blind19``, in twelve domains no earlier set used (sailing lessons,
go-karting, sports massage, drain clearance, wedding cars, butcher's orders, garage door
repair, sewing classes, firewood delivery, loft insulation, TV aerial and satellite work,
Christmas tree delivery), two conversations each, every one naming a class of
``schemas_blind19.py``. They carry asides and reasons with other days and people ("my
brother did it last summer", "the vicar's just emailed", "my boss has just moved our team
dinner to Wednesday night", "我姐姐说那天早上要带侄女去看牙", "那天上午我要去机场送我妈"),
slips corrected ("it's 07835 402 191, sorry, I always swap those"), counts that go down or up
because of others ("three of the lads are out", "跟车4辆就够了", "他同学也想来", "just the one
for reception"), one of several things dropped ("scrap the gammon", "地漏已经通了，就只弄马桶吧",
"scrap the extra point"), a request replaced by another (taster by an RYA course, canvas bag
class by a skirt class, a full load by a half load), yes/no choices set and flipped (stacking,
stand, food), prices quoted again after each change (and one change the agent never
re-prices), questions ("Is there a discount for that?", "Do I need to clear the loft?"), a
whole visit cancelled once the customer fixes the fault themselves, two phone numbers of which
the customer says which is better, and an office order whose delivery day moves at the end.
Run ``python tests/data/state/build_state_blind19.py`` to rebuild the file (deterministic).

Labelling conventions (as in ``build_state_blind18.py``):

- a field only a tool output states may be unset (``null`` in ``one_of``); a field the user
  stated (or the assistant stated and the user accepted) must be set; a schema field not listed
  must end unset (a price quoted before the order changed, and not quoted again, is listed
  nowhere, and is ``not_active``);
- ``not_active`` lists replaced, cancelled or rejected values chosen so that no true statement
  at the end needs to contain them (a reason such as "the 30th is when we're out for the team
  away day" or a negation such as "we don't need the Mercedes" is true, so neither is listed);
  a cancelled request is labelled in ``gold_goals`` as ``abandoned`` or ``absent``;
- questions and requests for information are ``absent`` goals; a request the user makes in
  the imperative is a goal (any live or done status); an offer the user has not answered sets
  nothing;
- ``probes`` name a reason the user gave for a change (a third person's constraint, a clash)
  that the final context should still hold;
- a day a tool call's arguments give in ISO form ("2026-06-13") is the same day, so it is
  accepted wherever that day is still the right one.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from turnmem.lab.state_sets import GONE, LIVE, build_set, one_of, write_set

EN: list[dict[str, Any]] = [
    # ---------------------------------------------------------------- sailing lessons
    {
        "id": "blind19-sail-en-taster-to-rya-course",
        "domain": "sailing_lessons",
        "schema": "SailingLessonState",
        "steps": [
            (
                "u",
                "Hi, we're looking at a taster sail for me and my partner at Rutland Water. Is "
                "Saturday 13 June any good?",
            ),
            (
                "a",
                "Saturday 13 June has a 2-hour taster at 10am or 2pm, £55 per person, buoyancy "
                "aids included. Wetsuits are £8 each to hire.",
            ),
            ("u", "10am please. We'll need wetsuits, neither of us owns one."),
            (
                "call",
                "book_taster",
                {"sailors": 2, "date": "2026-06-13", "time": "10:00", "wetsuits": True},
                {"booking_ref": "RW-3310", "price": "£126"},
            ),
            (
                "a",
                "Booked: 2-hour taster for two, Saturday 13 June at 10am, wetsuits included, "
                "£126. Reference RW-3310.",
            ),
            (
                "u",
                "Actually, thinking about it, we'd rather do the proper RYA Level 1 course - my "
                "brother did it last summer and said the taster's too short to learn anything. "
                "Is that on the same weekend?",
            ),
            (
                "a",
                "RYA Level 1 runs Saturday 13 and Sunday 14 June, 9:30am both days, £245 each "
                "with wetsuits included. I can switch RW-3310 over - that's £490 for the two "
                "of you.",
            ),
            ("u", "Go for it. It's Dan Whelan, best number is 07700 918 244."),
        ],
        "gold_fields": {
            "customer_name": "Dan Whelan",
            "phone": "07700 918 244",
            "venue": "Rutland Water",
            "sailors": 2,
            "course": one_of("RYA Level 1", "RYA Level 1 course"),
            "start_date": one_of(
                "Saturday 13 June", "13 June", "2026-06-13", "Saturday 13 and Sunday 14 June"
            ),
            "start_time": one_of("9:30am", "9:30"),
            "wetsuit_hire": one_of(True, None),
            "price": one_of("£490", None),
            "booking_ref": one_of("RW-3310", None),
        },
        "not_active": ["£126", "£55", "10am"],
        "probes": ["brother"],
        "gold_goals": [
            {"match": "RYA Level 1", "status": LIVE},
            {"match": "taster", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- go-karting
    {
        "id": "blind19-kart-en-stag-twelve-to-nine",
        "domain": "go_karting",
        "schema": "GoKartingState",
        "steps": [
            (
                "u",
                "Hiya, I'm organising a stag do and want to book karting for 12 at your Milton "
                "Keynes track, Friday 24 April, evening if poss.",
            ),
            (
                "a",
                "Friday 24 April we have a 7pm Grand Prix slot: 15 minutes' practice, "
                "qualifying and a 20-lap final, £69 per driver. We can add a burger-and-chips "
                "package for £9 a head.",
            ),
            ("u", "Sounds mint. Yes to the food."),
            (
                "call",
                "hold_race",
                {
                    "drivers": 12,
                    "date": "2026-04-24",
                    "time": "19:00",
                    "format": "Grand Prix",
                    "food": True,
                },
                {"booking_ref": "MK-5127", "price": "£936", "deposit": "£200"},
            ),
            (
                "a",
                "Held: Grand Prix for 12, Friday 24 April at 7pm, with food, £936. Reference "
                "MK-5127; a £200 deposit secures it.",
            ),
            (
                "u",
                "Bad news, three of the lads are out - their flights back from Dublin got moved "
                "to the Saturday morning. So 9 drivers. And the groom's vegetarian, does the "
                "food do veggie burgers?",
            ),
            (
                "a",
                "Yes, veggie burgers are no problem. 9 drivers with food comes to £702; the £200 "
                "deposit stays the same.",
            ),
            ("u", "Perfect. Put it under my name, Connor McBride - mobile's 07452 661 093."),
            (
                "a",
                "Done, Connor. MK-5127 updated: 9 drivers, Friday 24 April at 7pm, £702.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Connor McBride",
            "phone": "07452 661 093",
            "track": one_of("Milton Keynes", "Milton Keynes track"),
            "drivers": 9,
            "race_format": "Grand Prix",
            "race_date": one_of("Friday 24 April", "24 April", "2026-04-24"),
            "race_time": one_of("7pm", "19:00"),
            "food_package": True,
            "price": one_of("£702", None),
            "booking_ref": one_of("MK-5127", None),
        },
        "not_active": ["£936"],
        "probes": ["Dublin"],
        "gold_goals": [
            {"match": "karting", "status": LIVE},
            {"match": "veggie", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- sports massage
    {
        "id": "blind19-massage-en-dinner-moves-to-thursday",
        "domain": "sports_massage",
        "schema": "SportsMassageState",
        "steps": [
            (
                "u",
                "Hi, can I book a sports massage with Kerry for Wednesday? I've got the Brighton "
                "half on Sunday and my calves are wrecked.",
            ),
            (
                "a",
                "Kerry has Wednesday 8 April at 6pm or 7:15pm. 45 minutes is £50, 60 minutes is "
                "£62.",
            ),
            ("u", "7:15, 60 minutes please. Mainly calves and hamstrings."),
            (
                "call",
                "book_massage",
                {
                    "therapist": "Kerry",
                    "date": "2026-04-08",
                    "time": "19:15",
                    "minutes": 60,
                    "focus": ["calves", "hamstrings"],
                },
                {"booking_ref": "SM-2291", "price": "£62"},
            ),
            (
                "a",
                "Booked with Kerry, Wednesday 8 April at 7:15pm, 60 minutes, calves and "
                "hamstrings, £62. Reference SM-2291.",
            ),
            (
                "u",
                "Ugh, my boss has just moved our team dinner to Wednesday night. Is there "
                "anything Thursday? Doesn't have to be Kerry.",
            ),
            ("a", "Kerry's off on Thursday, but Marcus has Thursday 9 April at 6:30pm."),
            (
                "u",
                "Marcus is fine, book that. Can you make it 45 minutes then, I don't want to be "
                "too sore before the race.",
            ),
        ],
        "gold_fields": {
            "therapist": "Marcus",
            "massage_type": one_of("sports massage", "sports", None),
            "duration_minutes": 45,
            "focus_areas": one_of(["calves", "hamstrings"]),
            "appointment_date": one_of("Thursday 9 April", "9 April", "Thursday"),
            "appointment_time": one_of("6:30pm", "6:30"),
            "price": one_of("£50", None),
            "booking_ref": one_of("SM-2291", None),
        },
        "not_active": ["£62", "7:15pm", "Wednesday 8 April"],
        "probes": ["team dinner", "Brighton half"],
        "gold_goals": [{"match": "massage", "status": LIVE}],
    },
    # ---------------------------------------------------------------- drain clearance
    {
        "id": "blind19-drain-en-sink-and-gully-phone-slip",
        "domain": "drain_clearance",
        "schema": "DrainClearanceState",
        "steps": [
            (
                "u",
                "Hi, my kitchen sink's completely blocked and now the outside drain by the back "
                "door is overflowing. Can someone come out today? 22 Fenwick Road, Leeds LS6 2QT.",
            ),
            (
                "a",
                "We can get an engineer to you between 2 and 4 this afternoon. Call-out "
                "including the first hour is £95, then £40 per half hour after that. If it "
                "keeps happening, a CCTV drain survey is £150.",
            ),
            ("u", "Today 2-4 is great. Skip the survey for now, just get it flowing."),
            (
                "call",
                "book_job",
                {
                    "address": "22 Fenwick Road, Leeds LS6 2QT",
                    "date": "2026-01-20",
                    "slot": "14:00-16:00",
                    "cctv": False,
                },
                {"job_ref": "DR-66014", "engineer": "Gary"},
            ),
            (
                "a",
                "Gary will be with you between 2 and 4 today, Tuesday 20 January. Job DR-66014, "
                "call-out from £95.",
            ),
            (
                "u",
                "Thanks. My neighbour at number 24 says hers has been slow too, we might share a "
                "drain - if so can he do both and we split it? I'm Helen Achterberg, 0113 496 "
                "0271 - sorry, no, 0113 496 0217.",
            ),
            (
                "a",
                "If it's a shared run Gary can clear it in one go and we'll split the invoice "
                "between you. I've added a note to DR-66014 with 0113 496 0217.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Helen Achterberg",
            "phone": "0113 496 0217",
            "address": one_of(
                "22 Fenwick Road, Leeds LS6 2QT", "22 Fenwick Road, Leeds", "22 Fenwick Road"
            ),
            "problems": one_of(["kitchen sink", "outside drain"], ["sink", "drain"]),
            "cctv_survey": False,
            "visit_date": one_of("today", "Tuesday 20 January", "20 January", "2026-01-20"),
            "visit_time": one_of(
                "between 2 and 4", "2 and 4", "2-4", "14:00-16:00", "between 2 and 4 today"
            ),
            "price": one_of("£95", "from £95", None),
            "job_ref": one_of("DR-66014", None),
        },
        "not_active": ["0113 496 0271"],
        "probes": ["number 24"],
        "gold_goals": [{"match": "survey", "status": GONE}],
    },
    # ---------------------------------------------------------------- wedding cars
    {
        "id": "blind19-weddingcar-en-later-ceremony-one-car",
        "domain": "wedding_car_hire",
        "schema": "WeddingCarState",
        "steps": [
            (
                "u",
                "Hi, we're getting married on Saturday 5 September and would love a white "
                "Rolls-Royce Phantom for the bride. Pick-up from my mum's house, 9 Elm Close, "
                "Harrogate, at 1:15 for a 2pm ceremony at St Wilfrid's.",
            ),
            (
                "a",
                "The Phantom is free on 5 September. Our wedding package is 3 hours with a "
                "chauffeur, ivory ribbons and champagne: £495.",
            ),
            ("u", "Lovely. Could we also get a second car for the bridesmaids? Something cheaper."),
            (
                "a",
                "A white Mercedes E-Class for the bridesmaids would be £275 for the same 3 "
                "hours, so £770 for both.",
            ),
            (
                "call",
                "hold_cars",
                {
                    "cars": ["Rolls-Royce Phantom", "Mercedes E-Class"],
                    "date": "2026-09-05",
                    "pickup": "9 Elm Close, Harrogate",
                    "time": "13:15",
                },
                {"booking_ref": "WC-7719", "deposit": "£150"},
            ),
            (
                "a",
                "Both cars are held for Saturday 5 September, collecting from 9 Elm Close at "
                "1:15pm. Reference WC-7719; a £150 deposit confirms it.",
            ),
            (
                "u",
                "Ah, the vicar's just emailed - the ceremony's been pushed to 2:30 because of a "
                "funeral earlier that day, so pick-up at 1:45 instead please. And my sister says "
                "she'll drive the bridesmaids in her car, so we don't need the Mercedes after "
                "all.",
            ),
            (
                "a",
                "Updated: just the Phantom, pick-up at 1:45pm from 9 Elm Close on Saturday 5 "
                "September, £495. Reference WC-7719.",
            ),
        ],
        "gold_fields": {
            "lead_car": one_of("white Rolls-Royce Phantom", "Rolls-Royce Phantom", "Phantom"),
            "follow_cars": one_of(0, None),
            "wedding_date": one_of("Saturday 5 September", "5 September", "2026-09-05"),
            "pickup_address": one_of("9 Elm Close, Harrogate", "9 Elm Close"),
            "pickup_time": one_of("1:45", "1:45pm"),
            "ceremony_venue": "St Wilfrid's",
            "hours": one_of(3, None),
            "decorations": one_of(True, None),
            "price": one_of("£495", None),
            "booking_ref": one_of("WC-7719", None),
        },
        "not_active": ["£770", "1:15", "2pm"],
        "probes": ["funeral", "sister"],
        "gold_goals": [
            {"match": "Phantom", "status": LIVE},
            {"match": "Mercedes", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- butcher's order
    {
        "id": "blind19-butcher-en-turkey-smaller-no-gammon",
        "domain": "butcher_order",
        "schema": "ButcherOrderState",
        "steps": [
            (
                "u",
                "Hello, I'd like to order a Christmas turkey to collect on Christmas Eve. "
                "There'll be 8 of us.",
            ),
            (
                "a",
                "For 8 we'd suggest a 6kg free-range bronze turkey, £84. Christmas Eve "
                "collection slots are 8-10am, 10-12 or 12-2.",
            ),
            (
                "u",
                "10-12 please. And 2kg of pigs in blankets, and a gammon joint for Boxing Day.",
            ),
            (
                "a",
                "Pigs in blankets are £16 a kilo, so £32, and a 2kg gammon is £28. That's £144 "
                "altogether.",
            ),
            (
                "call",
                "place_order",
                {
                    "meats": ["6kg bronze turkey", "2kg pigs in blankets", "2kg gammon"],
                    "collection": "2026-12-24",
                    "slot": "10:00-12:00",
                },
                {"order_ref": "XM-0412", "price": "£144"},
            ),
            (
                "a",
                "Order XM-0412: turkey, pigs in blankets and gammon, collecting Thursday 24 "
                "December between 10 and 12. £144, pay on collection.",
            ),
            (
                "u",
                "Oh, my in-laws have just said they're going to her sister's in Bath for "
                "Christmas Day, so it's 6 of us now. Can we drop to a 5kg turkey? And scrap the "
                "gammon, we'll be at theirs on Boxing Day anyway.",
            ),
        ],
        "gold_fields": {
            "meats": one_of(["turkey", "pigs in blankets"]),
            "bird_weight": "5kg",
            "guests": 6,
            "collection_date": one_of(
                "Christmas Eve", "Thursday 24 December", "24 December", "2026-12-24"
            ),
            "collection_slot": one_of("10-12", "between 10 and 12", "10:00-12:00"),
            "order_ref": one_of("XM-0412", None),
        },
        "not_active": ["£144", "£84", "6kg"],
        "probes": ["Bath"],
        "gold_goals": [
            {"match": "turkey", "status": LIVE},
            {"match": "gammon", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- garage door repair
    {
        "id": "blind19-garage-en-springs-back-to-friday",
        "domain": "garage_door_repair",
        "schema": "GarageDoorState",
        "steps": [
            (
                "u",
                "Hi, my up-and-over garage door won't open, I think the spring's gone - there "
                "was a massive bang last night. It's a Garador, about 15 years old.",
            ),
            (
                "a",
                "Sounds like a snapped spring. We can replace both springs for £165 fitted. If "
                "you'd rather go electric, a retrofit motor with two remotes is £695.",
            ),
            ("u", "Just the springs for now. When can you come?"),
            ("a", "Friday 16 October, 8am to 12, or Monday 19 October in the afternoon."),
            ("u", "Monday afternoon please, I'm working from home then."),
            (
                "call",
                "book_job",
                {
                    "door": "Garador up-and-over",
                    "job": "replace springs",
                    "date": "2026-10-19",
                    "slot": "12:00-17:00",
                },
                {"job_ref": "GD-20871", "price": "£165"},
            ),
            (
                "a",
                "Booked: spring replacement on your Garador up-and-over, Monday 19 October, 12 "
                "to 5. £165. Job GD-20871.",
            ),
            (
                "u",
                "Hang on, my wife's car is stuck in the garage and she needs it Friday night for "
                "her mum's. Can we do the Friday morning after all? Address is 31 Quarry Lane, "
                "Stockport SK4 3DW, and I'm Raj - Raj Patel, 0161 555 0382 or 07911 204 657, "
                "the mobile's better.",
            ),
            (
                "a",
                "Moved to Friday 16 October, 8am to 12, at 31 Quarry Lane. I've put your mobile "
                "on the job.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Raj Patel",
            "phone": "07911 204 657",
            "address": one_of(
                "31 Quarry Lane, Stockport SK4 3DW", "31 Quarry Lane, Stockport", "31 Quarry Lane"
            ),
            "door_type": one_of("up-and-over", "Garador up-and-over", "Garador"),
            "fault": one_of("spring's gone", "snapped spring", "won't open", None),
            "jobs": one_of(["springs"], ["spring"]),
            "visit_date": one_of("Friday 16 October", "16 October", "Friday"),
            "visit_time": one_of("8am to 12", "Friday morning", "morning", "8:00-12:00"),
            "price": one_of("£165", None),
            "job_ref": one_of("GD-20871", None),
        },
        "not_active": ["Monday 19 October", "£695"],
        "probes": ["her mum's"],
        "gold_goals": [
            {"match": "motor", "status": GONE},
            {"match": "spring", "status": LIVE},
        ],
    },
    # ---------------------------------------------------------------- sewing class
    {
        "id": "blind19-sewing-en-netball-moves-to-sunday",
        "domain": "sewing_class",
        "schema": "SewingClassState",
        "steps": [
            (
                "u",
                "Hi! I'd like to book two places on your beginners' sewing machine workshop, me "
                "and my daughter Ellie. She's 14 - is that OK?",
            ),
            (
                "a",
                "Yes, 12 and over is fine with an adult. The next beginners' workshop is "
                "Saturday 7 March, 10am-1pm, £45 each, machines and fabric provided. There's "
                "also Sunday 15 March, 2-5pm.",
            ),
            ("u", "The 7th please."),
            (
                "call",
                "book_class",
                {
                    "class": "Beginners' sewing machine workshop",
                    "date": "2026-03-07",
                    "time": "10:00",
                    "students": 2,
                },
                {"booking_ref": "SEW-3071", "price": "£90"},
            ),
            ("a", "Booked: two places, Saturday 7 March, 10am-1pm, £90. Reference SEW-3071."),
            (
                "u",
                "Sorry, just checked the calendar - Ellie's got a netball match on the 7th. Can "
                "we switch to the Sunday one? Also we'd like to bring our own machine, my mum's "
                "old Singer - is there a discount for that?",
            ),
            (
                "a",
                "Switched to Sunday 15 March, 2-5pm. Bringing your own machine is fine, but "
                "there's no discount, I'm afraid - still £90.",
            ),
            (
                "u",
                "No worries, thanks! Name on the booking's Naomi Brightwell, and my number is "
                "07812 667030.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Naomi Brightwell",
            "phone": "07812 667030",
            "class_name": one_of(
                "beginners' sewing machine workshop",
                "beginners' workshop",
                "sewing machine workshop",
            ),
            "students": 2,
            "class_date": one_of("Sunday 15 March", "15 March", "Sunday"),
            "class_time": one_of("2-5pm", "2pm", "2-5"),
            "own_machine": True,
            "price": one_of("£90", None),
            "booking_ref": one_of("SEW-3071", None),
        },
        "not_active": ["Saturday 7 March", "10am"],
        "probes": ["netball"],
        "gold_goals": [
            {"match": "workshop", "status": LIVE},
            {"match": "discount", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- firewood delivery
    {
        "id": "blind19-firewood-en-kindling-and-stacking-after-all",
        "domain": "firewood_delivery",
        "schema": "FirewoodState",
        "steps": [
            ("u", "Hi, do you deliver to Hebden Bridge? I need logs for a wood burner."),
            (
                "a",
                "We do. Kiln-dried hardwood is £120 a cubic metre bag, seasoned ash £95. "
                "Delivery is free within 15 miles. Stacking is £20 extra.",
            ),
            (
                "u",
                "Kiln-dried please, two bags. Don't need it stacked, my lad will do it. Address "
                "is Hillcrest Cottage, Heptonstall Road, HX7 7LU.",
            ),
            (
                "call",
                "place_order",
                {
                    "wood": "kiln-dried hardwood",
                    "bags": 2,
                    "stacking": False,
                    "address": "Hillcrest Cottage, Heptonstall Road, HX7 7LU",
                },
                {"order_ref": "LG-1940", "price": "£240", "delivery": "Wednesday 4 November"},
            ),
            (
                "a",
                "Order LG-1940: two bags of kiln-dried hardwood, delivered Wednesday 4 November, "
                "£240. Would you like a net of kindling for £6?",
            ),
            (
                "u",
                "Go on then, add the kindling. And actually I'll have it stacked - my lad's just "
                "told me he's away at uni that week.",
            ),
            (
                "a",
                "Done: kindling and stacking added, £266 in all. Still Wednesday 4 November.",
            ),
        ],
        "gold_fields": {
            "address": one_of(
                "Hillcrest Cottage, Heptonstall Road, HX7 7LU",
                "Hillcrest Cottage, Heptonstall Road",
                "Hillcrest Cottage",
            ),
            "wood_type": one_of("kiln-dried hardwood", "kiln-dried"),
            "quantity": one_of("two bags", "2 bags"),
            "stacking": True,
            "kindling": True,
            "delivery_date": one_of("Wednesday 4 November", "4 November", None),
            "price": one_of("£266", None),
            "order_ref": one_of("LG-1940", None),
        },
        "not_active": ["£240"],
        "probes": ["uni"],
        "gold_goals": [{"match": "kindling", "status": LIVE}],
    },
    {
        "id": "blind19-firewood-en-full-to-half-load-phone-swap",
        "domain": "firewood_delivery",
        "schema": "FirewoodState",
        "steps": [
            (
                "u",
                "Hello, I'd like a load of seasoned logs delivered to 4 Mill Row, Kendal LA9 "
                "4QB. What sizes do you do?",
            ),
            (
                "a",
                "Seasoned mixed hardwood comes as a half load (about 1.5 cubic metres) for £145 "
                "or a full load (about 3 cubic metres) for £260. Our next round your way is "
                "Saturday 21 November.",
            ),
            (
                "u",
                "Full load. Saturday's fine, someone will be in. I'm Gwen Arkwright, 07835 402 "
                "119.",
            ),
            (
                "call",
                "place_order",
                {
                    "wood": "seasoned mixed hardwood",
                    "load": "full",
                    "address": "4 Mill Row, Kendal LA9 4QB",
                    "date": "2026-11-21",
                },
                {"order_ref": "KW-8802", "price": "£260"},
            ),
            (
                "a",
                "Order KW-8802: a full load of seasoned mixed hardwood to 4 Mill Row, Saturday "
                "21 November, £260.",
            ),
            (
                "u",
                "Oh, wrong number - it's 07835 402 191, sorry, I always swap those. And thinking "
                "about the space in the shed, better make it a half load, I've still got some "
                "from last year.",
            ),
            (
                "a",
                "Updated: half load, £145, Saturday 21 November. Phone changed to 07835 402 191.",
            ),
            ("u", "Can the driver tip it by the back gate? The front's all steps."),
        ],
        "gold_fields": {
            "customer_name": "Gwen Arkwright",
            "phone": "07835 402 191",
            "address": one_of("4 Mill Row, Kendal LA9 4QB", "4 Mill Row, Kendal", "4 Mill Row"),
            "wood_type": one_of("seasoned mixed hardwood", "seasoned logs", "seasoned"),
            "quantity": one_of("half load", "half"),
            "delivery_date": one_of("Saturday 21 November", "21 November", "Saturday"),
            "price": one_of("£145", None),
            "order_ref": one_of("KW-8802", None),
        },
        "not_active": ["07835 402 119", "£260", "full load"],
        "probes": ["shed"],
        "gold_goals": [{"match": "logs", "status": LIVE}],
    },
    # ---------------------------------------------------------------- loft insulation
    {
        "id": "blind19-loft-en-survey-boarding-grows",
        "domain": "loft_insulation",
        "schema": "LoftInsulationState",
        "steps": [
            (
                "u",
                "Hi, I'm after a quote for topping up my loft insulation. There's about 100mm up "
                "there at the moment. It's a 3-bed semi, 17 Ashdown Avenue, Swindon SN3 1HR.",
            ),
            (
                "a",
                "Most people top up to 270mm. For a 3-bed semi that's usually around 45 square "
                "metres, £480 supplied and fitted. We'd do a free survey first to check for damp "
                "and wiring.",
            ),
            ("u", "OK, let's book the survey. I'm free Tuesday afternoons."),
            (
                "call",
                "book_survey",
                {
                    "address": "17 Ashdown Avenue, Swindon SN3 1HR",
                    "date": "2026-02-03",
                    "slot": "13:00-17:00",
                },
                {"quote_ref": "LI-5530", "surveyor": "Nadia"},
            ),
            (
                "a",
                "Nadia will survey on Tuesday 3 February between 1 and 5. Quote reference LI-5530.",
            ),
            (
                "u",
                "Great. I'd also like part of it boarded so I can store the Christmas stuff - "
                "maybe 10 square metres around the hatch. Would that still be OK with the "
                "thicker insulation?",
            ),
            (
                "a",
                "Yes, we'd use raised loft legs so the insulation isn't squashed. 10 square "
                "metres of boarding on legs is £390, so £870 with the top-up.",
            ),
            (
                "u",
                "Make it 15 square metres of boarding - my partner wants to put the camping gear "
                "up there too.",
            ),
            (
                "a",
                "15 square metres of boarding is £585, so £1,065 in total. Nadia will confirm "
                "the measurements on the day.",
            ),
        ],
        "gold_fields": {
            "address": one_of(
                "17 Ashdown Avenue, Swindon SN3 1HR",
                "17 Ashdown Avenue, Swindon",
                "17 Ashdown Avenue",
            ),
            "current_depth_mm": 100,
            "target_depth_mm": one_of(270, None),
            "area_sqm": one_of(45, None),
            "boarding": True,
            "boarding_sqm": 15,
            "survey_date": one_of("Tuesday 3 February", "3 February", "2026-02-03", "Tuesday"),
            "survey_time": one_of(
                "between 1 and 5", "1 and 5", "13:00-17:00", "afternoon", "Tuesday afternoons", None
            ),
            "price": one_of("£1,065", None),
            "quote_ref": one_of("LI-5530", None),
        },
        "not_active": ["£870", "£390"],
        "probes": ["camping gear"],
        "gold_goals": [
            {"match": "survey", "status": LIVE},
            {"match": "board", "status": LIVE},
        ],
    },
    {
        "id": "blind19-loft-en-no-boarding-install-moved",
        "domain": "loft_insulation",
        "schema": "LoftInsulationState",
        "steps": [
            (
                "u",
                "Hello, we had your surveyor round last week, reference LI-6102. I want to go "
                "ahead with the 270mm top-up but without the boarding after all.",
            ),
            (
                "a",
                "No problem. Without boarding, your quote for 38 square metres at 270mm is £410. "
                "Installation dates available: Thursday 19 March or Monday 23 March.",
            ),
            ("u", "Thursday 19th please. Do I need to clear the loft?"),
            (
                "a",
                "Yes, please clear anything stored up there. The fitters arrive around 8:30 and "
                "it takes about half a day.",
            ),
            (
                "call",
                "book_install",
                {"quote_ref": "LI-6102", "date": "2026-03-19", "boarding": False},
                {"status": "booked", "price": "£410"},
            ),
            ("a", "Booked for Thursday 19 March from 8:30, £410."),
            (
                "u",
                "Actually can we do Monday 23rd instead? I'm off work that day so I can be in - "
                "on the 19th I'd have had to ask my neighbour to let them in. It's Ruth Okonjo, "
                "phone's 01793 612448.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Ruth Okonjo",
            "phone": "01793 612448",
            "target_depth_mm": 270,
            "area_sqm": one_of(38, None),
            "boarding": False,
            "install_date": one_of("Monday 23rd", "Monday 23 March", "23 March", "Monday"),
            "price": one_of("£410", None),
            "quote_ref": "LI-6102",
        },
        "not_active": ["Thursday 19 March"],
        "probes": ["off work"],
        "gold_goals": [{"match": "clear the loft", "status": GONE}],
    },
    # ---------------------------------------------------------------- aerial and satellite
    {
        "id": "blind19-aerial-en-storm-extra-point-dropped",
        "domain": "aerial_install",
        "schema": "AerialInstallState",
        "steps": [
            (
                "u",
                "Hi, the storm's bent our TV aerial on the chimney and we've lost most Freeview "
                "channels. Can you replace it?",
            ),
            (
                "a",
                "Yes - a new high-gain aerial with bracket and cable is £180 fitted. We can also "
                "add extra TV points, £60 each.",
            ),
            ("u", "New aerial please, and one extra point in the back bedroom for my son."),
            (
                "call",
                "book_job",
                {"jobs": ["replace aerial", "extra TV point"], "date": "2026-12-09", "slot": "AM"},
                {"job_ref": "AE-3391", "price": "£240"},
            ),
            (
                "a",
                "Booked: new aerial plus one extra point, Wednesday 9 December in the morning, "
                "£240. Job AE-3391. What's the address?",
            ),
            ("u", "12 Bramble Court, Ipswich IP4 2NN. And my name's Dev Sharma, 07487 210 635."),
            ("a", "Thanks, Dev. Will someone be in from 8am?"),
            (
                "u",
                "Yes, my wife works from home on Wednesdays. Oh, and scrap the extra point - my "
                "son's decided he'd rather just watch on his laptop.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Dev Sharma",
            "phone": "07487 210 635",
            "address": one_of(
                "12 Bramble Court, Ipswich IP4 2NN", "12 Bramble Court, Ipswich", "12 Bramble Court"
            ),
            "jobs": one_of(["aerial"]),
            "extra_points": one_of(0, None),
            "visit_date": one_of("Wednesday 9 December", "9 December", "Wednesday", "2026-12-09"),
            "visit_time": one_of("morning", "in the morning", "from 8am", "8am"),
            "price": one_of("£180", None),
            "job_ref": one_of("AE-3391", None),
        },
        "not_active": ["£240"],
        "probes": ["laptop"],
        "gold_goals": [{"match": "extra point", "status": GONE}],
    },
    {
        "id": "blind19-aerial-en-dish-move-before-renderers",
        "domain": "aerial_install",
        "schema": "AerialInstallState",
        "steps": [
            (
                "u",
                "Hello, we're having the house rendered next month and need our Sky dish taken "
                "off the front wall and moved round to the side. Do you do that?",
            ),
            (
                "a",
                "We do. Taking the dish down, refitting it on a new bracket and realigning it is "
                "£95. If the cable needs extending it's £15 a metre.",
            ),
            (
                "u",
                "Probably 3 metres of cable. The renderers start on Monday 8 June, so ideally "
                "before that.",
            ),
            ("a", "We could do Thursday 4 June, 1-5pm, or Friday 5 June, 8am-12."),
            ("u", "Thursday please."),
            (
                "call",
                "book_job",
                {
                    "job": "move satellite dish",
                    "cable_m": 3,
                    "date": "2026-06-04",
                    "slot": "13:00-17:00",
                },
                {"job_ref": "AE-4120", "price": "£140"},
            ),
            (
                "a",
                "Booked Thursday 4 June, 1-5pm: dish moved to the side wall, 3 metres of cable, "
                "£140. Job AE-4120.",
            ),
            (
                "u",
                "Ugh, the renderers have just texted - they're starting on Thursday 4th now, so "
                "that's no good. Is Tuesday 2 June possible?",
            ),
            ("a", "Tuesday 2 June, 8am-12, is free - I've moved AE-4120 to that."),
            (
                "u",
                "Brilliant. The address is 8 Larch Drive, Colchester CO3 9PL, and I'm Sue - "
                "Susan Greaves. 01206 331 870.",
            ),
        ],
        "gold_fields": {
            "customer_name": one_of("Susan Greaves", "Sue Greaves"),
            "phone": "01206 331 870",
            "address": one_of(
                "8 Larch Drive, Colchester CO3 9PL", "8 Larch Drive, Colchester", "8 Larch Drive"
            ),
            "jobs": one_of(["dish"]),
            "cable_metres": 3,
            "visit_date": one_of("Tuesday 2 June", "2 June"),
            "visit_time": one_of("8am-12", "8am"),
            "price": one_of("£140", None),
            "job_ref": one_of("AE-4120", None),
        },
        "not_active": ["Thursday 4 June", "1-5pm"],
        "probes": ["render"],
        "gold_goals": [{"match": "dish", "status": LIVE}],
    },
    # ---------------------------------------------------------------- Christmas trees
    {
        "id": "blind19-xmastree-en-low-ceiling-no-stand",
        "domain": "christmas_tree_delivery",
        "schema": "ChristmasTreeState",
        "steps": [
            (
                "u",
                "Hi, I'd like a Nordmann fir delivered, 7ft please, to 3 Willow Mews, Bristol BS6 "
                "5AG.",
            ),
            (
                "a",
                "A 7ft Nordmann is £75 and delivery in Bristol is £10. A stand is £25, and we can "
                "collect the tree for recycling in January for £10.",
            ),
            ("u", "Yes to the stand and the January collection. Can it come Saturday 5 December?"),
            (
                "call",
                "place_order",
                {
                    "tree": "Nordmann fir",
                    "height": "7ft",
                    "stand": True,
                    "collection": True,
                    "date": "2026-12-05",
                },
                {"order_ref": "XT-2217", "price": "£120", "slot": "9am-1pm"},
            ),
            (
                "a",
                "Order XT-2217: 7ft Nordmann with stand, delivered Saturday 5 December, 9am-1pm, "
                "collected in January. £120.",
            ),
            (
                "u",
                "I've just measured the ceiling in the new flat - it's only 2.3 metres, so a 7ft "
                "tree plus the stand won't fit. Better do a 6ft. And my flatmate already has a "
                "stand, so we don't need that.",
            ),
            (
                "a",
                "A 6ft Nordmann is £60, so with delivery and the January collection that's £80. "
                "Same slot, Saturday 5 December, 9am-1pm.",
            ),
        ],
        "gold_fields": {
            "address": one_of(
                "3 Willow Mews, Bristol BS6 5AG", "3 Willow Mews, Bristol", "3 Willow Mews"
            ),
            "tree_type": one_of("Nordmann fir", "Nordmann"),
            "tree_height": "6ft",
            "trees": one_of(1, None),
            "stand": False,
            "january_collection": True,
            "delivery_date": one_of("Saturday 5 December", "5 December", "2026-12-05"),
            "delivery_slot": one_of("9am-1pm", None),
            "price": one_of("£80", None),
            "order_ref": one_of("XT-2217", None),
        },
        "not_active": ["£120", "£75"],
        "probes": ["ceiling", "flatmate"],
        "gold_goals": [{"match": "stand", "status": GONE}],
    },
    {
        "id": "blind19-xmastree-en-office-one-tree-new-day",
        "domain": "christmas_tree_delivery",
        "schema": "ChristmasTreeState",
        "steps": [
            (
                "u",
                "Hello, I'm ordering trees for our office - Harbour Design, 2nd floor, 40 Quay "
                "Street, Manchester M3 3HN. Two 8ft Nordmanns for reception and the meeting "
                "room, delivered Monday 30 November.",
            ),
            (
                "a",
                "Two 8ft Nordmann firs are £95 each, stands £25 each, and office delivery is "
                "£20: £260. Would you like them dressed? Our team can decorate for £120 a tree.",
            ),
            (
                "u",
                "Stands yes, no decorating - the team likes to do it themselves with mince pies.",
            ),
            (
                "call",
                "place_order",
                {
                    "trees": 2,
                    "tree": "Nordmann fir",
                    "height": "8ft",
                    "stand": True,
                    "decorating": False,
                    "date": "2026-11-30",
                },
                {"order_ref": "XT-3054", "price": "£260", "slot": "8am-10am"},
            ),
            (
                "a",
                "Order XT-3054: two 8ft Nordmanns with stands, Monday 30 November, 8-10am, £260.",
            ),
            (
                "u",
                "Quick update from the office manager - the meeting room's too small, so just "
                "the one for reception. And can the invoice go to accounts@harbourdesign.co.uk? "
                "My name's Imogen Hart, 0161 496 0844 is the office line.",
            ),
            (
                "a",
                "Done, Imogen: one 8ft Nordmann with stand for reception, £140. Invoice to "
                "accounts@harbourdesign.co.uk.",
            ),
            (
                "u",
                "Thanks. Can we do the 1st of December instead? The 30th is when we're all out "
                "for the team away day.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Imogen Hart",
            "phone": "0161 496 0844",
            "invoice_email": "accounts@harbourdesign.co.uk",
            "address": one_of(
                "Harbour Design, 2nd floor, 40 Quay Street, Manchester M3 3HN",
                "2nd floor, 40 Quay Street, Manchester M3 3HN",
                "40 Quay Street, Manchester M3 3HN",
                "40 Quay Street, Manchester",
                "40 Quay Street",
            ),
            "trees": 1,
            "tree_type": one_of("Nordmann", "Nordmann fir"),
            "tree_height": "8ft",
            "stand": True,
            "decorating": False,
            "delivery_date": one_of("the 1st of December", "1st of December", "1 December"),
            "delivery_slot": one_of("8-10am", "8am-10am", None),
            "price": one_of("£140", None),
            "order_ref": one_of("XT-3054", None),
        },
        "not_active": ["£260", "Monday 30 November"],
        "probes": ["away day"],
        "gold_goals": [{"match": "decorat", "status": GONE}],
    },
]

ZH: list[dict[str, Any]] = [
    {
        "id": "blind19-sail-zh-niece-joins-time-moved",
        "domain": "sailing_lessons",
        "schema": "SailingLessonState",
        "steps": [
            (
                "u",
                "你好，我想在青岛奥帆中心给我儿子报一个帆船体验课，他10岁，5月1号上午可以吗？",
            ),
            ("a", "5月1号上午9点和11点都有位置，青少年体验课每人280元，时长2小时，含救生衣。"),
            ("u", "9点吧。哦对了，我侄女也想去，她12岁，一起报两个人。"),
            (
                "call",
                "book_trial",
                {"sailors": 2, "date": "2026-05-01", "time": "09:00", "type": "青少年体验课"},
                {"booking_ref": "QD-7702", "price": "560元"},
            ),
            ("a", "已预约5月1号上午9点青少年帆船体验课，两位，共560元，预约号QD-7702。"),
            ("u", "不好意思，我姐姐说那天早上要带侄女去看牙，改到11点行吗？"),
            ("a", "可以，已改到5月1号上午11点，两位，价格不变，还是560元。请问联系人姓名和电话？"),
            ("u", "李婷，手机139 2104 6685。"),
        ],
        "gold_fields": {
            "customer_name": "李婷",
            "phone": one_of("139 2104 6685", "13921046685"),
            "venue": one_of("青岛奥帆中心", "奥帆中心"),
            "sailors": 2,
            "course": one_of("青少年体验课", "帆船体验课", "青少年帆船体验课", "体验课"),
            "start_date": one_of("5月1号", "2026-05-01"),
            "start_time": one_of("上午11点", "11点", "11:00"),
            "price": one_of("560元", None),
            "booking_ref": one_of("QD-7702", None),
        },
        "not_active": ["上午9点"],
        "probes": ["看牙"],
        "gold_goals": [{"match": "体验课", "status": LIVE}],
    },
    {
        "id": "blind19-kart-zh-classmate-joins-no-food",
        "domain": "go_karting",
        "schema": "GoKartingState",
        "steps": [
            ("u", "你好，周日下午想带两个孩子去玩卡丁车，一个9岁一个13岁，可以吗？"),
            (
                "a",
                "可以。这周日4月19号下午有场次，9岁可以开儿童车，13岁可以开青少年车，"
                "每人每节10分钟120元。",
            ),
            ("u", "那就下午3点，每人两节。"),
            (
                "call",
                "book_karts",
                {"drivers": 2, "date": "2026-04-19", "time": "15:00", "sessions": 2},
                {"booking_ref": "KT-0419-22", "price": "480元"},
            ),
            (
                "a",
                "已预约4月19号周日下午3点，两位，每人两节，共480元，预约号KT-0419-22。"
                "需要加套餐吗？饮料加小吃每人25元。",
            ),
            ("u", "不用了。另外老大说他同学也想来，也是13岁，能加一个人吗？"),
            ("a", "可以，加一位青少年车两节240元，三位一共720元，时间不变。"),
        ],
        "gold_fields": {
            "drivers": 3,
            "sessions": 2,
            "race_date": one_of("周日", "这周日", "4月19号", "2026-04-19"),
            "race_time": one_of("下午3点", "3点", "15:00"),
            "food_package": False,
            "price": one_of("720元", None),
            "booking_ref": one_of("KT-0419-22", None),
        },
        "not_active": ["480元"],
        "probes": ["同学"],
        "gold_goals": [
            {"match": "卡丁车", "status": LIVE},
            {"match": "套餐", "status": GONE},
        ],
    },
    {
        "id": "blind19-massage-zh-husband-added-half-hour-later",
        "domain": "sports_massage",
        "schema": "SportsMassageState",
        "steps": [
            ("u", "你好，我想约明天晚上的推拿，肩颈不舒服，一个小时多少钱？"),
            (
                "a",
                "明天3月12号晚上有位置，全身推拿60分钟168元，肩颈专项45分钟128元。您想约几点？",
            ),
            ("u", "肩颈专项吧，晚上8点。"),
            (
                "call",
                "book_massage",
                {"type": "肩颈专项", "date": "2026-03-12", "time": "20:00", "minutes": 45},
                {"booking_ref": "TN-8816", "price": "128元", "therapist": "王师傅"},
            ),
            ("a", "已为您预约3月12号晚上8点肩颈专项45分钟，王师傅，128元，预约号TN-8816。"),
            (
                "u",
                "我老公也想去，他也是肩颈的问题，天天对着电脑。不过他8点下班赶不过来，"
                "我们俩改成8点半一起做吧。我姓陈，电话是186-0217-5530。",
            ),
            (
                "a",
                "可以，改到晚上8点半，两位肩颈专项各45分钟，两位师傅同时做，一共256元。"
                "陈女士，已经帮您登记好了。",
            ),
        ],
        "gold_fields": {
            "customer_name": one_of("陈", "陈女士"),
            "phone": one_of("186-0217-5530", "18602175530"),
            "therapist": one_of("王师傅", None),
            "massage_type": one_of("肩颈专项", "肩颈"),
            "duration_minutes": 45,
            "people": 2,
            "focus_areas": one_of(["肩颈"], []),
            "appointment_date": one_of("明天", "3月12号", "2026-03-12"),
            "appointment_time": one_of("晚上8点半", "8点半", "20:30"),
            "price": one_of("256元", None),
            "booking_ref": one_of("TN-8816", None),
        },
        "not_active": [],
        "probes": ["下班"],
        "gold_goals": [{"match": "推拿", "status": LIVE}],
    },
    {
        "id": "blind19-drain-zh-floor-drain-cleared-itself",
        "domain": "drain_clearance",
        "schema": "DrainClearanceState",
        "steps": [
            (
                "u",
                "师傅你好，我家卫生间马桶堵了，地漏也往上冒水，能上门疏通吗？地址是杭州市西湖区"
                "文三路88号3单元501。",
            ),
            ("a", "可以的，马桶疏通含上门费一共150元，地漏疏通80元。今天下午5点以后可以到。"),
            ("u", "今天下午我要接孩子，明天上午行吗？"),
            ("a", "明天1月8号上午9点到11点之间可以。"),
            (
                "call",
                "book_job",
                {
                    "address": "杭州市西湖区文三路88号3单元501",
                    "date": "2026-01-08",
                    "slot": "09:00-11:00",
                    "jobs": ["马桶", "地漏"],
                },
                {"job_ref": "HZ-3057", "price": "230元"},
            ),
            ("a", "已安排明天上午9点到11点上门，马桶和地漏一起疏通，230元，单号HZ-3057。"),
            ("u", "刚才我老公试了一下，地漏已经通了，就只弄马桶吧。我姓周，电话13857102264。"),
        ],
        "gold_fields": {
            "customer_name": "周",
            "phone": "13857102264",
            "address": one_of(
                "杭州市西湖区文三路88号3单元501", "西湖区文三路88号3单元501", "文三路88号3单元501"
            ),
            "problems": one_of(["马桶"]),
            "visit_date": one_of("明天", "1月8号", "2026-01-08"),
            "visit_time": one_of("上午9点到11点", "9点到11点", "上午9点到11点之间", "09:00-11:00"),
            "price": one_of("150元", None),
            "job_ref": one_of("HZ-3057", None),
        },
        "not_active": ["230元", "下午5点"],
        "probes": ["接孩子"],
        "gold_goals": [
            {"match": "地漏", "status": GONE},
            {"match": "马桶", "status": LIVE},
        ],
    },
    {
        "id": "blind19-weddingcar-zh-fewer-cars-earlier-start",
        "domain": "wedding_car_hire",
        "schema": "WeddingCarState",
        "steps": [
            (
                "u",
                "你好，我10月3号结婚，想租婚车车队，头车要一辆白色奔驰S级，跟车要6辆黑色奥迪A6L。",
            ),
            (
                "a",
                "10月3号可以安排。头车奔驰S级1800元，奥迪A6L每辆600元，6辆3600元，一共5400元，"
                "含司机和鲜花装饰，用车5小时。",
            ),
            ("u", "好的。早上7点从新郎家出发，地址是南京市鼓楼区中山北路218号。"),
            (
                "call",
                "hold_fleet",
                {
                    "date": "2026-10-03",
                    "lead": "奔驰S级",
                    "followers": 6,
                    "start": "07:00",
                    "address": "南京市鼓楼区中山北路218号",
                },
                {"booking_ref": "NJ-1003-08", "price": "5400元"},
            ),
            (
                "a",
                "已为您预留10月3号早上7点出发的车队，头车奔驰S级加6辆奥迪A6L，5400元，"
                "订单号NJ-1003-08。",
            ),
            (
                "u",
                "我跟我未婚妻商量了一下，跟车4辆就够了，她那边亲戚不多。还有出发时间改成6点半，"
                "要先去拍外景。",
            ),
            ("a", "好的，头车加4辆奥迪A6L，一共4200元，10月3号早上6点半出发。"),
            ("u", "可以，联系人写我，刘洋，电话150 5186 2207。"),
        ],
        "gold_fields": {
            "customer_name": "刘洋",
            "phone": one_of("150 5186 2207", "15051862207"),
            "lead_car": one_of("白色奔驰S级", "奔驰S级"),
            "follow_cars": 4,
            "follow_car_model": one_of("黑色奥迪A6L", "奥迪A6L"),
            "wedding_date": one_of("10月3号", "2026-10-03"),
            "pickup_address": one_of(
                "南京市鼓楼区中山北路218号", "鼓楼区中山北路218号", "中山北路218号"
            ),
            "pickup_time": one_of("早上6点半", "6点半", "06:30"),
            "hours": one_of(5, None),
            "decorations": one_of(True, None),
            "price": one_of("4200元", None),
            "booking_ref": one_of("NJ-1003-08", None),
        },
        "not_active": ["5400元", "早上7点"],
        "probes": ["拍外景"],
        "gold_goals": [{"match": "婚车", "status": LIVE}],
    },
    {
        "id": "blind19-butcher-zh-collect-to-delivery",
        "domain": "butcher_order",
        "schema": "ButcherOrderState",
        "steps": [
            ("u", "老板，我想订年货，要5斤排骨、一条猪后腿，还有3斤牛腱子，腊月二十八来拿。"),
            (
                "a",
                "好的。排骨38元一斤，5斤190元；猪后腿大概12斤，22元一斤，约264元；"
                "牛腱子58元一斤，3斤174元，一共大约628元。腊月二十八是2月14号，您几点来拿？",
            ),
            ("u", "上午10点左右吧。"),
            (
                "call",
                "place_order",
                {
                    "meats": ["排骨5斤", "猪后腿1条", "牛腱子3斤"],
                    "date": "2026-02-14",
                    "time": "10:00",
                    "delivery": False,
                },
                {"order_ref": "NH-2816", "price": "628元"},
            ),
            ("a", "订单NH-2816，腊月二十八（2月14号）上午10点自提，约628元。"),
            (
                "u",
                "老板，那天上午我要去机场送我妈，来不了了，能不能送货上门？下午送也行，"
                "送到佛山市禅城区祖庙路36号。另外牛腱子改成5斤。",
            ),
            (
                "a",
                "可以送货，满500免运费。牛腱子5斤290元，一共约744元，2月14号下午2点到4点送到"
                "祖庙路36号。请留个电话？",
            ),
        ],
        "gold_fields": {
            "meats": one_of(["排骨", "猪后腿", "牛腱子"]),
            "delivery": True,
            "address": one_of("佛山市禅城区祖庙路36号", "禅城区祖庙路36号", "祖庙路36号"),
            "collection_date": one_of("腊月二十八", "2月14号", "2026-02-14"),
            "collection_slot": one_of("下午2点到4点", "2点到4点", "下午"),
            "price": one_of("744元", "约744元", None),
            "order_ref": one_of("NH-2816", None),
        },
        "not_active": ["628元", "上午10点"],
        "probes": ["机场"],
        "gold_goals": [{"match": "年货", "status": LIVE}],
    },
    {
        "id": "blind19-garage-zh-remote-battery-cancelled",
        "domain": "garage_door_repair",
        "schema": "GarageDoorState",
        "steps": [
            (
                "u",
                "你好，我家车库的电动卷帘门遥控器坏了，按了没反应，门本身手动还能拉。能上门看看吗？",
            ),
            (
                "a",
                "可以。先上门检测，上门费50元。如果是遥控器坏了，配一个新的80元；"
                "如果是电机问题，换电机要680元。",
            ),
            ("u", "好的，我家在苏州工业园区星湖街328号12幢，周六上午方便吗？"),
            ("a", "周六11月7号上午9点到12点可以。"),
            (
                "call",
                "book_visit",
                {
                    "address": "苏州工业园区星湖街328号12幢",
                    "date": "2026-11-07",
                    "slot": "09:00-12:00",
                    "fault": "遥控器失灵",
                },
                {"job_ref": "SZ-1107-5", "price": "50元"},
            ),
            ("a", "已预约周六11月7号上午9点到12点上门检测，上门费50元，单号SZ-1107-5。"),
            (
                "u",
                "对了，我刚发现是遥控器没电了，换了电池就好了。那这次不用来了，取消吧，不好意思。",
            ),
            ("a", "没关系，已经为您取消SZ-1107-5，不收任何费用。"),
        ],
        "gold_fields": {
            "address": one_of(
                "苏州工业园区星湖街328号12幢", "工业园区星湖街328号12幢", "星湖街328号12幢"
            ),
            "door_type": one_of("电动卷帘门", "卷帘门"),
            "fault": one_of("遥控器坏了", "遥控器失灵", "遥控器没电了", "遥控器没电", None),
            "job_ref": one_of("SZ-1107-5", None),
        },
        "not_active": ["11月7号", "上午9点到12点"],
        "probes": ["电池"],
        "gold_goals": [{"match": "上门", "status": GONE}],
    },
    {
        "id": "blind19-sewing-zh-bag-to-skirt-with-friend",
        "domain": "sewing_class",
        "schema": "SewingClassState",
        "steps": [
            ("u", "你好，我想报周末的缝纫体验课，做帆布包那个，一个人。"),
            (
                "a",
                "帆布包体验课在这周六3月14号下午2点到5点，198元，含材料和缝纫机使用。"
                "另外周日下午有半身裙课程，268元。",
            ),
            ("u", "那报周六的帆布包吧。"),
            (
                "call",
                "book_class",
                {"class": "帆布包体验课", "date": "2026-03-14", "time": "14:00", "students": 1},
                {"booking_ref": "FR-0314-3", "price": "198元"},
            ),
            ("a", "已为您报名周六3月14号下午2点帆布包体验课，198元，报名号FR-0314-3。"),
            (
                "u",
                "我闺蜜看了也想来，不过她想做半身裙，那我们俩一起改成周日的半身裙课吧，两个人。",
            ),
            ("a", "可以，周日3月15号下午2点到5点半身裙课程，两位共536元，报名号不变。"),
            ("u", "好的，我叫许晴，电话17702185546，闺蜜叫唐悦。"),
        ],
        "gold_fields": {
            "customer_name": "许晴",
            "phone": "17702185546",
            "class_name": one_of("半身裙课程", "半身裙课", "半身裙"),
            "students": 2,
            "class_date": one_of("周日", "3月15号", "周日3月15号"),
            "class_time": one_of("下午2点到5点", "下午2点", "2点到5点"),
            "price": one_of("536元", None),
            "booking_ref": one_of("FR-0314-3", None),
        },
        "not_active": ["198元", "3月14号"],
        "probes": ["闺蜜"],
        "gold_goals": [{"match": "帆布包", "status": GONE}],
    },
]


def build() -> list[dict[str, Any]]:
    """The set's records (English first, then Chinese)."""
    return build_set("blind19", [("en", EN), ("zh", ZH)], 24)


if __name__ == "__main__":
    write_set(Path(__file__).with_name("state_blind19.jsonl"), build())
