"""Builds ``state_blind21.jsonl``: a twenty-first blind labelled set for ``turnmem eval state``.

Hand-written for turnmem (not taken from any data set) without reading the rule folder or its
tests (the twentieth set's builder was read, for its pattern). 24 conversations, 16 English
and 8 Chinese, split ``blind21``, in twelve domains no earlier set used (snooker and pool
halls, kayak tours, indoor skydiving, genealogy research, well and borehole drilling, bottled
water delivery, beekeeping courses, racket restringing, falconry experiences, axe throwing,
beach hut hire, alpaca trekking), two conversations each, every one naming a class of
``schemas_blind21.py``. They carry reasons with other people's days ("one of the lads can't
get out of work Thursday", "his mum arrives on the 8th", "my husband's only got 5 days'
leave", "the best man's flight lands at 7", "下周二我儿子带我去县医院复查"), slips corrected (an
email that was a husband's old one, "01728 860 445 - sorry, 01728 860 455", "137 7712 5039。
不对，是137 7712 5093"), lengths ("for 2 hours" then "3 hours", "90-minute sessions", "5
days"), counts that go up or down ("two of the lads have dropped out", "My sister wants to
chip in", "有人要加班来不了，就一张桌子吧"), part of an order dropped ("skip the pool", "leave
the video", "Just do the Astrox then", "蜂群还是先订一箱吧"), a request replaced by another
(borrowing a suit by buying one, one brand of water by another, a cold cooler by a
hot-and-cold one), changes asked as questions that are accepted ("could we do the morning?",
"能改到下周六吗？") or turned down ("could we do 9pm instead?", "Could we do Sunday the 9th
instead?", "Can deliveries be on Mondays?"), prices quoted again after each change, ratings
("I'd give it 5 stars", "4 out of 5 from me"), questions ("Do we need wetsuits?", "有限制吗？"),
a booking cancelled after a move was asked for, and finished bookings.
Run ``python tests/data/state/build_state_blind21.py`` to rebuild the file (deterministic).

Labelling conventions (as in ``build_state_blind20.py``):

- a field only a tool output states may be unset (``null`` in ``one_of``); a field the user
  stated (or the assistant stated and the user accepted) must be set; a schema field not listed
  must end unset (a price quoted before the order changed, and not quoted again, is listed
  nowhere, and is ``not_active``);
- ``not_active`` lists replaced, cancelled or rejected values chosen so that no true statement
  at the end needs to contain them (a reason such as "one of the lads can't get out of work
  Thursday" or "老人说农夫山泉喝不惯" is true, so neither "Thursday" nor "农夫山泉" is listed);
  a cancelled request is labelled in ``gold_goals`` as ``abandoned`` or ``absent``;
- questions and requests for information are ``absent`` goals; a request the user makes in
  the imperative is a goal (any live or done status); an offer the user has not answered sets
  nothing;
- ``probes`` name a reason the user gave for a change (a third person's constraint, a clash)
  that the final context should still hold;
- a day a tool call's arguments give in ISO form ("2026-05-16") is the same day, so it is
  accepted wherever that day is still the right one.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from turnmem.lab.state_sets import GONE, LIVE, build_set, one_of, write_set

EN: list[dict[str, Any]] = [
    # ---------------------------------------------------------------- snooker hall
    {
        "id": "blind21-snooker-en-friday-three-hours-no-pool",
        "domain": "snooker_hall",
        "schema": "SnookerHallState",
        "steps": [
            (
                "u",
                "Hi, can I book a snooker table at Riley's on Deansgate for Thursday night? Four "
                "of us, from 7pm for 2 hours.",
            ),
            (
                "a",
                "Thursday 12 March from 7pm we've got table 6, a full-size championship table. "
                "Two hours is £24 at peak rate.",
            ),
            (
                "u",
                "Actually make it Friday, one of the lads can't get out of work Thursday. Same "
                "time.",
            ),
            (
                "a",
                "Friday 13 March at 7pm, 2 hours, is £28 - Friday's peak rate is £14 an hour.",
            ),
            (
                "u",
                "Could we do 3 hours instead? And is there a pool table free as well for the "
                "same time? Some of them prefer pool.",
            ),
            (
                "a",
                "Three hours on table 6 is £42. There's a 7ft pool table free from 7 till 10 at "
                "£9 an hour, so £27.",
            ),
            ("u", "Just the snooker then, skip the pool. Name's Dev Mistry, 07722 419 603."),
            (
                "call",
                "book_table",
                {
                    "club": "Riley's Deansgate",
                    "date": "2026-03-13",
                    "start": "19:00",
                    "hours": 3,
                    "table": 6,
                },
                {"booking_ref": "RD-6-0313", "price": "£42"},
            ),
            ("a", "Booked: table 6, Friday 13 March, 7pm to 10pm, £42. Reference RD-6-0313."),
        ],
        "gold_fields": {
            "customer_name": "Dev Mistry",
            "phone": "07722 419 603",
            "club": one_of("Riley's on Deansgate", "Riley's Deansgate", "Riley's"),
            "table_type": one_of(
                "snooker", "snooker table", "full-size championship table", "championship table"
            ),
            "tables": one_of(1, None),
            "players": 4,
            "session_date": one_of("Friday", "Friday 13 March", "13 March", "2026-03-13"),
            "start_time": one_of("7pm", "19:00"),
            "hours": 3,
            "price": one_of("£42", None),
            "booking_ref": one_of("RD-6-0313", None),
        },
        "not_active": ["Thursday 12 March", "£24", "£28", "£27", "2 hours"],
        "probes": ["work"],
        "gold_goals": [
            {"match": "snooker", "status": LIVE},
            {"match": "pool table", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- kayak tours
    {
        "id": "blind21-kayak-en-sunset-tour-mum-arrives",
        "domain": "kayak_tours",
        "schema": "KayakTourState",
        "steps": [
            (
                "u",
                "Hello, we'd like to do the sunset sea kayak tour from Porthcurno. Two adults "
                "and two kids, 12 and 9. Is Saturday 8 August available?",
            ),
            (
                "a",
                "Yes, the sunset tour on Saturday 8 August starts at 7:15pm and lasts 2.5 "
                "hours. Children under 12 share a double kayak with an adult. It's £55 per "
                "adult and £35 per child, so £180 for the four of you.",
            ),
            ("u", "We'll do two doubles then. Do we need wetsuits?"),
            (
                "a",
                "In August most people paddle in shorts, but wetsuit hire is £8 each if you'd "
                "like them.",
            ),
            (
                "u",
                "Yes, wetsuits for the kids only. Book it under Claire Hughes, "
                "claire.hughes@yahoo.co.uk.",
            ),
            (
                "call",
                "book_tour",
                {
                    "tour": "sunset sea kayak",
                    "date": "2026-08-08",
                    "adults": 2,
                    "children": 2,
                    "kayaks": ["double", "double"],
                    "wetsuits": 2,
                },
                {"booking_ref": "PK-0808-S3", "total": "£196"},
            ),
            (
                "a",
                "Booked: sunset tour Saturday 8 August, 7:15pm, two doubles, two child "
                "wetsuits. £196, reference PK-0808-S3.",
            ),
            (
                "u",
                "Oh no, my husband's just reminded me his mum arrives on the 8th and we're "
                "collecting her from the station that evening. Could we do Sunday the 9th "
                "instead?",
            ),
            (
                "a",
                "Sunday 9 August's sunset tour is full, I'm afraid. Monday 10 August at 7:10pm "
                "has space, same price.",
            ),
            ("u", "Monday 10th is fine. And my mobile is 07855 301 627."),
            (
                "a",
                "Moved to Monday 10 August at 7:10pm, reference PK-0808-S3 kept. Thanks, Claire.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Claire Hughes",
            "phone": "07855 301 627",
            "email": "claire.hughes@yahoo.co.uk",
            "tour": one_of("sunset sea kayak tour", "sunset tour", "sunset sea kayak"),
            "adults": 2,
            "children": 2,
            "kayaks": one_of(["double", "double"], ["two doubles"]),
            "tour_date": one_of("Monday 10 August", "10 August", "Monday 10th", "Monday"),
            "start_time": one_of("7:10pm", "7:10"),
            "gear_hire": True,
            "price": one_of("£196", None),
            "booking_ref": one_of("PK-0808-S3", None),
        },
        "not_active": ["Saturday 8 August", "7:15pm", "£180", "Sunday the 9th"],
        "probes": ["station"],
        "gold_goals": [
            {"match": "Sunday the 9th", "status": GONE},
            {"match": "need wetsuits", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- indoor skydiving
    {
        "id": "blind21-skydive-en-sons-16th-no-video",
        "domain": "indoor_skydiving",
        "schema": "IndoorSkydivingState",
        "steps": [
            (
                "u",
                "Hi, I want to book indoor skydiving at iFLY Basingstoke for my son's 16th. "
                "It'll be him and three friends.",
            ),
            (
                "a",
                "Lovely! Our first-timer package is 2 flights each (about 2 minutes of flying) "
                "for £79.99 per flyer. There's a video add-on at £19.99 per flyer.",
            ),
            (
                "u",
                "Can we do 4 flights each? They'll want more than 2 minutes. And the video for "
                "all of them.",
            ),
            (
                "a",
                "The 4-flight package is £129.99 per flyer. With video for 4 people that's "
                "£599.92.",
            ),
            (
                "u",
                "Hmm, let's leave the video, they'll film each other on their phones from the "
                "viewing area. Sunday 19 April, morning if possible?",
            ),
            (
                "call",
                "check_slots",
                {"centre": "Basingstoke", "date": "2026-04-19", "flyers": 4, "flights": 4},
                {"slots": ["09:30", "11:15"], "price": "£519.96"},
            ),
            (
                "a",
                "Sunday 19 April we have 9:30am or 11:15am. 4 flyers, 4 flights each, no "
                "video: £519.96.",
            ),
            (
                "u",
                "11:15 so they're not dragged out of bed. Name is Sam Whitaker, "
                "sam.whitaker@btinternet.com, 07946 118 452.",
            ),
            (
                "a",
                "Booked for 11:15am on Sunday 19 April, reference IFB-77310. Please arrive an "
                "hour before.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Sam Whitaker",
            "phone": "07946 118 452",
            "email": "sam.whitaker@btinternet.com",
            "centre": one_of("iFLY Basingstoke", "Basingstoke", "iFLY"),
            "flyers": 4,
            "flights_each": 4,
            "flight_date": one_of("Sunday 19 April", "19 April", "2026-04-19", "Sunday"),
            "flight_time": one_of("11:15", "11:15am"),
            "videos": one_of(0, None),
            "price": one_of("£519.96", None),
            "booking_ref": one_of("IFB-77310", None),
        },
        "not_active": ["£599.92", "£79.99"],
        "probes": ["phones"],
        "gold_goals": [
            {"match": "indoor skydiving", "status": LIVE},
            {"match": "video for all", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- genealogy research
    {
        "id": "blind21-genealogy-en-mayo-five-generations",
        "domain": "genealogy_research",
        "schema": "GenealogyState",
        "steps": [
            (
                "u",
                "Hello, I'd like help tracing my family tree. My grandfather, Patrick Doyle, "
                "came over from County Mayo in the 1920s. Do you do that sort of research?",
            ),
            (
                "a",
                "Yes. Our Standard package covers 4 generations on one surname line for £450, "
                "with a written report in 8 weeks. The Irish records add-on (parish registers, "
                "Griffith's Valuation) is £150.",
            ),
            (
                "u",
                "Let's do standard with the Irish add-on. Actually, could you go back 5 "
                "generations? My aunt thinks there's a link to a family in Sligo too.",
            ),
            (
                "a",
                "Five generations is our Extended package, £620, plus £150 for the Irish "
                "records: £770. The report takes 10 weeks.",
            ),
            (
                "u",
                "That's fine. My mum's 80th is on 14 June and I wanted to give it to her then - "
                "will it be ready?",
            ),
            ("a", "If we start this week, 10 weeks puts it at about 2 June, so yes."),
            (
                "call",
                "open_case",
                {
                    "surname": "Doyle",
                    "origin": "County Mayo",
                    "package": "Extended",
                    "generations": 5,
                    "addons": ["Irish records"],
                },
                {"case_ref": "FH-D-3318", "deposit": "£200"},
            ),
            (
                "a",
                "Case FH-D-3318 is open. A £200 deposit starts the work. Can I take your details?",
            ),
            (
                "u",
                "Margaret Ellis, margaret.ellis@gmail.com. Oh sorry, it's "
                "margaret.ellis52@gmail.com - the first one's my husband's old one.",
            ),
        ],
        "gold_fields": {
            "client_name": "Margaret Ellis",
            "email": "margaret.ellis52@gmail.com",
            "surname": "Doyle",
            "ancestral_place": one_of("County Mayo", "Mayo"),
            "package": one_of("Extended", "Extended package"),
            "generations": 5,
            "addons": one_of(["Irish records"], ["Irish records add-on"], ["Irish add-on"]),
            "needed_by": one_of("14 June", "on 14 June"),
            "price": one_of("£770", None),
            "case_ref": one_of("FH-D-3318", None),
        },
        "not_active": ["£450", "margaret.ellis@gmail.com", "4 generations"],
        "probes": ["80th", "Sligo"],
        "gold_goals": [{"match": "family tree", "status": LIVE}],
    },
    # ---------------------------------------------------------------- well drilling
    {
        "id": "blind21-borehole-en-80-metres-vet-visit",
        "domain": "well_drilling",
        "schema": "WellDrillingState",
        "steps": [
            (
                "u",
                "Hi, we're looking at a borehole for watering the paddocks and the garden at "
                "our farm. It's Ashcombe Farm, Chagford, Devon TQ13 8EU. What does it cost?",
            ),
            (
                "a",
                "For irrigation round there we'd typically drill to about 60 metres. Drilling "
                "is £95 per metre plus £2,400 for a submersible pump and controls, so roughly "
                "£8,100. We'd do a site survey first, £180, deducted from the job.",
            ),
            (
                "u",
                "The neighbours went to 80 metres and still had a weak flow. Could you quote "
                "for 80?",
            ),
            (
                "a",
                "At 80 metres it's £7,600 drilling plus £2,400 pump: £10,000. The survey would "
                "confirm the depth.",
            ),
            (
                "u",
                "OK. Book the survey - Tuesday 12 May? We'll supply our own pump actually, my "
                "brother-in-law has a spare Grundfos he's not using, so leave that out.",
            ),
            (
                "call",
                "book_survey",
                {
                    "address": "Ashcombe Farm, Chagford, Devon TQ13 8EU",
                    "date": "2026-05-12",
                    "depth_m": 80,
                    "pump": False,
                },
                {"quote_ref": "BH-2291", "survey": "2026-05-12 09:00", "estimate": "£7,600"},
            ),
            (
                "a",
                "Survey booked for Tuesday 12 May at 9am, quote BH-2291. Drilling to 80 metres "
                "without the pump: £7,600.",
            ),
            (
                "u",
                "Actually the 12th is no good, the vet's coming for the cattle that morning. "
                "Wednesday the 13th?",
            ),
            (
                "a",
                "Wednesday 13 May at 9am is fine, I've moved it. Who should the surveyor ask for?",
            ),
            ("u", "Rob Penhale, 01647 433 218."),
        ],
        "gold_fields": {
            "customer_name": "Rob Penhale",
            "phone": "01647 433 218",
            "address": one_of(
                "Ashcombe Farm, Chagford, Devon TQ13 8EU",
                "Ashcombe Farm, Chagford",
                "Ashcombe Farm",
            ),
            "purpose": one_of("irrigation", "watering the paddocks and the garden", "watering"),
            "depth_m": 80,
            "pump": False,
            "survey_date": one_of("Wednesday the 13th", "Wednesday 13 May", "13 May", "Wednesday"),
            "survey_time": one_of("9am", "09:00", None),
            "price": one_of("£7,600", None),
            "quote_ref": one_of("BH-2291", None),
        },
        "not_active": ["£8,100", "£10,000", "Tuesday 12 May", "60 metres"],
        "probes": ["vet"],
        "gold_goals": [{"match": "survey", "status": LIVE}],
    },
    # ---------------------------------------------------------------- water delivery
    {
        "id": "blind21-water-en-office-eight-bottles-hot-cooler",
        "domain": "water_delivery",
        "schema": "WaterDeliveryState",
        "steps": [
            (
                "u",
                "Hi, we're a small office, about 15 people, and we want bottled water "
                "delivered. Unit 4, Kelvin Court, Glasgow G3 8BN.",
            ),
            (
                "a",
                "We deliver 19-litre bottles of Highland spring water at £7.50 each, and a "
                "cold water cooler rents for £6 a month. For 15 people most offices take 6 "
                "bottles a fortnight.",
            ),
            (
                "u",
                "Let's do 6 bottles every fortnight and one cooler. Can deliveries be on Mondays?",
            ),
            ("a", "Our van is in the G3 area on Tuesdays and Thursdays. Would Tuesday work?"),
            ("u", "Tuesday's fine."),
            (
                "call",
                "setup_account",
                {
                    "address": "Unit 4, Kelvin Court, Glasgow G3 8BN",
                    "bottles": 6,
                    "frequency": "fortnightly",
                    "coolers": 1,
                    "day": "Tuesday",
                },
                {
                    "account_ref": "GW-50418",
                    "first_delivery": "2026-02-10",
                    "per_delivery": "£45.00",
                    "cooler_rent": "£6/month",
                },
            ),
            (
                "a",
                "Account GW-50418: 6 bottles fortnightly on Tuesdays from 10 February, £45 per "
                "delivery plus £6 a month for the cooler.",
            ),
            (
                "u",
                "Sorry, I've miscounted, we've got two new starters next month, so make it 8 "
                "bottles. And could we get a hot-and-cold cooler rather than the cold one?",
            ),
            (
                "a",
                "8 bottles is £60 per delivery. A hot-and-cold cooler is £9 a month instead of "
                "£6. Shall I change both?",
            ),
            ("u", "Yes please. I'm Fiona MacLeod, office manager, 0141 552 8830."),
        ],
        "gold_fields": {
            "customer_name": "Fiona MacLeod",
            "phone": "0141 552 8830",
            "address": one_of(
                "Unit 4, Kelvin Court, Glasgow G3 8BN", "Unit 4, Kelvin Court, Glasgow"
            ),
            "water_type": one_of("spring water", "Highland spring water", "spring", None),
            "bottles": 8,
            "cooler": one_of("hot-and-cold cooler", "hot-and-cold", "hot and cold"),
            "frequency": one_of("fortnightly", "every fortnight", "a fortnight"),
            "delivery_day": one_of("Tuesday", "Tuesdays"),
            "start_date": one_of("10 February", "2026-02-10", None),
            "price": one_of("£60", "£60 per delivery", None),
            "account_ref": one_of("GW-50418", None),
        },
        "not_active": ["£45", "6 bottles every fortnight", "Mondays", "£6 a month"],
        "probes": ["new starters"],
        "gold_goals": [
            {"match": "water", "status": LIVE},
            {"match": "Mondays", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- beekeeping course
    {
        "id": "blind21-bees-en-one-place-suit-bought",
        "domain": "beekeeping_course",
        "schema": "BeekeepingCourseState",
        "steps": [
            (
                "u",
                "Hi, is there space on the beginners' beekeeping course at Hartley Apiary in "
                "June? For me and my partner.",
            ),
            (
                "a",
                "The Beginners' Weekend runs Saturday 13 and Sunday 14 June, 9:30 to 4 both "
                "days. It's £165 per person including lunch; bee suits can be borrowed, or you "
                "can buy one for £45.",
            ),
            (
                "u",
                "We'll both borrow suits. Two places please. Name is Leo Fairbrother, "
                "leo.fairbrother@proton.me.",
            ),
            (
                "call",
                "book_places",
                {"course": "Beginners' Weekend", "dates": "2026-06-13/14", "places": 2},
                {"booking_ref": "HA-BW-0613-09", "total": "£330"},
            ),
            (
                "a",
                "Two places on the Beginners' Weekend, 13-14 June, £330, reference HA-BW-0613-09.",
            ),
            (
                "u",
                "My partner's just checked and she's got her sister's hen do that weekend, so "
                "it'll just be me. Is there a later date she could join?",
            ),
            (
                "a",
                "I've reduced it to one place, £165. The next Beginners' Weekend is 18-19 July "
                "if she'd like to book separately.",
            ),
            (
                "u",
                "She'll book herself later. Actually I'd like to buy a suit instead of "
                "borrowing - I'll need one anyway. My number's 07588 240 913.",
            ),
            (
                "a",
                "Suit added: £165 plus £45, total £210. Sizes are on the website; let us know "
                "yours before the day.",
            ),
        ],
        "gold_fields": {
            "student_name": "Leo Fairbrother",
            "phone": "07588 240 913",
            "email": "leo.fairbrother@proton.me",
            "course": one_of(
                "Beginners' Weekend", "beginners' beekeeping course", "beginners' course"
            ),
            "places": 1,
            "course_date": one_of(
                "13-14 June",
                "Saturday 13 and Sunday 14 June",
                "13 June",
                "Saturday 13 June",
                "2026-06-13/14",
            ),
            "course_days": one_of(2, None),
            "suit_purchase": True,
            "price": one_of("£210", None),
            "booking_ref": one_of("HA-BW-0613-09", None),
        },
        "not_active": ["£330", "borrow suits"],
        "probes": ["hen do"],
        "gold_goals": [
            {"match": "beekeeping", "status": LIVE},
            {"match": "later date", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- racket restringing
    {
        "id": "blind21-racket-en-cracked-frame-one-left",
        "domain": "racket_restringing",
        "schema": "RacketStringingState",
        "steps": [
            (
                "u",
                "Hi, can I drop off two badminton rackets for restringing? BG80 string at 24 lbs.",
            ),
            (
                "a",
                "Sure. BG80 restringing is £18 per racket, ready in 3 working days, or £24 "
                "each for same-day express.",
            ),
            (
                "u",
                "Actually make one of them 26 lbs - the Astrox 88D, it's my main one. The "
                "other stays at 24.",
            ),
            ("a", "Noted: Astrox 88D at 26 lbs, the other at 24 lbs, both BG80. £36 standard."),
            (
                "u",
                "I've got a tournament on Saturday though, so I'll need them by Friday. Can "
                "you do that?",
            ),
            (
                "a",
                "If you drop them off today (Tuesday), the standard 3 days makes Friday, ready "
                "after 2pm.",
            ),
            (
                "u",
                "Perfect. Ah wait, the second racket has a cracked frame, I just noticed. Just "
                "do the Astrox then.",
            ),
            (
                "call",
                "create_order",
                {"rackets": 1, "model": "Astrox 88D", "string": "BG80", "tension": "26 lbs"},
                {"order_ref": "SS-20488", "price": "£18", "ready": "Friday after 2pm"},
            ),
            (
                "a",
                "Order SS-20488: one racket, Astrox 88D, BG80 at 26 lbs, ready Friday after "
                "2pm, £18. Name and number?",
            ),
            ("u", "Kenji Watanabe, 07700 918 244."),
        ],
        "gold_fields": {
            "customer_name": "Kenji Watanabe",
            "phone": "07700 918 244",
            "rackets": 1,
            "racket": one_of("Astrox 88D", "the Astrox 88D", "Astrox"),
            "strings": ["BG80"],
            "tensions": one_of(["26 lbs"], ["26"]),
            "ready_date": one_of("Friday", "Friday after 2pm", "by Friday"),
            "express": one_of(False, None),
            "price": one_of("£18", None),
            "order_ref": one_of("SS-20488", None),
        },
        "not_active": ["£36", "24 lbs"],
        "probes": ["tournament", "cracked"],
        "gold_goals": [{"match": "restringing", "status": LIVE}],
    },
    # ---------------------------------------------------------------- falconry
    {
        "id": "blind21-falconry-en-voucher-two-spectators",
        "domain": "falconry_experience",
        "schema": "FalconryState",
        "steps": [
            (
                "u",
                "Hello, I've got a gift voucher for a half-day falconry experience at "
                "Wingfield Birds of Prey. Voucher code WBP-HD-5521. Can I book it in?",
            ),
            (
                "a",
                "Of course. Half-day experiences run Wednesdays and Saturdays at 10am. Next "
                "free dates: Saturday 25 July, Wednesday 29 July, Saturday 1 August.",
            ),
            ("u", "Saturday 25 July please. Can my wife come and watch?"),
            ("a", "Spectators are welcome, £15 each, and that includes the flying display."),
            (
                "u",
                "Great, one spectator then. Oh, and our grandson is staying with us that week, "
                "he's 10 - can he have a go at flying a hawk, or is he too young?",
            ),
            (
                "a",
                "Participants must be 12 or over, but he can come as a spectator. Under-16 "
                "spectators are £8.",
            ),
            (
                "u",
                "Add him as a spectator then. Name's Graham Tully, 01728 860 445 - sorry, "
                "01728 860 455.",
            ),
            (
                "call",
                "book_experience",
                {
                    "voucher": "WBP-HD-5521",
                    "date": "2026-07-25",
                    "time": "10:00",
                    "spectators": [{"type": "adult"}, {"type": "child"}],
                },
                {"booking_ref": "WB-0725-14", "to_pay": "£23"},
            ),
            (
                "a",
                "Booked for Saturday 25 July at 10am, reference WB-0725-14. The voucher covers "
                "you; £23 for the two spectators, payable on the day.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Graham Tully",
            "phone": "01728 860 455",
            "centre": one_of("Wingfield Birds of Prey", "Wingfield"),
            "experience": one_of("half-day falconry experience", "half-day experience", "half-day"),
            "participants": one_of(1, None),
            "spectators": 2,
            "experience_date": one_of("Saturday 25 July", "25 July", "2026-07-25"),
            "start_time": one_of("10am", "10:00"),
            "voucher_code": "WBP-HD-5521",
            "price": one_of("£23", None),
            "booking_ref": one_of("WB-0725-14", None),
        },
        "not_active": ["01728 860 445"],
        "probes": ["grandson"],
        "gold_goals": [
            {"match": "falconry", "status": LIVE},
            {"match": "flying a hawk", "status": GONE},
        ],
    },
    {
        "id": "blind21-falconry-en-owl-move-then-cancel",
        "domain": "falconry_experience",
        "schema": "FalconryState",
        "steps": [
            (
                "u",
                "Hi, I booked an owl encounter for two on Sunday 6 September, reference "
                "WB-0906-03, under Alice Moreno.",
            ),
            ("a", "Yes, Alice: owl encounter for 2, Sunday 6 September at 2pm, £98 paid."),
            (
                "u",
                "Can we move it to the Sunday after? My partner has been sent on a work trip "
                "that week.",
            ),
            ("a", "Sunday 13 September at 2pm is available. Shall I move it?"),
            (
                "u",
                "Hmm, hold on. He's just told me he's away for three weeks now. I think we'd "
                "better cancel altogether. Is it refundable?",
            ),
            (
                "a",
                "With more than 14 days' notice it's a full refund, £98, back on your card "
                "within 5 working days.",
            ),
            (
                "call",
                "cancel_booking",
                {"booking_ref": "WB-0906-03", "reason": "customer cancelled"},
                {"status": "cancelled", "refund": "£98"},
            ),
            (
                "a",
                "Cancelled. The £98 refund is on its way. Can I confirm your email for the "
                "receipt?",
            ),
            ("u", "alice.moreno@outlook.com. Thanks for your help."),
        ],
        "gold_fields": {
            "customer_name": "Alice Moreno",
            "email": "alice.moreno@outlook.com",
            "experience": one_of("owl encounter", None),
            "participants": one_of(2, None),
            "booking_ref": one_of("WB-0906-03", None),
        },
        "not_active": ["Sunday 6 September", "Sunday 13 September", "2pm"],
        "probes": ["work trip"],
        "gold_goals": [
            {"match": "Sunday after", "status": GONE},
            {"match": "cancel", "status": LIVE},
        ],
    },
    # ---------------------------------------------------------------- axe throwing
    {
        "id": "blind21-axe-en-stag-eight-no-9pm",
        "domain": "axe_throwing",
        "schema": "AxeThrowingState",
        "steps": [
            (
                "u",
                "Hi, looking to book axe throwing for a stag do at Whistle Punks Manchester, 10 "
                "of us, Saturday 17 October in the evening.",
            ),
            (
                "a",
                "For 10 people we'd put you across two lanes. 90-minute sessions are £28 per "
                "person. On Saturday 17 October we have 6pm or 8:30pm.",
            ),
            ("u", "8:30 please. Could we add the pizza and beer package?"),
            ("a", "Pizza and beer is £12 per person, so £400 for the 10 of you."),
            (
                "call",
                "hold_lanes",
                {"date": "2026-10-17", "time": "20:30", "people": 10, "food": True},
                {"booking_ref": "WP-M-2044", "deposit": "£100"},
            ),
            ("a", "Held under WP-M-2044; a £100 deposit confirms it."),
            (
                "u",
                "Update from the groom: two of the lads have dropped out, so it's 8. And the "
                "best man's flight lands at 7, so could we do 9pm instead?",
            ),
            (
                "a",
                "Our latest start is 8:30pm, I'm afraid, but he'd be fine joining 15 minutes "
                "in. For 8 it's £320 with pizza and beer.",
            ),
            (
                "u",
                "Fine, keep 8:30. Deposit on card. Lead booker is Callum Reid, "
                "callum.reid@gmail.com.",
            ),
            (
                "a",
                "Thanks Callum, WP-M-2044 confirmed for 8 on Saturday 17 October at 8:30pm, "
                "£320, deposit taken.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Callum Reid",
            "email": "callum.reid@gmail.com",
            "venue": one_of("Whistle Punks Manchester", "Whistle Punks"),
            "throwers": 8,
            "session_length": one_of("90-minute", "90 minutes", "90-minute sessions"),
            "session_date": one_of("Saturday 17 October", "17 October", "2026-10-17"),
            "session_time": one_of("8:30pm", "8:30", "20:30"),
            "food_package": True,
            "price": one_of("£320", None),
            "booking_ref": one_of("WP-M-2044", None),
        },
        "not_active": ["£400", "9pm", "10 of us"],
        "probes": ["best man"],
        "gold_goals": [
            {"match": "axe throwing", "status": LIVE},
            {"match": "9pm", "status": GONE},
        ],
    },
    {
        "id": "blind21-axe-en-birthday-saturday-two-hours",
        "domain": "axe_throwing",
        "schema": "AxeThrowingState",
        "steps": [
            (
                "u",
                "Hi, we came to your Leeds venue last month and loved it - I'd give it 5 stars. "
                "We want to book again for my girlfriend's birthday, just the two of us, "
                "Friday 6 November, 1 hour.",
            ),
            (
                "a",
                "Thank you! A 1-hour lane for two on Friday 6 November is £50. We have 7pm or 8pm.",
            ),
            (
                "u",
                "7pm. Sorry, the birthday's actually the 7th, so Saturday 7 November if you "
                "have it.",
            ),
            (
                "a",
                "Saturday 7 November has 6pm or 9pm for a 1-hour lane; the Saturday rate is "
                "£60 for two.",
            ),
            ("u", "6pm then. Can we make it 2 hours? She's competitive."),
            (
                "call",
                "book_lane",
                {"venue": "Leeds", "date": "2026-11-07", "time": "18:00", "hours": 2, "people": 2},
                {"booking_ref": "WP-L-7781", "price": "£110"},
            ),
            (
                "a",
                "Booked: Saturday 7 November, 6pm to 8pm, a lane for two, £110, reference "
                "WP-L-7781.",
            ),
            ("u", "Lovely. It's Ben Okafor, 07412 663 019. That's all, thanks!"),
        ],
        "gold_fields": {
            "customer_name": "Ben Okafor",
            "phone": "07412 663 019",
            "venue": one_of("Leeds", "Leeds venue"),
            "throwers": 2,
            "session_length": one_of("2 hours", "2-hour", "2"),
            "session_date": one_of("Saturday 7 November", "7 November", "the 7th", "2026-11-07"),
            "session_time": one_of("6pm", "18:00"),
            "rating": 5,
            "price": one_of("£110", None),
            "booking_ref": one_of("WP-L-7781", None),
        },
        "not_active": ["Friday 6 November", "£50", "£60", "7pm", "1 hour"],
        "probes": ["competitive"],
        "gold_goals": [{"match": "book again", "status": LIVE}],
    },
    # ---------------------------------------------------------------- beach huts
    {
        "id": "blind21-beachhut-en-five-days-one-permit",
        "domain": "beach_hut_hire",
        "schema": "BeachHutState",
        "steps": [
            (
                "u",
                "Hi, I'd like to hire a beach hut at Mudeford Spit for a week in August. From "
                "Saturday 15 August for 7 days.",
            ),
            (
                "a",
                "Hut 112 is free 15-21 August, £420 for the week, and sleeps up to 4 "
                "overnight. Parking permits for the Hengistbury Head car park are £12 a day.",
            ),
            ("u", "Does it have a gas hob? And we'll need parking for two cars."),
            (
                "a",
                "Yes, a two-ring gas hob and a solar light. Two cars would be £24 a day, £168 "
                "for the week.",
            ),
            (
                "u",
                "Actually, my husband's only got 5 days' leave, so can we do Saturday to "
                "Wednesday, 15 to 19 August?",
            ),
            (
                "call",
                "quote_hut",
                {"hut": "112", "from": "2026-08-15", "to": "2026-08-19"},
                {"price": "£320", "booking_ref": "MS-112-0815"},
            ),
            (
                "a",
                "Hut 112 from 15 to 19 August, 5 days: £320. Parking for two cars for 5 days "
                "is £120, so £440 in all.",
            ),
            (
                "u",
                "Just one parking permit, we'll come in one car. Book it please: Joanne Price, "
                "joanne.price@sky.com, 07831 552 014.",
            ),
            (
                "a",
                "Booked, Joanne: hut 112, 15-19 August, £320 plus one permit at £60, total "
                "£380. Reference MS-112-0815.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Joanne Price",
            "phone": "07831 552 014",
            "email": "joanne.price@sky.com",
            "beach": one_of("Mudeford Spit", "Mudeford"),
            "hut_number": one_of("112", "hut 112"),
            "hire_days": 5,
            "start_date": one_of("Saturday 15 August", "15 August", "2026-08-15", "Saturday"),
            "end_date": one_of("19 August", "Wednesday 19 August", "Wednesday", "2026-08-19"),
            "parking_permits": 1,
            "price": one_of("£380", "£320", None),
            "booking_ref": one_of("MS-112-0815", None),
        },
        "not_active": ["£420", "7 days", "21 August", "£168", "£440", "£120", "two cars"],
        "probes": ["leave"],
        "gold_goals": [
            {"match": "beach hut", "status": LIVE},
            {"match": "gas hob", "status": GONE},
        ],
    },
    {
        "id": "blind21-beachhut-en-moved-after-exams-rated",
        "domain": "beach_hut_hire",
        "schema": "BeachHutState",
        "steps": [
            (
                "u",
                "Hi, I've got hut 47 at Southwold booked for the 3rd to the 5th of June, "
                "reference SW-47-0603, name of Terry Gould. Could we do the 10th to the 12th "
                "instead? My daughter's exams finish on the 9th.",
            ),
            (
                "call",
                "check_availability",
                {"hut": "47", "from": "2026-06-10", "to": "2026-06-12"},
                {"available": True, "price": "£150", "previous_price": "£135"},
            ),
            (
                "a",
                "Hut 47 is free 10 to 12 June. That's mid-June rates, so £150 instead of £135: "
                "£15 to pay.",
            ),
            ("u", "That's fine. And my email's changed, it's now terry.gould@icloud.com."),
            (
                "call",
                "move_booking",
                {"booking_ref": "SW-47-0603", "from": "2026-06-10", "to": "2026-06-12"},
                {"booking_ref": "SW-47-0610", "status": "moved"},
            ),
            (
                "a",
                "Moved: hut 47, 10-12 June, new reference SW-47-0610. Email updated to "
                "terry.gould@icloud.com.",
            ),
            (
                "u",
                "Thanks. By the way, we had hut 47 last summer too. The kids loved it, 4 out "
                "of 5 from me, the lock was a bit stiff.",
            ),
            ("a", "Thanks for the feedback, I'll pass the lock on to maintenance."),
        ],
        "gold_fields": {
            "customer_name": "Terry Gould",
            "email": "terry.gould@icloud.com",
            "beach": "Southwold",
            "hut_number": one_of("47", "hut 47"),
            "hire_days": one_of(3, None),
            "start_date": one_of("the 10th", "10 June", "2026-06-10"),
            "end_date": one_of("the 12th", "12 June", "2026-06-12"),
            "rating": 4,
            "price": one_of("£150", None),
            "booking_ref": one_of("SW-47-0610", None),
        },
        "not_active": ["SW-47-0603", "£135", "the 3rd", "the 5th"],
        "probes": ["exams"],
        "gold_goals": [],
    },
    # ---------------------------------------------------------------- alpaca trekking
    {
        "id": "blind21-alpaca-en-heat-moves-to-morning",
        "domain": "alpaca_trekking",
        "schema": "AlpacaTrekState",
        "steps": [
            (
                "u",
                "Hi, do you do alpaca walks at Fernbank Farm for families? Two adults and "
                "three children.",
            ),
            (
                "a",
                "Yes, our 1-hour alpaca trek runs daily at 10:30am and 2pm. Adults £30, "
                "children (5-15) £20; under-5s can't lead an alpaca but can walk along free.",
            ),
            (
                "u",
                "Our youngest is 4, so she'll just walk with us. That's two adults and two kids "
                "leading then. Thursday 30 July at 2pm?",
            ),
            (
                "a",
                "Thursday 30 July at 2pm: 2 adults and 2 children leading, £100; your "
                "4-year-old walks free.",
            ),
            (
                "u",
                "Book it. Hmm, actually could we do the morning? It's forecast 30 degrees that "
                "afternoon.",
            ),
            (
                "call",
                "book_trek",
                {
                    "farm": "Fernbank",
                    "date": "2026-07-30",
                    "time": "10:30",
                    "adults": 2,
                    "children": 2,
                },
                {"booking_ref": "FF-0730-AM-6", "price": "£100"},
            ),
            ("a", "Booked for Thursday 30 July at 10:30am, reference FF-0730-AM-6, £100."),
            (
                "u",
                "Great. Name is Nadia Hussain, 07950 226 381. Can we buy alpaca food on the day?",
            ),
            ("a", "Yes, feed bags are £2 at the farm shop."),
        ],
        "gold_fields": {
            "customer_name": "Nadia Hussain",
            "phone": "07950 226 381",
            "farm": one_of("Fernbank Farm", "Fernbank"),
            "trek": one_of("1-hour alpaca trek", "alpaca trek", "alpaca walk", "alpaca walks"),
            "adults": 2,
            "children": 2,
            "trek_date": one_of("Thursday 30 July", "30 July", "2026-07-30"),
            "trek_time": one_of("10:30am", "10:30", "morning"),
            "price": one_of("£100", None),
            "booking_ref": one_of("FF-0730-AM-6", None),
        },
        "not_active": ["Thursday 30 July at 2pm"],
        "probes": ["30 degrees"],
        "gold_goals": [{"match": "alpaca food", "status": GONE}],
    },
    {
        "id": "blind21-alpaca-en-ruby-wedding-gift-sister-joins",
        "domain": "alpaca_trekking",
        "schema": "AlpacaTrekState",
        "steps": [
            (
                "u",
                "Hello, I'd like to buy an alpaca picnic trek as a present for my parents' ruby "
                "wedding. Saturday 12 September, 11am, for 2 adults.",
            ),
            (
                "a",
                "The picnic trek is 2 hours with a picnic hamper, £65 per person, £130 for two. "
                "Saturday 12 September at 11am is free.",
            ),
            (
                "u",
                "Could we add a bottle of prosecco to the hamper? And the booking should be in "
                "their names - Derek and Linda Shaw.",
            ),
            ("a", "Prosecco is £18, so £148. I'll put it under Derek and Linda Shaw."),
            ("u", "My sister wants to chip in and come along too, so make it 3 adults."),
            ("a", "For 3 adults it's £195 plus £18 for the prosecco, £213."),
            (
                "call",
                "book_trek",
                {
                    "trek": "picnic",
                    "date": "2026-09-12",
                    "time": "11:00",
                    "adults": 3,
                    "extras": ["prosecco"],
                    "lead": "Derek Shaw",
                },
                {"booking_ref": "FF-0912-PC-2", "price": "£213"},
            ),
            (
                "a",
                "Booked: picnic trek Saturday 12 September, 11am, for 3, prosecco included, "
                "£213, reference FF-0912-PC-2. A contact number for the day?",
            ),
            ("u", "Use mine, 07865 330 127 - sorry, 07865 330 172. I'm Karen."),
        ],
        "gold_fields": {
            "customer_name": "Karen",
            "phone": "07865 330 172",
            "lead_name": one_of("Derek and Linda Shaw", "Derek Shaw"),
            "trek": one_of("picnic trek", "alpaca picnic trek", "picnic"),
            "adults": 3,
            "extras": one_of(["prosecco"], ["a bottle of prosecco"], ["bottle of prosecco"]),
            "trek_date": one_of("Saturday 12 September", "12 September", "2026-09-12"),
            "trek_time": one_of("11am", "11:00"),
            "price": one_of("£213", None),
            "booking_ref": one_of("FF-0912-PC-2", None),
        },
        "not_active": ["£130", "£148", "07865 330 127"],
        "probes": ["ruby wedding"],
        "gold_goals": [{"match": "picnic trek", "status": LIVE}],
    },
]

ZH: list[dict[str, Any]] = [
    {
        "id": "blind21-snooker-zh-one-table-seven-oclock",
        "domain": "snooker_hall",
        "schema": "SnookerHallState",
        "steps": [
            ("u", "你好，想订周六晚上的台球桌，中式八球，两张桌子，晚上8点开始打3个小时。"),
            (
                "a",
                "周六（3月14号）晚上8点有空位，中式八球桌黄金时段每张每小时45元，两张3小时一共270元。",
            ),
            ("u", "等下，朋友说有人要加班来不了，就一张桌子吧。另外能不能改成7点开始？"),
            ("a", "7点开始一张桌子也可以，3个小时135元。"),
            ("u", "好的。再问一下，你们有斯诺克桌吗？"),
            ("a", "有的，斯诺克桌每小时60元，周六晚上7点还空着一张。"),
            ("u", "那还是打中式八球吧。订上，我姓刘，手机138 1066 2479。"),
            (
                "call",
                "book_table",
                {
                    "date": "2026-03-14",
                    "start": "19:00",
                    "hours": 3,
                    "tables": 1,
                    "type": "中式八球",
                },
                {"booking_ref": "TQ-0314-07", "price": "135元"},
            ),
            ("a", "已订好：3月14号周六晚上7点，中式八球一张桌，3小时，135元，订单号TQ-0314-07。"),
        ],
        "gold_fields": {
            "customer_name": one_of("刘", "刘先生", "刘女士"),
            "phone": one_of("138 1066 2479", "13810662479"),
            "table_type": one_of("中式八球", "中式八球桌"),
            "tables": 1,
            "session_date": one_of("周六", "3月14号", "2026-03-14", "3月14号周六", "周六晚上"),
            "start_time": one_of("7点", "晚上7点", "19:00"),
            "hours": 3,
            "price": one_of("135元", None),
            "booking_ref": one_of("TQ-0314-07", None),
        },
        "not_active": ["270元", "晚上8点"],
        "probes": ["加班"],
        "gold_goals": [{"match": "斯诺克", "status": GONE}],
    },
    {
        "id": "blind21-kayak-zh-thunderstorm-next-saturday",
        "domain": "kayak_tours",
        "schema": "KayakTourState",
        "steps": [
            ("u", "你好，我想报名千岛湖的皮划艇半日游，两个大人一个孩子，孩子8岁可以吗？"),
            (
                "a",
                "可以的，8岁以上可以和家长同坐双人艇。半日游上午9点和下午2点两场，成人180元，儿童120元。",
            ),
            ("u", "那就一条双人艇一条单人艇，这周日上午9点。"),
            ("a", "这周日5月17号上午9点，三位一共480元。需要租防晒衣吗？每件15元。"),
            ("u", "不用了。我叫周婷，电话159 2231 0876。"),
            (
                "call",
                "book_tour",
                {
                    "date": "2026-05-17",
                    "time": "09:00",
                    "adults": 2,
                    "children": 1,
                    "kayaks": ["双人", "单人"],
                },
                {"booking_ref": "QDH-0517-031", "price": "480元"},
            ),
            ("a", "订好了，5月17号上午9点，单号QDH-0517-031。"),
            ("u", "刚看天气预报周日有雷阵雨，能改到下周六吗？"),
            ("a", "下周六5月23号上午9点还有位置，价格不变，已经帮您改好了。"),
        ],
        "gold_fields": {
            "customer_name": "周婷",
            "phone": one_of("159 2231 0876", "15922310876"),
            "tour": one_of("皮划艇半日游", "半日游", "千岛湖皮划艇半日游", "千岛湖的皮划艇半日游"),
            "adults": 2,
            "children": 1,
            "kayaks": one_of(["双人艇", "单人艇"], ["双人", "单人"]),
            "tour_date": one_of("下周六", "5月23号", "2026-05-23", "下周六5月23号"),
            "start_time": one_of("上午9点", "9点", "09:00"),
            "gear_hire": False,
            "price": one_of("480元", None),
            "booking_ref": one_of("QDH-0517-031", None),
        },
        "not_active": ["5月17号", "这周日"],
        "probes": ["雷阵雨"],
        "gold_goals": [{"match": "皮划艇", "status": LIVE}],
    },
    {
        "id": "blind21-skydive-zh-couple-one-video",
        "domain": "indoor_skydiving",
        "schema": "IndoorSkydivingState",
        "steps": [
            ("u", "你好，我想预约室内跳伞体验，在成都的那家风洞，两个人，下周六下午。"),
            (
                "a",
                "您好，成都风洞体验套餐：每人2次飞行共2分钟，598元/人；4次飞行898元/人。"
                "下周六（6月20号）下午有14:00、15:30、17:00三个时段。",
            ),
            ("u", "我们都要4次的，15:30。听说可以拍视频？"),
            ("a", "可以，视频拍摄每人128元。两人4次飞行是1796元，都加视频一共2052元。"),
            ("u", "视频只要我老婆的就行，我不用。"),
            ("a", "好的，一人视频，总共1924元。"),
            ("u", "对了，我身高一米八五，体重95公斤，有限制吗？"),
            ("a", "体重限制在110公斤以内，您没问题。"),
            ("u", "那订吧，我叫孙浩，手机186 0219 4457。"),
            (
                "call",
                "book_flights",
                {"date": "2026-06-20", "time": "15:30", "flyers": 2, "flights": 4, "videos": 1},
                {"booking_ref": "CDFD-0620-1530-2", "price": "1924元"},
            ),
            (
                "a",
                "已预约6月20号周六15:30，两人各4次飞行，一人视频，1924元，单号CDFD-0620-1530-2。"
                "请提前1小时到场。",
            ),
        ],
        "gold_fields": {
            "customer_name": "孙浩",
            "phone": one_of("186 0219 4457", "18602194457"),
            "centre": one_of("成都风洞", "成都的那家风洞", "成都"),
            "flyers": 2,
            "flights_each": 4,
            "flight_date": one_of("下周六", "6月20号", "2026-06-20", "6月20号周六"),
            "flight_time": "15:30",
            "videos": 1,
            "price": one_of("1924元", None),
            "booking_ref": one_of("CDFD-0620-1530-2", None),
        },
        "not_active": ["2052元"],
        "probes": ["95公斤"],
        "gold_goals": [
            {"match": "室内跳伞", "status": LIVE},
            {"match": "限制", "status": GONE},
        ],
    },
    {
        "id": "blind21-genealogy-zh-tongcheng-fifty-copies",
        "domain": "genealogy_research",
        "schema": "GenealogyState",
        "steps": [
            ("u", "你好，我们老家是安徽桐城的，想给张氏家族修一本家谱，你们能做吗？"),
            (
                "a",
                "可以的。我们提供资料整理、走访、排版印刷一条龙。按人数计价，200人以内的基础版8800元，"
                "含20本精装。",
            ),
            ("u", "我们这一支大概三百多人，往上要追到清朝乾隆年间。"),
            ("a", "300到500人是标准版，12800元，含30本精装，制作周期大约6个月。"),
            (
                "u",
                "30本不够，各家都要，能印50本吗？另外我们想在明年清明前拿到，族里要在祠堂办个发谱仪式，"
                "来得及吗？",
            ),
            (
                "a",
                "多印20本，每本180元，加3600元，一共16400元。明年清明是4月5号，现在开始做时间够。",
            ),
            (
                "u",
                "好，先签合同吧。联系人是我，张建国，电话139 5567 0214，邮箱zhangjg1962@163.com。",
            ),
            (
                "call",
                "create_contract",
                {"surname": "张", "origin": "安徽桐城", "package": "标准版", "copies": 50},
                {"case_ref": "JP-2026-118", "price": "16400元", "deposit": "5000元"},
            ),
            ("a", "合同编号JP-2026-118，总价16400元，签约时付定金5000元。"),
        ],
        "gold_fields": {
            "client_name": "张建国",
            "phone": one_of("139 5567 0214", "13955670214"),
            "email": "zhangjg1962@163.com",
            "surname": one_of("张", "张氏"),
            "ancestral_place": one_of("安徽桐城", "桐城"),
            "package": "标准版",
            "copies": 50,
            "needed_by": one_of("明年清明前", "清明前", "4月5号", "明年清明"),
            "price": one_of("16400元", None),
            "case_ref": one_of("JP-2026-118", None),
        },
        "not_active": ["8800元", "12800元"],
        "probes": ["祠堂"],
        "gold_goals": [{"match": "家谱", "status": LIVE}],
    },
    {
        "id": "blind21-well-zh-hundred-metres-hospital-day",
        "domain": "well_drilling",
        "schema": "WellDrillingState",
        "steps": [
            ("u", "师傅你好，我家在河北邢台农村，想在院子里打一口井，吃水用，大概多少钱？"),
            (
                "a",
                "我们那边一般打到80米左右出水好，按米计价，每米120元，80米是9600元，含井管。"
                "潜水泵另算，1500元。",
            ),
            ("u", "邻居家打了100米水才好，我们也打100米吧。水泵也要。"),
            ("a", "100米是12000元，加水泵1500元，一共13500元。先要派人上门看一下位置。"),
            ("u", "下周二上门可以吗？地址是邢台市南和区史召乡东三召村128号。"),
            (
                "call",
                "book_visit",
                {
                    "address": "邢台市南和区史召乡东三召村128号",
                    "date": "2026-04-14",
                    "depth_m": 100,
                },
                {"quote_ref": "DJ-0414-07", "visit": "2026-04-14 上午"},
            ),
            ("a", "已安排下周二4月14号上午上门看位置，单号DJ-0414-07。"),
            ("u", "哎呀，下周二我儿子带我去县医院复查，改到下周四行吗？"),
            ("a", "下周四4月16号上午可以，已经改好了。请问怎么称呼，电话多少？"),
            ("u", "我姓王，电话151 3190 6628。"),
        ],
        "gold_fields": {
            "customer_name": one_of("王", "王先生", "王女士"),
            "phone": one_of("151 3190 6628", "15131906628"),
            "address": one_of(
                "邢台市南和区史召乡东三召村128号", "南和区史召乡东三召村128号", "东三召村128号"
            ),
            "purpose": one_of("吃水", "吃水用", "饮用"),
            "depth_m": 100,
            "pump": True,
            "survey_date": one_of("下周四", "4月16号", "下周四4月16号", "2026-04-16"),
            "survey_time": one_of("上午", None),
            "price": one_of("13500元", None),
            "quote_ref": one_of("DJ-0414-07", None),
        },
        "not_active": ["9600元", "4月14号"],
        "probes": ["复查"],
        "gold_goals": [{"match": "打一口井", "status": LIVE}],
    },
    {
        "id": "blind21-water-zh-brand-switched-phone-fixed",
        "domain": "water_delivery",
        "schema": "WaterDeliveryState",
        "steps": [
            ("u", "你好，我想订桶装水送到家里，地址是杭州西湖区文三路金都花园8幢2单元601。"),
            (
                "a",
                "您好，我们有农夫山泉18.9升的，每桶22元；怡宝纯净水18.9升的，每桶20元。买20桶送一台饮水机。",
            ),
            ("u", "农夫山泉吧，先买20桶的水票，饮水机也要。"),
            ("a", "20桶农夫山泉440元，送一台饮水机。以后打电话或者小程序下单，一般两小时内送到。"),
            ("u", "家里老人说农夫山泉喝不惯，还是换成怡宝吧。"),
            ("a", "换成怡宝20桶是400元，饮水机照送。"),
            (
                "u",
                "行。第一次送两桶，明天上午送，我姓陈，电话137 7712 5039。不对，是137 7712 5093。",
            ),
            (
                "call",
                "create_order",
                {
                    "address": "杭州西湖区文三路金都花园8幢2单元601",
                    "brand": "怡宝",
                    "vouchers": 20,
                    "dispenser": True,
                    "first_delivery": {"bottles": 2, "when": "明天上午"},
                },
                {"order_ref": "SJ-60318", "price": "400元"},
            ),
            (
                "a",
                "已下单：怡宝20桶水票400元，送饮水机，明天上午先送2桶到金都花园8幢2单元601，单号SJ-60318。",
            ),
        ],
        "gold_fields": {
            "customer_name": one_of("陈", "陈先生", "陈女士"),
            "phone": one_of("137 7712 5093", "13777125093"),
            "address": one_of(
                "杭州西湖区文三路金都花园8幢2单元601",
                "西湖区文三路金都花园8幢2单元601",
                "文三路金都花园8幢2单元601",
            ),
            "water_type": one_of("怡宝", "怡宝纯净水"),
            "bottles": one_of(2, None),
            "prepaid_bottles": 20,
            "cooler": one_of("饮水机", "一台饮水机"),
            "delivery_day": one_of("明天上午", "明天"),
            "start_date": one_of("明天上午", "明天", None),
            "price": one_of("400元", None),
            "account_ref": one_of("SJ-60318", None),
        },
        "not_active": ["440元", "137 7712 5039"],
        "probes": ["喝不惯"],
        "gold_goals": [{"match": "桶装水", "status": LIVE}],
    },
    {
        "id": "blind21-bees-zh-couple-one-colony",
        "domain": "beekeeping_course",
        "schema": "BeekeepingCourseState",
        "steps": [
            ("u", "你好，看到你们蜂场有养蜂入门课，是周末上课吗？我想报名。"),
            (
                "a",
                "是的，入门班连续两个周末，共4天，每天上午9点到下午4点，学费1280元，含防护服和午饭。"
                "结业可以按优惠价买蜂群，每箱650元。",
            ),
            ("u", "我报7月那期。另外我爱人也想一起学，两个人可以吗？"),
            ("a", "7月那期7月4号开课，还剩3个名额，两人2560元。"),
            ("u", "好，两个人。顺便预订两箱中蜂。"),
            ("a", "两人学费2560元，两箱中蜂1300元，一共3860元。"),
            (
                "u",
                "蜂群还是先订一箱吧，怕养不好。我叫李卫东，电话135 0877 3316，邮箱liweidong@qq.com。",
            ),
            (
                "call",
                "book_course",
                {"course": "入门班", "start": "2026-07-04", "places": 2, "colonies": 1},
                {"booking_ref": "YF-0704-12", "price": "3210元"},
            ),
            ("a", "已报名7月4号开课的入门班，两人，另订中蜂一箱，共3210元，订单号YF-0704-12。"),
        ],
        "gold_fields": {
            "student_name": "李卫东",
            "phone": one_of("135 0877 3316", "13508773316"),
            "email": "liweidong@qq.com",
            "course": one_of("养蜂入门课", "入门班"),
            "places": 2,
            "course_date": one_of("7月4号", "7月", "2026-07-04", "7月那期"),
            "course_days": one_of(4, None),
            "colonies": 1,
            "price": one_of("3210元", None),
            "booking_ref": one_of("YF-0704-12", None),
        },
        "not_active": ["3860元", "两箱中蜂"],
        "probes": ["怕养不好"],
        "gold_goals": [{"match": "养蜂", "status": LIVE}],
    },
    {
        "id": "blind21-racket-zh-doubles-racket-27-pounds",
        "domain": "racket_restringing",
        "schema": "RacketStringingState",
        "steps": [
            ("u", "老板，我有两支羽毛球拍要穿线，用BG66UM，拉26磅。"),
            ("a", "BG66UM穿线每支55元，两支110元，一般当天晚上就能取。"),
            ("u", "有一支改成BG80吧，那支是我打双打用的，要耐打一点。磅数不变。"),
            ("a", "BG80每支60元，一支BG66UM一支BG80，一共115元。"),
            ("u", "我明天早上7点就要去比赛，今晚几点能好？"),
            ("a", "今晚8点前可以好，我们开到9点。"),
            (
                "u",
                "行，我下班7点半过来拿。对了，磅数我刚问了教练，说双打那支拉27磅比较合适。",
            ),
            (
                "a",
                "好的，BG80那支拉27磅，BG66UM那支26磅，共115元，今晚8点前穿好。留个名字和电话？",
            ),
            ("u", "吴磊，188 2650 7314。"),
        ],
        "gold_fields": {
            "customer_name": "吴磊",
            "phone": one_of("188 2650 7314", "18826507314"),
            "rackets": 2,
            "strings": ["BG66UM", "BG80"],
            "tensions": one_of(["26磅", "27磅"], ["26", "27"]),
            "ready_date": one_of("今晚", "今晚8点前", "今晚7点半", "7点半", "晚上7点半"),
            "price": one_of("115元", None),
        },
        "not_active": ["110元"],
        "probes": ["比赛"],
        "gold_goals": [{"match": "穿线", "status": LIVE}],
    },
]


def build() -> list[dict[str, Any]]:
    """The set's records (English first, then Chinese)."""
    return build_set("blind21", [("en", EN), ("zh", ZH)], 24)


if __name__ == "__main__":
    write_set(Path(__file__).with_name("state_blind21.jsonl"), build())
