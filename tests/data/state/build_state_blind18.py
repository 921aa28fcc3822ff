"""Builds ``state_blind18.jsonl``: an eighteenth blind labelled set for ``turnmem eval state``.

Hand-written for turnmem (not taken from any data set) without reading the rule folder, its
correction tests or the conversations of the earlier blind sets. 24 conversations, 16 English
and 8 Chinese, split ``blind18``, in twelve domains no earlier set used (pet sitting,
trampoline parks, guitar repair, shoe repair, house cleaning, surf lessons, piercing,
flooring, car window tinting, children's party entertainers, van hire, bathroom fitting), two
conversations each, every one naming a class of ``schemas_blind18.py``. They carry asides and
reasons with other days and people ("my husband's got a work thing Saturday morning", "Alfie's
grandparents don't get in till lunchtime", "6月6号我们在外地喝喜酒", "我妹妹5月3号回来"),
slips corrected ("the reg is KX19 HBM, not HBN", "是1503，不是1502", "it's 3 bedrooms, I forgot
the box room"), counts that go down or up because of others ("Two mums have said their boys
can't come", "my friend Ollie can't come now", "more like 28 kids", "邻居家小孩也想一起去"),
one of several things dropped ("Can we leave the hallway?", "包的拉链先不修了", "跟拍不要了"),
a request replaced by another (magician by a bubble show, bath by a walk-in shower, deep clean
by end of tenancy, 耳骨 by 耳垂), yes/no choices set and flipped, prices quoted again after
each change (and one count change the agent never re-prices), questions ("Is there parking on
site?", "Do I need to bring anything?"), a second driver asked for and withdrawn in the same
breath, an offer left unanswered at the end, and one conversation where nothing changes (an
en-suite quote).
Run ``python tests/data/state/build_state_blind18.py`` to rebuild the file (deterministic).

Labelling conventions (as in ``build_state_blind17.py``):

- a field only a tool output states may be unset (``null`` in ``one_of``); a field the user
  stated (or the assistant stated and the user accepted) must be set; a schema field not listed
  must end unset (a price quoted before the order changed, and not quoted again, is listed
  nowhere, and is ``not_active``);
- ``not_active`` lists replaced, cancelled or rejected values chosen so that no true statement
  at the end needs to contain them (a reason such as "6月6号我们在外地喝喜酒" or a negation
  such as "no refret" is true, so neither is listed); a cancelled request is labelled in
  ``gold_goals`` as ``abandoned`` or ``absent``;
- questions and requests for information are ``absent`` goals; a request the user makes in
  the imperative is a goal (any live or done status); an offer the user has not answered sets
  nothing;
- ``probes`` name a reason the user gave for a change (a third person's constraint, a clash)
  that the final context should still hold;
- a day a tool call's arguments give in ISO form ("2026-05-09") is the same day, so it is
  accepted wherever that day is still the right one.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from turnmem.lab.state_sets import GONE, LIVE, build_set, one_of, write_set

EN: list[dict[str, Any]] = [
    # ---------------------------------------------------------------- pet sitting
    {
        "id": "blind18-petsit-en-cats-twice-back-friday",
        "domain": "pet_sitting",
        "schema": "PetSittingState",
        "steps": [
            (
                "u",
                "Hi, we're going to Lisbon from Saturday 11 April to Saturday 18 April and need "
                "someone to pop in for our two cats, Mango and Pip. Once a day should do.",
            ),
            (
                "a",
                "Happy to help. Visits are £14 each, so that's 7 visits, £98. Would you like us "
                "to bring the post in and water the plants too? There's no charge.",
            ),
            (
                "u",
                "Post yes please, plants are fine, my neighbour Joan does those. Actually can you "
                "make it twice a day? Pip's on tablets morning and evening.",
            ),
            (
                "call",
                "quote_visits",
                {
                    "pets": ["Mango", "Pip"],
                    "from": "2026-04-11",
                    "to": "2026-04-18",
                    "visits_per_day": 2,
                    "post": True,
                },
                {"price": "£196", "booking_ref": "PS-4471"},
            ),
            (
                "a",
                "Twice daily from Saturday 11 April to Saturday 18 April, 14 visits: £196, "
                "reference PS-4471. How will we get the key?",
            ),
            (
                "u",
                "I'll drop a spare key round on Thursday. Sorry, we're now flying back on Friday "
                "the 17th, my husband's got a work thing Saturday morning. I'm Priya Raman, "
                "07984 221 530.",
            ),
            (
                "a",
                "No problem, Priya - updated to finish Friday 17 April: 12 visits, £168.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Priya Raman",
            "phone": "07984 221 530",
            "pet_names": one_of(["Mango", "Pip"]),
            "pet_type": one_of("cats", "cat"),
            "start_date": one_of("Saturday 11 April", "11 April", "2026-04-11"),
            "end_date": one_of("Friday 17 April", "Friday the 17th", "the 17th", "17 April"),
            "visits_per_day": 2,
            "bring_in_post": True,
            "price": one_of("£168", None),
            "booking_ref": one_of("PS-4471", None),
        },
        "not_active": ["£196", "£98", "Saturday 18 April"],
        "probes": ["tablets", "work thing"],
        "gold_goals": [
            {"match": "cats", "status": LIVE},
            {"match": "plants", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- trampoline park
    {
        "id": "blind18-trampoline-en-party-ten-at-three",
        "domain": "trampoline_park",
        "schema": "TrampolineParkState",
        "steps": [
            (
                "u",
                "Hi, I'd like to book a trampoline party for my son Alfie's 8th birthday, "
                "Saturday 9 May, for 12 kids.",
            ),
            (
                "a",
                "Our party package is £18 per child: an hour's jumping at 1pm, then 45 minutes in "
                "the party room with food. Grip socks are £2.50 each unless they have ours "
                "already.",
            ),
            ("u", "None of them will, so add socks please."),
            (
                "call",
                "quote_party",
                {
                    "jumpers": 12,
                    "date": "2026-05-09",
                    "time": "13:00",
                    "package": "party",
                    "grip_socks": True,
                },
                {"price": "£246", "booking_ref": "TP-9034"},
            ),
            (
                "a",
                "12 children, Saturday 9 May at 1pm, party package with grip socks: £246. "
                "Reference TP-9034.",
            ),
            (
                "u",
                "Two mums have said their boys can't come, it clashes with a football "
                "tournament, so it's 10. And can we move to 3pm? Alfie's grandparents don't get "
                "in till lunchtime.",
            ),
            ("a", "3pm is free. 10 children with socks comes to £205. Anything else?"),
            ("u", "Is there parking on site?"),
            ("a", "Yes, free parking for 3 hours right outside."),
        ],
        "gold_fields": {
            "birthday_child": "Alfie",
            "jumpers": 10,
            "session_date": one_of("Saturday 9 May", "9 May", "2026-05-09"),
            "session_time": one_of("3pm", "15:00"),
            "session_hours": one_of(1, None),
            "grip_socks": True,
            "party_package": True,
            "price": one_of("£205", None),
            "booking_ref": one_of("TP-9034", None),
        },
        "not_active": ["£246", "1pm"],
        "probes": ["football", "grandparents"],
        "gold_goals": [
            {"match": "party", "status": LIVE},
            {"match": "parking", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- guitar repair
    {
        "id": "blind18-guitar-en-setup-nines-no-refret",
        "domain": "guitar_repair",
        "schema": "GuitarRepairState",
        "steps": [
            (
                "u",
                "Hi, my Fender Telecaster's got fret buzz on the high E and the action's way too "
                "high. Can you have a look?",
            ),
            (
                "a",
                "Sounds like it needs a full setup: truss rod, action, intonation and new "
                "strings, £65. If the frets are worn, a partial refret is £180 on top.",
            ),
            (
                "u",
                "Let's do the setup and see about the frets. I use 10s, D'Addario if you've got "
                "them.",
            ),
            ("a", "We have. When can you drop it off?"),
            ("u", "Tuesday 3 March after work, about 5:30."),
            (
                "call",
                "create_job",
                {
                    "instrument": "Fender Telecaster",
                    "jobs": ["setup"],
                    "strings": "D'Addario 10-46",
                    "drop_off": "2026-03-03",
                },
                {"job_ref": "GT-1186", "ready": "Friday 6 March"},
            ),
            (
                "a",
                "Booked in: setup with D'Addario 10s, drop off Tuesday 3 March, ready Friday 6 "
                "March. Job GT-1186.",
            ),
            (
                "u",
                "Actually, can you do 9s instead? My teacher reckons lighter strings will help "
                "with bends. Oh and I checked, the frets look fine, so no refret. Name's Tom "
                "Okafor, 07723 804 615.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Tom Okafor",
            "phone": "07723 804 615",
            "instrument": one_of("Fender Telecaster", "Telecaster"),
            "jobs": one_of(["setup"], ["full setup"]),
            "string_gauge": one_of("9s", "D'Addario 9s"),
            "drop_off_date": one_of("Tuesday 3 March", "3 March", "2026-03-03"),
            "collection_date": one_of("Friday 6 March", "6 March", None),
            "price": one_of("£65", None),
            "job_ref": one_of("GT-1186", None),
        },
        "not_active": ["10s", "£180"],
        "probes": ["teacher"],
        "gold_goals": [
            {"match": "setup", "status": LIVE},
            {"match": "refret", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- shoe repair
    {
        "id": "blind18-shoe-en-heels-only-by-tuesday",
        "domain": "shoe_repair",
        "schema": "ShoeRepairState",
        "steps": [
            (
                "u",
                "Hi, I've got a pair of brown Chelsea boots that need resoling and new heels, and "
                "a pair of black court shoes that need heel tips.",
            ),
            (
                "a",
                "Resole and heels on the boots is £55, heel tips on the courts £12. Ready in a "
                "week. Would you like them polished as well? £6 a pair.",
            ),
            ("u", "No polish thanks."),
            ("a", "Lovely. I'll put them on ticket SR-208. Anything else?"),
            (
                "u",
                "Hang on - my daughter's just pointed out the soles on the boots are still fine, "
                "it's only the heels that are worn. Can we just do heels on those? How much are "
                "heels on their own?",
            ),
            (
                "a",
                "Heels alone on the boots are £22, so £34 in total with the court shoe tips. "
                "Ready Wednesday 21 October.",
            ),
            (
                "u",
                "Perfect. Could I get them by the Tuesday instead? I'm at my cousin's wedding on "
                "the Wednesday.",
            ),
            ("a", "Yes, we'll have them ready Tuesday 20 October. Name for the ticket?"),
            ("u", "Margaret Doyle."),
        ],
        "gold_fields": {
            "customer_name": "Margaret Doyle",
            "shoes": one_of(["Chelsea boots", "court shoes"]),
            "jobs": one_of(["heels", "heel tips"]),
            "polish": False,
            "collection_date": one_of("Tuesday 20 October", "20 October", "Tuesday"),
            "price": one_of("£34", None),
            "ticket_ref": one_of("SR-208", None),
        },
        "not_active": ["£55", "Wednesday 21 October"],
        "probes": ["wedding", "daughter"],
        "gold_goals": [
            {"match": "polish", "status": GONE},
            {"match": "resol", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- house cleaning
    {
        "id": "blind18-clean-en-deep-to-end-of-tenancy",
        "domain": "house_cleaning",
        "schema": "HouseCleaningState",
        "steps": [
            (
                "u",
                "Hello, I'd like to book a deep clean for my flat - 2 bedrooms, 45 Orchard Way, "
                "Reading RG1 4PL. Thursday 12 February if you can.",
            ),
            (
                "a",
                "We can do Thursday 12 February from 9am. A deep clean for a 2-bed is £210. "
                "Would you like the oven cleaned too? It's £45.",
            ),
            ("u", "Yes please, the oven's a disgrace."),
            (
                "call",
                "book_clean",
                {"type": "deep", "bedrooms": 2, "date": "2026-02-12", "oven": True},
                {"booking_ref": "HC-5521", "price": "£255"},
            ),
            (
                "a",
                "Booked: deep clean with oven, Thursday 12 February at 9am, £255. Reference "
                "HC-5521.",
            ),
            (
                "u",
                "Just heard from the letting agent - I'm moving out at the end of the month, so "
                "can it be an end of tenancy clean instead? They want the carpets done too but "
                "I'll sort those separately with my landlord. Sorry, and it's 3 bedrooms, I "
                "forgot the box room.",
            ),
            (
                "a",
                "No problem. End of tenancy, 3 bedrooms, oven included: £340. Still Thursday 12 "
                "February at 9am?",
            ),
            ("u", "Yes. I'm Chloe Ferreira, 07561 390 472."),
        ],
        "gold_fields": {
            "customer_name": "Chloe Ferreira",
            "phone": "07561 390 472",
            "address": one_of(
                "45 Orchard Way, Reading RG1 4PL", "45 Orchard Way, Reading", "45 Orchard Way"
            ),
            "clean_type": "end of tenancy",
            "bedrooms": 3,
            "clean_date": one_of("Thursday 12 February", "12 February", "2026-02-12"),
            "start_time": one_of("9am", "9:00"),
            "oven_clean": True,
            "price": one_of("£340", None),
            "booking_ref": one_of("HC-5521", None),
        },
        "not_active": ["£255", "£210"],
        "probes": ["letting agent"],
        "gold_goals": [
            {"match": "clean", "status": LIVE},
            {"match": "carpets", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- surf lessons
    {
        "id": "blind18-surf-en-three-to-two-own-wetsuits",
        "domain": "surf_lessons",
        "schema": "SurfLessonState",
        "steps": [
            (
                "u",
                "Hi, I'd like to book a beginner surf lesson for three of us on Sunday 26 July, "
                "the morning one if possible.",
            ),
            (
                "a",
                "Sunday 26 July at 10am has space. Group lessons are £40 each, wetsuit and board "
                "included. Have any of you surfed before?",
            ),
            (
                "u",
                "Nope, total beginners. And we've got our own wetsuits actually, so we don't "
                "need those - is it cheaper?",
            ),
            ("a", "It's £35 each without wetsuit hire, £105 for three."),
            (
                "call",
                "book_lesson",
                {
                    "surfers": 3,
                    "date": "2026-07-26",
                    "time": "10:00",
                    "level": "beginner",
                    "wetsuits": False,
                },
                {"booking_ref": "SF-6642", "price": "£105"},
            ),
            (
                "a",
                "Booked: beginner group lesson, three people, Sunday 26 July at 10am, no wetsuit "
                "hire, £105. Reference SF-6642.",
            ),
            (
                "u",
                "Ah, my friend Ollie can't come now, his shift got changed, so it's just two of "
                "us. Name's Jess Whitfield, 07890 455 213.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Jess Whitfield",
            "phone": "07890 455 213",
            "surfers": 2,
            "lesson_type": one_of("group", None),
            "level": "beginner",
            "lesson_date": one_of("Sunday 26 July", "26 July", "2026-07-26"),
            "lesson_time": one_of("10am", "10:00"),
            "wetsuit_hire": False,
            "booking_ref": one_of("SF-6642", None),
        },
        "not_active": ["£105", "£40"],
        "probes": ["shift"],
        "gold_goals": [{"match": "surf lesson", "status": LIVE}],
    },
    # ---------------------------------------------------------------- piercing
    {
        "id": "blind18-piercing-en-helix-friend-lobes-later",
        "domain": "piercing",
        "schema": "PiercingState",
        "steps": [
            ("u", "Hi, I'd like to book a helix piercing for Saturday 14 March, around 11."),
            (
                "a",
                "We have 11:15 on Saturday 14 March. A helix is £35 including a titanium stud. "
                "Are you over 16? We need ID.",
            ),
            (
                "u",
                "I'm 19, I'll bring my driving licence. Could my friend get her lobes done at the "
                "same time? She's 17.",
            ),
            (
                "a",
                "Yes, lobes are £25 for both ears with titanium studs, and 17 is fine for lobes "
                "with ID. I'll book you both at 11:15, £60 in total.",
            ),
            (
                "call",
                "book_piercing",
                {"piercings": ["helix", "lobes"], "date": "2026-03-14", "time": "11:15"},
                {"booking_ref": "PX-3307"},
            ),
            ("a", "All set, reference PX-3307. Can I take a name and number?"),
            (
                "u",
                "Amber Kowalski, 07712 350 918. Actually could we do 2pm instead? Her mum wants "
                "to come with her and she works till 1.",
            ),
            ("a", "2pm on Saturday 14 March is free, I've moved you both. Still £60."),
        ],
        "gold_fields": {
            "customer_name": "Amber Kowalski",
            "phone": "07712 350 918",
            "piercings": one_of(["helix", "lobes"]),
            "jewellery": one_of("titanium stud", "titanium studs", "titanium", None),
            "client_age": 19,
            "people": one_of(2, None),
            "appointment_date": one_of("Saturday 14 March", "14 March", "2026-03-14"),
            "appointment_time": one_of("2pm", "14:00"),
            "price": one_of("£60", None),
            "booking_ref": one_of("PX-3307", None),
        },
        "not_active": ["11:15"],
        "probes": ["mum"],
        "gold_goals": [{"match": "helix", "status": LIVE}],
    },
    # ---------------------------------------------------------------- flooring
    {
        "id": "blind18-floor-en-lounge-only-grey-wash",
        "domain": "flooring",
        "schema": "FlooringState",
        "steps": [
            (
                "u",
                "Hi, I'm after a quote for laminate flooring in the lounge and hallway, about 30 "
                "square metres altogether. 12 Beech Close, Tamworth B77 2QS.",
            ),
            (
                "a",
                "Our oak-effect laminate is £28 per square metre fitted, so about £840. Would you "
                "like underlay? It's £4 per square metre.",
            ),
            ("u", "Yes to underlay."),
            (
                "call",
                "quote_floor",
                {
                    "rooms": ["lounge", "hallway"],
                    "floor": "oak-effect laminate",
                    "area_sqm": 30,
                    "underlay": True,
                },
                {"quote_ref": "FL-8840", "price": "£960", "fit_date": "Wednesday 22 April"},
            ),
            (
                "a",
                "That's £960 with underlay, and we can fit on Wednesday 22 April. Quote FL-8840.",
            ),
            (
                "u",
                "Can we leave the hallway? My partner wants to keep the tiles there. The lounge "
                "is 18 square metres on its own. And we'd rather have the grey-wash laminate if "
                "it's the same price.",
            ),
            (
                "a",
                "Grey-wash is the same price. Lounge only, 18 square metres with underlay: £576, "
                "still Wednesday 22 April.",
            ),
            ("u", "Lovely, go ahead. Sam Achebe, 07955 128 340."),
            ("a", "Booked, Sam. Our fitter will arrive at 8am on Wednesday 22 April."),
        ],
        "gold_fields": {
            "customer_name": "Sam Achebe",
            "phone": "07955 128 340",
            "address": one_of(
                "12 Beech Close, Tamworth B77 2QS", "12 Beech Close, Tamworth", "12 Beech Close"
            ),
            "rooms": one_of(["lounge"]),
            "floor_type": one_of("grey-wash laminate", "grey-wash"),
            "area_sqm": 18,
            "underlay": True,
            "fit_date": one_of("Wednesday 22 April", "22 April"),
            "price": one_of("£576", None),
            "quote_ref": one_of("FL-8840", None),
        },
        "not_active": ["£960", "£840", "oak-effect"],
        "probes": ["tiles"],
        "gold_goals": [
            {"match": "lounge", "status": LIVE},
            {"match": "hallway", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- window tinting
    {
        "id": "blind18-tint-en-rear-lighter-reg-slip",
        "domain": "window_tinting",
        "schema": "WindowTintingState",
        "steps": [
            (
                "u",
                "Hi, I'd like the rear windows tinted on my Ford Focus estate, reg KX19 HBN. What "
                "shades do you do?",
            ),
            (
                "a",
                "We do 5%, 20%, 35% and 50%. For rear windows most people go 20%. It's £180 for "
                "an estate.",
            ),
            ("u", "20% sounds right. Can you do Saturday?"),
            (
                "call",
                "book_tint",
                {
                    "car": "Ford Focus estate",
                    "reg": "KX19 HBN",
                    "windows": ["rear doors", "rear windscreen"],
                    "shade": "20%",
                },
                {"job_ref": "WT-5128", "date": "Saturday 7 March", "price": "£180"},
            ),
            (
                "a",
                "Booked for Saturday 7 March at 9am, 20% on the rear doors and back screen, "
                "£180. Job WT-5128. It takes about 3 hours.",
            ),
            (
                "u",
                "Actually make it 35% - my wife thinks 20% will be too dark for reversing at "
                "night.",
            ),
            ("a", "No problem, 35% is the same price. I've updated the job."),
            (
                "u",
                "Great. And sorry, the reg is KX19 HBM, not HBN. Name's Rob Fairley, 07437 662 019.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Rob Fairley",
            "phone": "07437 662 019",
            "car": one_of("Ford Focus estate", "Ford Focus"),
            "reg": "KX19 HBM",
            "windows": one_of(
                ["rear windows"],
                ["rear doors", "rear windscreen"],
                ["rear doors", "back screen"],
            ),
            "tint_shade": "35%",
            "fit_date": one_of("Saturday 7 March", "7 March", "Saturday"),
            "fit_time": one_of("9am", None),
            "price": one_of("£180", None),
            "job_ref": one_of("WT-5128", None),
        },
        "not_active": ["KX19 HBN"],
        "probes": ["reversing"],
        "gold_goals": [{"match": "tint", "status": LIVE}],
    },
    {
        "id": "blind18-tint-en-van-front-not-legal",
        "domain": "window_tinting",
        "schema": "WindowTintingState",
        "steps": [
            (
                "u",
                "Morning. Can I get a quote to tint the front side windows on my Transit Custom? "
                "It's a work van.",
            ),
            (
                "a",
                "I'm afraid the front side windows have to let 70% of the light through by law, "
                "so the only film we can fit there is one you'd barely notice. The rear doors and "
                "back windows can go any shade.",
            ),
            (
                "u",
                "Ah, pointless then. Do the back windows in 5% instead, I've had tools nicked twice.",
            ),
            (
                "a",
                "5% on the back windows of a Transit Custom is £140. When would you like it done?",
            ),
            ("u", "Next Friday, the 13th. I can drop it off first thing, 8 o'clock."),
            (
                "call",
                "book_tint",
                {
                    "car": "Transit Custom",
                    "windows": ["rear"],
                    "shade": "5%",
                    "date": "2026-03-13",
                    "time": "08:00",
                },
                {"job_ref": "WT-5190"},
            ),
            (
                "a",
                "Booked: Friday 13 March at 8am, 5% on the back windows, £140, job WT-5190. "
                "What's the reg?",
            ),
            ("u", "LN71 XWD. Mark Bennett, 07501 228 994."),
        ],
        "gold_fields": {
            "customer_name": "Mark Bennett",
            "phone": "07501 228 994",
            "car": one_of("Transit Custom", "Ford Transit Custom"),
            "reg": "LN71 XWD",
            "windows": one_of(["back windows"], ["rear windows"], ["rear"]),
            "tint_shade": "5%",
            "fit_date": one_of(
                "Friday 13 March",
                "Friday, the 13th",
                "the 13th",
                "13 March",
                "2026-03-13",
                "Friday",
            ),
            "fit_time": one_of("8am", "8 o'clock", "08:00"),
            "price": one_of("£140", None),
            "job_ref": one_of("WT-5190", None),
        },
        "not_active": [],
        "probes": ["nicked"],
        "gold_goals": [
            {"match": "back windows", "status": LIVE},
            {"match": "front side", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- kids' entertainer
    {
        "id": "blind18-entertainer-en-magician-to-bubbles",
        "domain": "kids_entertainer",
        "schema": "KidsEntertainerState",
        "steps": [
            (
                "u",
                "Hi, I'm looking for a magician for my daughter Isla's 5th birthday party on "
                "Sunday 19 April, 2 till 4, at Holly Lodge community centre.",
            ),
            (
                "a",
                "Marvo the Magician is free that afternoon: two hours of magic and party games "
                "for up to 20 children, £220. How many are you expecting?",
            ),
            ("u", "About 15."),
            (
                "call",
                "hold_booking",
                {
                    "act": "Marvo the Magician",
                    "date": "2026-04-19",
                    "time": "14:00-16:00",
                    "venue": "Holly Lodge community centre",
                    "children": 15,
                },
                {"booking_ref": "KE-3416", "price": "£220"},
            ),
            (
                "a",
                "I've pencilled Marvo in for Sunday 19 April, 2-4pm at Holly Lodge, reference "
                "KE-3416. Would you like balloon modelling added? It's £40.",
            ),
            (
                "u",
                "Hmm, Isla's just told me she's been scared of magicians since her cousin's "
                "party. Have you got anything else?",
            ),
            ("a", "Our Bubble Lady does a bubble show and games, same times, £195 for up to 20."),
            (
                "u",
                "That sounds perfect, switch us to her. No balloon modelling. I'm Rachel "
                "Goodwin, 07866 120 745.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Rachel Goodwin",
            "phone": "07866 120 745",
            "child_name": "Isla",
            "child_age": 5,
            "party_date": one_of("Sunday 19 April", "19 April", "2026-04-19"),
            "party_time": one_of("2 till 4", "2-4pm", "14:00-16:00", "2pm"),
            "venue": one_of("Holly Lodge community centre", "Holly Lodge"),
            "children": 15,
            "act": one_of("Bubble Lady", "bubble show", "Bubble Lady bubble show"),
            "price": one_of("£195", None),
            "booking_ref": one_of("KE-3416", None),
        },
        "not_active": ["Marvo", "£220"],
        "probes": ["cousin"],
        "gold_goals": [
            {"match": "magician", "status": GONE},
            {"match": "balloon", "status": GONE},
        ],
    },
    {
        "id": "blind18-entertainer-en-face-paint-count-up",
        "domain": "kids_entertainer",
        "schema": "KidsEntertainerState",
        "steps": [
            (
                "u",
                "Hello, do you do face painting for kids' parties? My twins Leo and Max are "
                "turning 7 on Saturday 6 June.",
            ),
            (
                "a",
                "We do - a face painter for 2 hours is £150 and covers about 25 faces. Where and "
                "when is the party?",
            ),
            (
                "u",
                "At home, 22 Fairfield Road, Bromley, 1pm to 3pm. It'll be about 16 children.",
            ),
            ("a", "Lovely. Would you like glitter tattoos as well? £30 extra."),
            ("u", "Yes please."),
            (
                "call",
                "book_act",
                {
                    "act": "face painter",
                    "date": "2026-06-06",
                    "time": "13:00-15:00",
                    "venue": "22 Fairfield Road, Bromley",
                    "extras": ["glitter tattoos"],
                },
                {"booking_ref": "KE-3521", "price": "£180"},
            ),
            (
                "a",
                "Booked: face painter with glitter tattoos, Saturday 6 June, 1-3pm at 22 "
                "Fairfield Road, £180. Reference KE-3521.",
            ),
            (
                "u",
                "Brilliant. The school's done a whole-class invite so it's now more like 28 kids "
                "- is one painter still OK?",
            ),
            (
                "a",
                "For 28 we'd suggest a second painter, another £120, so £300 in all. Shall I add "
                "them?",
            ),
        ],
        "gold_fields": {
            "child_name": one_of("Leo and Max", "twins Leo and Max"),
            "child_age": 7,
            "party_date": one_of("Saturday 6 June", "6 June", "2026-06-06"),
            "party_time": one_of("1pm to 3pm", "1-3pm", "13:00-15:00", "1pm"),
            "venue": one_of(
                "22 Fairfield Road, Bromley", "22 Fairfield Road", "At home, 22 Fairfield Road"
            ),
            "children": 28,
            "act": one_of("face painter", "face painting"),
            "extras": one_of(["glitter tattoos"]),
            "price": one_of("£180", None),
            "booking_ref": one_of("KE-3521", None),
        },
        "not_active": ["£300"],
        "probes": ["whole-class"],
        "gold_goals": [
            {"match": "face paint", "status": LIVE},
            {"match": "second painter", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- van hire
    {
        "id": "blind18-van-en-luton-marina-back-saturday",
        "domain": "van_hire",
        "schema": "VanHireState",
        "steps": [
            (
                "u",
                "Hi, I need a van to move my daughter into her uni halls. Picking up Friday 18 "
                "September, back Sunday 20th. A medium van should do.",
            ),
            (
                "a",
                "A medium van for three days is £165 from our Hove branch. Would you like to add "
                "a second driver? £10 a day.",
            ),
            ("u", "Yes, my husband will share the driving."),
            (
                "call",
                "reserve_van",
                {
                    "size": "medium",
                    "from": "2026-09-18",
                    "to": "2026-09-20",
                    "branch": "Hove",
                    "extra_driver": True,
                },
                {"booking_ref": "VH-7210", "price": "£195"},
            ),
            (
                "a",
                "Reserved: medium van, Friday 18 to Sunday 20 September, from Hove, with a second "
                "driver, £195. Reference VH-7210.",
            ),
            (
                "u",
                "She's just sent me her list - there's a wardrobe and a bike. Better make it a "
                "Luton. And can we pick up from Brighton Marina instead, it's nearer us.",
            ),
            ("a", "A Luton from Brighton Marina, same dates with the second driver, is £255."),
            (
                "u",
                "Fine. Could we bring it back Saturday 19th instead? Saves a day. I'm Helen "
                "Marsh, 07701 556 843.",
            ),
            (
                "a",
                "Yes - Luton, Friday 18 to Saturday 19 September from Brighton Marina, second "
                "driver included: £170.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Helen Marsh",
            "phone": "07701 556 843",
            "van_size": "luton",
            "pickup_date": one_of("Friday 18 September", "Friday 18", "18 September", "2026-09-18"),
            "return_date": one_of(
                "Saturday 19th", "Saturday 19 September", "19 September", "Saturday"
            ),
            "pickup_branch": "Brighton Marina",
            "extra_driver": True,
            "price": one_of("£170", None),
            "booking_ref": one_of("VH-7210", None),
        },
        "not_active": ["Sunday 20th", "£195", "£255", "£165", "Hove"],
        "probes": ["wardrobe"],
        "gold_goals": [{"match": "van", "status": LIVE}],
    },
    {
        "id": "blind18-van-en-small-tip-run-no-brother",
        "domain": "van_hire",
        "schema": "VanHireState",
        "steps": [
            (
                "u",
                "Hello, I'd like to hire a small van on Tuesday 2 June, just for the day, to take "
                "some stuff to the tip. I'll collect from the Croydon branch.",
            ),
            (
                "a",
                "A small van for one day is £59 from Croydon. Would you like damage excess cover? "
                "It's £15 and brings your excess down from £1,000 to £100.",
            ),
            ("u", "Yes, go on."),
            (
                "call",
                "reserve_van",
                {
                    "size": "small",
                    "from": "2026-06-02",
                    "to": "2026-06-02",
                    "branch": "Croydon",
                    "excess_cover": True,
                },
                {"booking_ref": "VH-7388", "price": "£74"},
            ),
            (
                "a",
                "Reserved: small van, Tuesday 2 June, Croydon, with excess cover, £74. Reference "
                "VH-7388. What time will you collect?",
            ),
            ("u", "8am. Do I need to bring anything?"),
            ("a", "Your driving licence and a card in your name for the £250 deposit."),
            (
                "u",
                "OK. Oh, could my brother be a second driver? Actually no, forget it, he hasn't "
                "had his licence long enough. Just me. Dan Walsh.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Dan Walsh",
            "van_size": "small",
            "pickup_date": one_of("Tuesday 2 June", "2 June", "2026-06-02"),
            "return_date": one_of("Tuesday 2 June", "2 June", "2026-06-02", None),
            "pickup_time": "8am",
            "pickup_branch": one_of("Croydon", "Croydon branch"),
            "extra_driver": one_of(False, None),
            "excess_cover": True,
            "price": one_of("£74", None),
            "booking_ref": one_of("VH-7388", None),
        },
        "not_active": [],
        "probes": ["brother"],
        "gold_goals": [
            {"match": "small van", "status": LIVE},
            {"match": "second driver", "status": GONE},
            {"match": "bring anything", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- bathroom fitting
    {
        "id": "blind18-bath-en-walk-in-half-tiling",
        "domain": "bathroom_fitting",
        "schema": "BathroomFittingState",
        "steps": [
            (
                "u",
                "Hi, we want our bathroom refitted: new bath with a shower over, toilet, basin "
                "and full tiling. 3 Willow Gardens, Exeter EX2 7JL.",
            ),
            ("a", "We can quote for that. Do you have a shower in mind - electric or mixer?"),
            ("u", "Mixer, thermostatic."),
            (
                "call",
                "quote_bathroom",
                {
                    "items": ["bath", "toilet", "basin"],
                    "shower": "thermostatic mixer",
                    "tiling": "full",
                    "address": "3 Willow Gardens, Exeter",
                },
                {"quote_ref": "BF-2204", "price": "£6,800", "start": "Monday 11 May"},
            ),
            (
                "a",
                "That comes to £6,800 supplied and fitted, starting Monday 11 May, about 8 "
                "working days. Quote BF-2204.",
            ),
            (
                "u",
                "Thinking about it, we'd rather have a walk-in shower instead of the bath - my "
                "dad's moving in with us and he struggles getting in and out of the bath. Same "
                "mixer.",
            ),
            (
                "a",
                "Walk-in shower instead of the bath, with toilet, basin and full tiling: £7,350, "
                "still from Monday 11 May.",
            ),
            ("u", "OK. Could we go half-height tiling to bring it down a bit?"),
            ("a", "Half-height tiling brings it to £6,900."),
            ("u", "Go with that. Book it in - I'm Owen Pritchard, 07812 903 447."),
        ],
        "gold_fields": {
            "customer_name": "Owen Pritchard",
            "phone": "07812 903 447",
            "address": one_of(
                "3 Willow Gardens, Exeter EX2 7JL", "3 Willow Gardens, Exeter", "3 Willow Gardens"
            ),
            "fittings": one_of(["walk-in shower", "toilet", "basin"]),
            "shower_type": one_of(
                "thermostatic mixer", "Mixer, thermostatic", "mixer", "thermostatic"
            ),
            "tiling": one_of("half-height", "half-height tiling"),
            "start_date": one_of("Monday 11 May", "11 May"),
            "working_days": one_of(8, None),
            "price": one_of("£6,900", None),
            "quote_ref": one_of("BF-2204", None),
        },
        "not_active": ["£6,800", "£7,350"],
        "probes": ["dad"],
        "gold_goals": [{"match": "walk-in", "status": LIVE}],
    },
    {
        "id": "blind18-bath-en-ensuite-no-change",
        "domain": "bathroom_fitting",
        "schema": "BathroomFittingState",
        "steps": [
            (
                "u",
                "Hello, I'd like a quote for an en-suite: shower enclosure, toilet and vanity "
                "basin, tiled floor to ceiling in the shower only. 17 Oak Street, Frome BA11 1DN.",
            ),
            ("a", "Happy to. Electric shower or mixer?"),
            ("u", "Electric, the boiler's too far away."),
            (
                "call",
                "quote_bathroom",
                {
                    "items": ["shower enclosure", "toilet", "vanity basin"],
                    "shower": "electric",
                    "tiling": "shower only",
                    "address": "17 Oak Street, Frome",
                },
                {"quote_ref": "BF-2291", "price": "£4,250", "start": "Tuesday 2 June"},
            ),
            (
                "a",
                "That's £4,250 fitted, starting Tuesday 2 June, 5 working days. Quote BF-2291.",
            ),
            (
                "u",
                "That's fine. Will we be without a toilet the whole time? My mother-in-law stays "
                "with us at weekends.",
            ),
            (
                "a",
                "Only for one day - we fit the new toilet on day 2. Your main bathroom isn't "
                "touched, so you'll have that anyway.",
            ),
            ("u", "Of course, silly me. OK, let's book it. Aisha Karim, 07455 318 920."),
            ("a", "Booked, Aisha. We'll start on Tuesday 2 June."),
        ],
        "gold_fields": {
            "customer_name": "Aisha Karim",
            "phone": "07455 318 920",
            "address": one_of(
                "17 Oak Street, Frome BA11 1DN", "17 Oak Street, Frome", "17 Oak Street"
            ),
            "fittings": one_of(["shower enclosure", "toilet", "vanity basin"]),
            "shower_type": one_of("electric", "electric shower"),
            "tiling": one_of(
                "floor to ceiling in the shower only",
                "tiled floor to ceiling in the shower only",
                "shower only",
            ),
            "start_date": one_of("Tuesday 2 June", "2 June"),
            "working_days": one_of(5, None),
            "price": one_of("£4,250", None),
            "quote_ref": one_of("BF-2291", None),
        },
        "not_active": [],
        "probes": [],
        "gold_goals": [
            {"match": "en-suite", "status": LIVE},
            {"match": "without a toilet", "status": GONE},
        ],
    },
]

ZH: list[dict[str, Any]] = [
    {
        "id": "blind18-petsit-zh-corgi-sister-back",
        "domain": "pet_sitting",
        "schema": "PetSittingState",
        "steps": [
            ("u", "你好，我五一要回老家，想找人上门照顾我家狗狗豆豆，4月30号到5月4号。"),
            (
                "a",
                "好的，上门喂食遛狗每次60元，一天两次的话一共600元。需要住家陪护吗？每晚加150元。",
            ),
            ("u", "不用住家，一天两次就行。它是柯基，3岁，比较怕生。"),
            ("a", "好的，我们会安排同一位宠物师。钥匙怎么交接？"),
            (
                "u",
                "我放在小区门口的快递柜里。哦对了，我妹妹5月3号回来，3号和4号她可以自己照顾，"
                "所以只要到5月2号。",
            ),
            (
                "call",
                "book_visits",
                {"pet": "豆豆", "from": "2026-04-30", "to": "2026-05-02", "visits_per_day": 2},
                {"booking_ref": "CW-2817", "price": "360元"},
            ),
            ("a", "已预约：4月30日到5月2日，每天两次上门，共360元，订单号CW-2817。"),
            ("u", "好的，我叫林晓，电话13816450927。"),
        ],
        "gold_fields": {
            "customer_name": "林晓",
            "phone": "13816450927",
            "pet_names": one_of(["豆豆"]),
            "pet_type": one_of("柯基", "狗狗", "狗"),
            "start_date": one_of("4月30号", "4月30日", "2026-04-30"),
            "end_date": one_of("5月2号", "5月2日", "2026-05-02"),
            "visits_per_day": 2,
            "overnight": False,
            "price": one_of("360元", None),
            "booking_ref": one_of("CW-2817", None),
        },
        "not_active": ["600元", "5月4号"],
        "probes": ["妹妹"],
        "gold_goals": [
            {"match": "豆豆", "status": LIVE},
            {"match": "住家", "status": GONE},
        ],
    },
    {
        "id": "blind18-trampoline-zh-two-hours-plus-one",
        "domain": "trampoline_park",
        "schema": "TrampolineParkState",
        "steps": [
            ("u", "你好，我想给两个孩子订周日的自由蹦床票，下午2点，玩一个小时。"),
            ("a", "好的，周日是5月17号，一小时每人68元，两小时每人98元。防滑袜每双10元，需要吗？"),
            ("u", "家里有，不用买。"),
            (
                "call",
                "book_jump",
                {"jumpers": 2, "date": "2026-05-17", "time": "14:00", "hours": 1},
                {"booking_ref": "BC-3350", "price": "136元"},
            ),
            ("a", "已预订：5月17日周日下午2点，2人，一小时，共136元，订单号BC-3350。"),
            (
                "u",
                "孩子们说一个小时不够，改成两个小时吧。还有，邻居家小孩也想一起去，再加一个人，"
                "他自己带袜子。",
            ),
            ("a", "好的，3人两小时，共294元，时间还是下午2点。"),
        ],
        "gold_fields": {
            "jumpers": 3,
            "session_date": one_of("周日", "5月17号", "5月17日", "2026-05-17"),
            "session_time": one_of("下午2点", "2点", "14:00"),
            "session_hours": 2,
            "grip_socks": False,
            "price": one_of("294元", None),
            "booking_ref": one_of("BC-3350", None),
        },
        "not_active": ["136元"],
        "probes": ["邻居"],
        "gold_goals": [
            {"match": "蹦床", "status": LIVE},
            {"match": "防滑袜", "status": GONE},
        ],
    },
    {
        "id": "blind18-guitar-zh-bridge-no-pickup-sunday",
        "domain": "guitar_repair",
        "schema": "GuitarRepairState",
        "steps": [
            ("u", "你好，我的雅马哈民谣吉他琴桥开胶了，能修吗？顺便想装个拾音器。"),
            (
                "a",
                "可以的，琴桥重新粘合200元。拾音器要看型号，我们常用的Fishman款加安装费一共580元。",
            ),
            ("u", "拾音器先不装了，预算不够。就修琴桥，再换套弦。"),
            ("a", "换弦40元，一共240元。您什么时候送过来？"),
            ("u", "这周六上午，大概10点。"),
            (
                "call",
                "create_job",
                {
                    "instrument": "雅马哈民谣吉他",
                    "jobs": ["琴桥粘合", "换弦"],
                    "drop_off": "周六上午10点",
                },
                {"job_ref": "JT-5073", "ready": "下周三"},
            ),
            (
                "a",
                "好的，已登记：琴桥粘合加换弦，共240元，周六上午10点送来，下周三可以取，"
                "单号JT-5073。",
            ),
            ("u", "周六我临时要加班，改到周日上午10点可以吗？我叫郑凯，电话13656082419。"),
            ("a", "周日也营业，已改为周日上午10点送琴，取琴时间不变。"),
        ],
        "gold_fields": {
            "customer_name": "郑凯",
            "phone": "13656082419",
            "instrument": one_of("雅马哈民谣吉他", "民谣吉他", "雅马哈"),
            "jobs": one_of(["琴桥", "弦"]),
            "drop_off_date": one_of("周日上午10点", "周日", "周日上午"),
            "collection_date": one_of("下周三", None),
            "price": one_of("240元", None),
            "job_ref": one_of("JT-5073", None),
        },
        "not_active": ["580元", "周六上午"],
        "probes": ["加班"],
        "gold_goals": [
            {"match": "拾音器", "status": GONE},
            {"match": "琴桥", "status": LIVE},
        ],
    },
    {
        "id": "blind18-shoe-zh-non-slip-heels-bag-later",
        "domain": "shoe_repair",
        "schema": "ShoeRepairState",
        "steps": [
            ("u", "你好，我有一双高跟鞋鞋跟磨坏了，想换鞋跟，还有一个皮包的拉链坏了。"),
            ("a", "换鞋跟35元，包的拉链换新要80元。大概三天能好，周五来取可以吗？"),
            ("u", "可以。鞋跟能换成防滑的吗？"),
            ("a", "可以，防滑鞋跟45元。"),
            ("u", "那就换防滑的。包的拉链先不修了，我问问专柜能不能保修。"),
            (
                "call",
                "create_ticket",
                {"items": ["高跟鞋"], "jobs": ["防滑鞋跟"], "ready": "周五"},
                {"ticket_ref": "XF-0619", "price": "45元"},
            ),
            ("a", "好的，只换防滑鞋跟，45元，周五下午来取，取件号XF-0619。"),
        ],
        "gold_fields": {
            "shoes": one_of(["高跟鞋"]),
            "jobs": one_of(["防滑鞋跟"], ["防滑"], ["换防滑鞋跟"]),
            "collection_date": one_of("周五", "周五下午"),
            "price": one_of("45元", None),
            "ticket_ref": one_of("XF-0619", None),
        },
        "not_active": ["35元", "80元"],
        "probes": ["专柜"],
        "gold_goals": [
            {"match": "拉链", "status": GONE},
            {"match": "鞋跟", "status": LIVE},
        ],
    },
    {
        "id": "blind18-clean-zh-fortnightly-1503",
        "domain": "house_cleaning",
        "schema": "HouseCleaningState",
        "steps": [
            (
                "u",
                "你好，我想订每周一次的日常保洁，每次3小时，周三上午9点，地址是北京市朝阳区"
                "望京西园四区412号楼1502。",
            ),
            ("a", "好的，日常保洁每小时50元，每次150元。需要阿姨自带清洁工具和清洁剂吗？不加钱。"),
            ("u", "要带。"),
            (
                "call",
                "book_clean",
                {
                    "type": "regular",
                    "hours": 3,
                    "day": "周三",
                    "time": "09:00",
                    "address": "望京西园四区412号楼1502",
                },
                {"booking_ref": "BJ-7730", "price": "150元/次"},
            ),
            ("a", "已为您预约每周三上午9点日常保洁，3小时，每次150元，预约号BJ-7730。"),
            (
                "u",
                "我算了一下，还是两周一次吧，每次做4个小时。另外门牌号说错了，是1503，不是1502。",
            ),
            ("a", "好的，改成每两周一次，每次4小时200元，地址改为412号楼1503。"),
            ("u", "对。我叫何丽华，电话13910287465。"),
        ],
        "gold_fields": {
            "customer_name": "何丽华",
            "phone": "13910287465",
            "address": one_of(
                "北京市朝阳区望京西园四区412号楼1503", "望京西园四区412号楼1503", "412号楼1503"
            ),
            "clean_type": "regular",
            "frequency": one_of("两周一次", "每两周一次"),
            "hours": 4,
            "clean_date": one_of("周三", "每周三"),
            "start_time": one_of("上午9点", "9点", "09:00"),
            "cleaner_brings_supplies": True,
            "price": one_of("200元", None),
            "booking_ref": one_of("BJ-7730", None),
        },
        "not_active": ["1502", "150元", "每周一次"],
        "probes": [],
        "gold_goals": [{"match": "保洁", "status": LIVE}],
    },
    {
        "id": "blind18-surf-zh-private-afternoon-no-photos",
        "domain": "surf_lessons",
        "schema": "SurfLessonState",
        "steps": [
            ("u", "你好，我想在万宁日月湾订一节冲浪私教课，8月3号，我有一点基础，会站起来了。"),
            (
                "a",
                "好的，进阶私教课每节2小时600元，含板和防晒衣。8月3号有上午8点和下午4点两个时段。",
            ),
            ("u", "上午8点吧。"),
            ("a", "好的。需要拍照跟拍吗？加200元。"),
            ("u", "要。"),
            (
                "call",
                "book_lesson",
                {
                    "surfers": 1,
                    "date": "2026-08-03",
                    "time": "08:00",
                    "level": "improver",
                    "photos": True,
                },
                {"booking_ref": "RY-1148", "price": "800元"},
            ),
            ("a", "已预约：8月3日上午8点进阶私教课，含跟拍，共800元，预约号RY-1148。"),
            ("u", "我刚看了潮汐表，下午浪更好，改下午4点吧。跟拍不要了，我朋友会帮我拍。"),
            ("a", "已改为下午4点，不含跟拍，600元。"),
        ],
        "gold_fields": {
            "beach": one_of("万宁日月湾", "日月湾"),
            "surfers": one_of(1, None),
            "lesson_type": "private",
            "level": "improver",
            "lesson_date": one_of("8月3号", "8月3日", "2026-08-03"),
            "lesson_time": one_of("下午4点", "4点", "16:00"),
            "photos": False,
            "price": one_of("600元", None),
            "booking_ref": one_of("RY-1148", None),
        },
        "not_active": ["800元", "上午8点"],
        "probes": ["潮汐"],
        "gold_goals": [
            {"match": "私教课", "status": LIVE},
            {"match": "跟拍", "status": GONE},
        ],
    },
    {
        "id": "blind18-piercing-zh-helix-to-lobes",
        "domain": "piercing",
        "schema": "PiercingState",
        "steps": [
            ("u", "你好，我想打耳骨，这周六下午3点有位置吗？"),
            ("a", "这周六3月21号下午3点有的。耳骨穿孔含钛钢耳钉是180元，换14K金耳钉是380元。"),
            ("u", "用钛钢的就行。"),
            (
                "call",
                "book_piercing",
                {"piercings": ["耳骨"], "date": "2026-03-21", "time": "15:00", "jewellery": "钛钢"},
                {"booking_ref": "CK-2205", "price": "180元"},
            ),
            ("a", "已预约3月21日周六下午3点耳骨穿孔，钛钢耳钉，180元，预约号CK-2205。"),
            (
                "u",
                "我想了想还是不打耳骨了，听说恢复要好几个月，我下个月要去游泳比赛。改成打耳垂吧，"
                "两边都打。",
            ),
            ("a", "好的，耳垂两边一共120元，恢复大概6周。时间不变，周六下午3点。"),
            ("u", "好，我叫方琪，电话18867043251。"),
        ],
        "gold_fields": {
            "customer_name": "方琪",
            "phone": "18867043251",
            "piercings": one_of(["耳垂"]),
            "jewellery": one_of("钛钢", "钛钢耳钉", None),
            "appointment_date": one_of("这周六", "周六", "3月21号", "3月21日", "2026-03-21"),
            "appointment_time": one_of("下午3点", "3点", "15:00"),
            "price": one_of("120元", None),
            "booking_ref": one_of("CK-2205", None),
        },
        "not_active": ["180元"],
        "probes": ["游泳比赛"],
        "gold_goals": [
            {"match": "耳骨", "status": GONE},
            {"match": "耳垂", "status": LIVE},
        ],
    },
    {
        "id": "blind18-floor-zh-wedding-moves-date",
        "domain": "flooring",
        "schema": "FlooringState",
        "steps": [
            (
                "u",
                "你好，我想给主卧和次卧铺实木复合地板，一共大概25平米，地址是成都市高新区"
                "天府三街199号6栋802。",
            ),
            (
                "a",
                "好的，我们的实木复合地板含安装每平米260元，25平米是6500元。需要拆旧地板吗？"
                "每平米20元。",
            ),
            ("u", "要拆，原来是旧的强化地板。"),
            (
                "call",
                "quote_floor",
                {
                    "rooms": ["主卧", "次卧"],
                    "floor": "实木复合地板",
                    "area_sqm": 25,
                    "remove_old": True,
                },
                {"quote_ref": "CD-4419", "price": "7000元", "fit_date": "6月6号"},
            ),
            ("a", "含拆旧一共7000元，6月6号可以安装，报价单号CD-4419。"),
            ("u", "6月6号我们在外地喝喜酒，能不能改到6月8号？另外量了一下，其实是28平米。"),
            ("a", "可以，6月8号安装，28平米含拆旧一共7840元。"),
        ],
        "gold_fields": {
            "address": one_of(
                "成都市高新区天府三街199号6栋802",
                "天府三街199号6栋802",
                "高新区天府三街199号6栋802",
            ),
            "rooms": one_of(["主卧", "次卧"]),
            "floor_type": one_of("实木复合地板", "实木复合"),
            "area_sqm": 28,
            "remove_old": True,
            "fit_date": one_of("6月8号", "6月8日"),
            "price": one_of("7840元", None),
            "quote_ref": one_of("CD-4419", None),
        },
        "not_active": ["7000元", "6500元"],
        "probes": ["喝喜酒"],
        "gold_goals": [{"match": "地板", "status": LIVE}],
    },
]


def build() -> list[dict[str, Any]]:
    """The set's records (English first, then Chinese)."""
    return build_set("blind18", [("en", EN), ("zh", ZH)], 24)


if __name__ == "__main__":
    write_set(Path(__file__).with_name("state_blind18.jsonl"), build())
