"""Builds ``state_blind22.jsonl``: a twenty-second blind labelled set for ``turnmem eval state``.

Hand-written for turnmem (not taken from any data set) without reading the rule folder or its
tests (the twenty-first set's builder was read, for its pattern). 24 conversations, 16 English
and 8 Chinese, split ``blind22``, in twelve domains no earlier set used (piano removals,
septic tank emptying, bouncy castle hire, chess tutoring, bookbinding, flat-pack furniture
assembly, pet grooming, laptop repair, hedge laying, violin rental, cheese-making courses,
headstone masonry), two conversations each, every one naming a class of
``schemas_blind22.py``. They carry reasons with other people's days ("That's when the removal
men are doing the rest of our furniture", "the farmer's got his sheep in the bottom field till
the end of the month", "He's playing in a concert on the 24th", "Lucy's away on the 10th",
"周六上午孩子要上英语课"), slips corrected ("07520 338 916 - sorry, 07520 338 961", "Margret
... that's Margaret with an a", an email that was an old one, "139 1020 8854，哦不对，是139 1020
8845"), lengths ("An hour, weekly", "about 6 working days", "90分钟"), counts that go up or down
("make it 4 copies", "only one MALM arrived", "按三车来吧", "My friend Lucy wants to come too"),
part of an order dropped ("Leave that, just the 120 metres", "leave the ball pit", "电视柜...就
不用了", "函套先不做了", "Just the port for now"), a request replaced by another (a princess
castle by one with a slide, a half-size violin by a 3/4, a Saturday class by a Sunday trial),
changes asked as questions that are accepted ("Could you deliver at 10 instead?", "Could we do
the 24th instead?", "Could we push it back a fortnight?") or turned down ("Could you do
Wednesday the 3rd instead?", "3点行吗？"), prices quoted again after each change, a rating ("5
out of 5"), questions ("Do you deliver?", "Is painted cheaper?", "能开发票吗？"), offers taken up or
turned down (a tuning visit, rent-to-buy, a December date), a cancelled booking, tool calls and
conversations that end on a user message.
Run ``python tests/data/state/build_state_blind22.py`` to rebuild the file (deterministic).

Labelling conventions (as in ``build_state_blind21.py``):

- a field only a tool output states may be unset (``null`` in ``one_of``); a field the user
  stated (or the assistant stated and the user accepted) must be set; a schema field not listed
  must end unset (a price quoted before the order changed, and not quoted again, is listed
  nowhere, and is ``not_active``);
- ``not_active`` lists replaced, cancelled or rejected values chosen so that no true statement
  at the end needs to contain them (a reason such as "That's when the removal men are doing the
  rest of our furniture" is true, so the Wednesday it names is not listed, nor is "14 November"
  when the sister's wedding is that day);
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
    # ---------------------------------------------------------------- piano removals
    {
        "id": "blind22-piano-en-upright-thursday-tuning",
        "domain": "piano_removals",
        "schema": "PianoRemovalState",
        "steps": [
            (
                "u",
                "Hi, I need an upright piano moved from my flat to our new house. It's a Yamaha "
                "U1. From Flat 3, 27 Albert Road, Bristol BS2 0XA to 14 Orchard Close, Keynsham "
                "BS31 2HT.",
            ),
            (
                "a",
                "Thanks. Is the flat on the ground floor? Upright moves are £240 locally, plus "
                "£40 per flight of stairs.",
            ),
            (
                "u",
                "First floor, so one flight, but it's a tight turn at the top. We'd want "
                "Thursday 4 June.",
            ),
            (
                "a",
                "One flight makes it £280. Thursday 4 June we can do in the morning, with an "
                "8am to 12 arrival window.",
            ),
            (
                "u",
                "Could you do Wednesday the 3rd instead? That's when the removal men are doing "
                "the rest of our furniture.",
            ),
            ("a", "Sorry, Wednesday 3 June is fully booked. Thursday morning is the earliest."),
            ("u", "OK, Thursday it is. Do you tune as well? It'll need it after the move."),
            (
                "a",
                "We can send a tuner two weeks after the move, once the piano has settled: £75. "
                "That would make it £355 in total.",
            ),
            (
                "u",
                "Yes please, add that. I'm Harriet Coles, 07723 615 904, harriet.coles@gmail.com.",
            ),
            (
                "call",
                "book_move",
                {
                    "piano": "Yamaha U1 upright",
                    "from": "Flat 3, 27 Albert Road, Bristol BS2 0XA",
                    "to": "14 Orchard Close, Keynsham BS31 2HT",
                    "date": "2026-06-04",
                    "flights": 1,
                    "tuning": True,
                },
                {"job_ref": "PM-4471", "price": "£355", "window": "08:00-12:00"},
            ),
            (
                "a",
                "Booked: Thursday 4 June, 8am-12 arrival, job PM-4471, £355 including the "
                "tuning visit.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Harriet Coles",
            "phone": "07723 615 904",
            "email": "harriet.coles@gmail.com",
            "piano": one_of("Yamaha U1", "Yamaha U1 upright", "upright piano", "upright"),
            "from_address": one_of(
                "Flat 3, 27 Albert Road, Bristol BS2 0XA",
                "Flat 3, 27 Albert Road, Bristol",
                "Flat 3, 27 Albert Road",
            ),
            "to_address": one_of(
                "14 Orchard Close, Keynsham BS31 2HT",
                "14 Orchard Close, Keynsham",
                "14 Orchard Close",
            ),
            "stairs_floor": 1,
            "move_date": one_of("Thursday 4 June", "4 June", "Thursday", "2026-06-04"),
            "move_time": one_of(
                "morning", "in the morning", "8am to 12", "8am-12", "8am", "08:00-12:00"
            ),
            "tuning": True,
            "price": one_of("£355", None),
            "job_ref": one_of("PM-4471", None),
        },
        "not_active": ["£240", "£280"],
        "probes": ["removal men"],
        "gold_goals": [
            {"match": "piano moved", "status": LIVE},
            {"match": "Wednesday the 3rd", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- septic tank
    {
        "id": "blind22-septic-en-sheep-in-field-may",
        "domain": "septic_tank_emptying",
        "schema": "SepticTankState",
        "steps": [
            (
                "u",
                "Hello, our septic tank needs emptying. It's at Lower Mill Cottage, Hawkshead, "
                "Ambleside LA22 0QF. When's your next slot?",
            ),
            (
                "a",
                "We can do Tuesday 21 April or Friday 24 April. A standard empty of up to 4,000 "
                "litres is £285. Is the tank within 30 metres of where the tanker can park?",
            ),
            ("u", "It's more like 45 metres from the lane, down past the garden."),
            (
                "a",
                "Then we'd bring the extra hose, that's £35 more, so £320. Which day suits you?",
            ),
            ("u", "Friday 24th please. My name's Tom Ashworth, 015394 36 218."),
            (
                "call",
                "book_empty",
                {
                    "address": "Lower Mill Cottage, Hawkshead, Ambleside LA22 0QF",
                    "date": "2026-04-24",
                    "hose_m": 45,
                },
                {"job_ref": "SE-3390", "price": "£320", "slot": "am"},
            ),
            ("a", "Booked for Friday 24 April in the morning, job SE-3390, £320."),
            (
                "u",
                "Sorry, I've just realised the farmer's got his sheep in the bottom field till "
                "the end of the month, and the hose has to go across it. Could we do the first "
                "week of May?",
            ),
            (
                "a",
                "Monday 4 May is a bank holiday, but we can do Tuesday 5 May in the morning, "
                "same price.",
            ),
            ("u", "Tuesday 5 May is great. Can you also check the soakaway while you're there?"),
        ],
        "gold_fields": {
            "customer_name": "Tom Ashworth",
            "phone": "015394 36 218",
            "address": one_of(
                "Lower Mill Cottage, Hawkshead, Ambleside LA22 0QF",
                "Lower Mill Cottage, Hawkshead",
                "Lower Mill Cottage",
            ),
            "tank_type": one_of("septic tank", "septic"),
            "hose_length_m": 45,
            "service_date": one_of("Tuesday 5 May", "5 May", "Tuesday"),
            "service_time": one_of("morning", "in the morning", "am"),
            "extras": one_of(["soakaway"], ["check the soakaway"], ["soakaway check"]),
            "price": one_of("£320", None),
            "job_ref": one_of("SE-3390", None),
        },
        "not_active": ["Friday 24", "£285"],
        "probes": ["sheep"],
        "gold_goals": [{"match": "soakaway", "status": LIVE}],
    },
    # ---------------------------------------------------------------- bouncy castle
    {
        "id": "blind22-bouncy-en-slide-not-princess-ten-am",
        "domain": "bouncy_castle_hire",
        "schema": "BouncyCastleState",
        "steps": [
            (
                "u",
                "Hi, I'd like to hire a bouncy castle for my daughter's 6th birthday party. "
                "Saturday 16 May, in our back garden at 9 Linden Grove, Sale M33 4PL.",
            ),
            (
                "a",
                "Lovely! Our Princess Castle (12ft x 15ft) is £95 for the day, and the Unicorn "
                "Combi with a slide is £130. We deliver from 8am and collect at 6pm.",
            ),
            ("u", "The Princess Castle please. Can we add a ball pit as well?"),
            ("a", "A ball pit is £30, so £125 together."),
            (
                "u",
                "Hmm, she's just told me she wants the one with the slide, so swap it for the "
                "Unicorn Combi. And leave the ball pit, the garden's not big enough for both.",
            ),
            ("a", "The Unicorn Combi on its own is £130, delivered Saturday 16 May from 8am."),
            (
                "u",
                "Could you deliver at 10 instead? We're at my son's football until half nine.",
            ),
            ("a", "Yes, we'll deliver at 10am and collect at 6pm."),
            ("u", "Great. Name's Priya Nair, 07411 582 360, priya.nair@hotmail.co.uk."),
            (
                "call",
                "book_hire",
                {
                    "item": "Unicorn Combi",
                    "date": "2026-05-16",
                    "deliver": "10:00",
                    "collect": "18:00",
                    "address": "9 Linden Grove, Sale M33 4PL",
                },
                {"booking_ref": "BC-1605-N", "price": "£130", "deposit": "£30"},
            ),
            (
                "a",
                "Booked: Unicorn Combi, Saturday 16 May, delivery 10am, collection 6pm, £130. "
                "Reference BC-1605-N.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Priya Nair",
            "phone": "07411 582 360",
            "email": "priya.nair@hotmail.co.uk",
            "castle": one_of(
                "Unicorn Combi", "Unicorn Combi with a slide", "the one with the slide"
            ),
            "event_date": one_of("Saturday 16 May", "16 May", "Saturday", "2026-05-16"),
            "hire_days": one_of(1, None),
            "delivery_time": one_of("10am", "10", "10:00", "at 10"),
            "collection_time": one_of("6pm", "18:00"),
            "address": one_of(
                "9 Linden Grove, Sale M33 4PL", "9 Linden Grove, Sale", "9 Linden Grove"
            ),
            "price": one_of("£130", None),
            "booking_ref": one_of("BC-1605-N", None),
        },
        "not_active": ["Princess Castle", "£125"],
        "probes": ["football"],
        "gold_goals": [
            {"match": "bouncy castle", "status": LIVE},
            {"match": "ball pit", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- chess tutoring
    {
        "id": "blind22-chess-en-six-online-wednesdays",
        "domain": "chess_tutoring",
        "schema": "ChessTutoringState",
        "steps": [
            (
                "u",
                "Hi, I'm looking for chess lessons for my son Oliver, he's 9 and plays in the "
                "school club. Do you do online lessons?",
            ),
            (
                "a",
                "Yes, with FM Daniel Reeves. Online lessons are 45 minutes for £28 or an hour "
                "for £35. For a club player of 9 we'd suggest the intermediate track.",
            ),
            ("u", "An hour, weekly, online. Is Tuesday after school possible, about 5pm?"),
            ("a", "Tuesday 5pm is taken; Tuesday 4:15pm or Wednesday 5pm are free."),
            ("u", "Wednesday 5pm then. Could we book a block of 10?"),
            (
                "a",
                "A block of 10 one-hour lessons is £320 instead of £350. The first lesson would "
                "be Wednesday 14 January.",
            ),
            (
                "u",
                "Actually, can we start with 6 and see how he gets on? He's got swimming on "
                "Wednesdays from February, so we might have to move it then anyway.",
            ),
            (
                "a",
                "Of course: 6 lessons at £35 each, £210, Wednesdays at 5pm from 14 January. The "
                "block discount only applies to 10.",
            ),
            ("u", "That's fine. I'm his mum, Rachel Greene, rachel.greene@icloud.com."),
            (
                "call",
                "book_lessons",
                {
                    "student": "Oliver",
                    "format": "online",
                    "length_min": 60,
                    "lessons": 6,
                    "day": "Wednesday",
                    "time": "17:00",
                    "start": "2026-01-14",
                },
                {"booking_ref": "CT-OG-0114", "price": "£210"},
            ),
            (
                "a",
                "All booked, reference CT-OG-0114. Daniel will email a link before each lesson.",
            ),
        ],
        "gold_fields": {
            "parent_name": "Rachel Greene",
            "email": "rachel.greene@icloud.com",
            "student_name": "Oliver",
            "student_age": 9,
            "level": one_of("intermediate", "intermediate track", "school club", None),
            "online": True,
            "lesson_length": one_of(
                "an hour", "1 hour", "one hour", "hour", "one-hour", "60 minutes", "60"
            ),
            "lessons": 6,
            "lesson_day": one_of("Wednesday", "Wednesdays"),
            "lesson_time": one_of("5pm", "17:00"),
            "start_date": one_of("Wednesday 14 January", "14 January", "2026-01-14"),
            "price": one_of("£210", None),
            "booking_ref": one_of("CT-OG-0114", None),
        },
        "not_active": ["£320", "block of 10"],
        "probes": ["swimming"],
        "gold_goals": [
            {"match": "chess lessons", "status": LIVE},
            {"match": "block of 10", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- bookbinding
    {
        "id": "blind22-binding-en-thesis-four-copies-collect",
        "domain": "bookbinding",
        "schema": "BookbindingState",
        "steps": [
            (
                "u",
                "Hi, I need my PhD thesis hardbound, 3 copies. Black buckram with gold "
                "lettering on the spine. Is that possible by Friday?",
            ),
            (
                "a",
                "Yes. Standard hardbinding takes 3 working days at £42 per copy, so £126; our "
                "24-hour service is £60 per copy. If you upload the PDF today (Monday), "
                "standard would be ready Thursday afternoon.",
            ),
            (
                "u",
                "Standard's fine then. The spine should say 'R. Okafor PhD 2026'. Actually make "
                "it 4 copies, my supervisor wants one too.",
            ),
            ("a", "4 copies standard is £168, spine text 'R. Okafor PhD 2026' in gold."),
            ("u", "Do you deliver? I'm at 22 Tenby Street, Birmingham B1 3AJ."),
            (
                "a",
                "Courier delivery is £8 next day, or you can collect from the shop on Thursday "
                "after 3pm for free.",
            ),
            ("u", "I'll collect. Ruth Okafor, 07954 720 318, r.okafor@student.bham.ac.uk."),
            (
                "call",
                "create_order",
                {
                    "item": "PhD thesis",
                    "copies": 4,
                    "cover": "black buckram",
                    "lettering": "gold",
                    "spine": "R. Okafor PhD 2026",
                    "service": "standard",
                    "delivery": "collect",
                },
                {"order_ref": "BB-9127", "price": "£168", "ready": "Thursday after 3pm"},
            ),
            (
                "a",
                "Order BB-9127: 4 copies, ready to collect Thursday after 3pm, £168. Please "
                "upload the PDF today.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Ruth Okafor",
            "phone": "07954 720 318",
            "email": "r.okafor@student.bham.ac.uk",
            "item": one_of("PhD thesis", "thesis", "my PhD thesis"),
            "copies": 4,
            "cover": one_of(
                "black buckram",
                "buckram",
                "Black buckram with gold lettering on the spine",
                "black buckram with gold lettering",
            ),
            "spine_text": "R. Okafor PhD 2026",
            "express": one_of(False, None),
            "ready_date": one_of("Thursday", "Thursday afternoon", "Thursday after 3pm"),
            "delivery": False,
            "price": one_of("£168", None),
            "order_ref": one_of("BB-9127", None),
        },
        "not_active": ["£126", "3 copies"],
        "probes": ["supervisor"],
        "gold_goals": [
            {"match": "hardbound", "status": LIVE},
            {"match": "deliver", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- furniture assembly
    {
        "id": "blind22-flatpack-en-one-malm-cardboard",
        "domain": "furniture_assembly",
        "schema": "FurnitureAssemblyState",
        "steps": [
            (
                "u",
                "Hi, can someone assemble some IKEA furniture for me? A PAX wardrobe, two MALM "
                "chests of drawers and a HEMNES bed. Flat 12, Carlton House, 40 Queen's Road, "
                "Reading RG1 4AU.",
            ),
            (
                "a",
                "Sure. The PAX wardrobe is £85, the MALM chests £35 each and the HEMNES bed "
                "£60: £215. Do you need the wardrobe fixed to the wall? That's £15.",
            ),
            ("u", "Yes, fix it to the wall. When can you come?"),
            ("a", "Thursday 9 July at 9am, or Saturday 11 July at 1pm."),
            (
                "u",
                "Saturday 1pm. Oh, I've just checked the boxes and only one MALM arrived, the "
                "other's on back order. Just the one for now.",
            ),
            ("a", "With one MALM: £85 + £35 + £60 + £15 = £195, Saturday 11 July at 1pm."),
            (
                "call",
                "book_job",
                {
                    "items": ["PAX wardrobe", "MALM chest of drawers", "HEMNES bed"],
                    "wall_fixing": True,
                    "date": "2026-07-11",
                    "time": "13:00",
                    "address": "Flat 12, Carlton House, 40 Queen's Road, Reading RG1 4AU",
                },
                {"job_ref": "FA-22817", "price": "£195", "fitter": "Marek"},
            ),
            (
                "a",
                "Booked: Saturday 11 July at 1pm, job FA-22817, £195. Marek will be your fitter.",
            ),
            (
                "u",
                "Thanks. Could you take the cardboard away afterwards? There'll be loads. I'm "
                "Ben Thornton, 07802 144 690.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Ben Thornton",
            "phone": "07802 144 690",
            "address": one_of(
                "Flat 12, Carlton House, 40 Queen's Road, Reading RG1 4AU",
                "Flat 12, Carlton House, 40 Queen's Road, Reading",
                "Flat 12, Carlton House, 40 Queen's Road",
            ),
            "furniture": one_of(["PAX", "MALM", "HEMNES"]),
            "wall_fixing": True,
            "rubbish_removal": one_of(True, None),
            "visit_date": one_of("Saturday 11 July", "11 July", "Saturday", "2026-07-11"),
            "visit_time": one_of("1pm", "13:00"),
            "price": one_of("£195", None),
            "job_ref": one_of("FA-22817", None),
        },
        "not_active": ["£215", "two MALM"],
        "probes": ["back order"],
        "gold_goals": [
            {"match": "assemble", "status": LIVE},
            {"match": "cardboard", "status": LIVE},
        ],
    },
    # ---------------------------------------------------------------- pet grooming
    {
        "id": "blind22-groom-en-cockapoo-neighbour-westie-off",
        "domain": "pet_grooming",
        "schema": "PetGroomingState",
        "steps": [
            (
                "u",
                "Hi, I'd like to book a full groom for my cockapoo, Biscuit. He's quite matted "
                "at the moment.",
            ),
            (
                "a",
                "A full groom for a cockapoo is £55, and with matting there may be a de-matting "
                "charge of £10-£20 or we may need a shorter clip. We have Tuesday 3 March at "
                "10am or Thursday 5 March at 2pm.",
            ),
            ("u", "Thursday at 2. Can you do a teddy bear cut?"),
            (
                "a",
                "If the matting's bad we may have to clip him short, but we'll keep the teddy "
                "face. Teeth cleaning is £8 extra if you'd like it.",
            ),
            ("u", "Go on, add teeth cleaning. My number's 07366 092 471, I'm Amy Sutcliffe."),
            (
                "call",
                "book_groom",
                {
                    "pet": "Biscuit",
                    "breed": "cockapoo",
                    "service": "full groom",
                    "date": "2026-03-05",
                    "time": "14:00",
                    "extras": ["teeth cleaning"],
                },
                {"booking_ref": "PG-0305-14", "price": "£63"},
            ),
            (
                "a",
                "Biscuit's booked for Thursday 5 March at 2pm, full groom with teeth cleaning, "
                "£63 plus any de-matting. Reference PG-0305-14.",
            ),
            (
                "u",
                "Oh, my neighbour's asked if her westie can come along too - could you fit him "
                "in at the same time? He just needs a bath and nail trim.",
            ),
            (
                "a",
                "We can do the westie at 2:30 on Thursday: a bath and nail trim is £30. I'll "
                "need her name and number.",
            ),
            ("u", "Actually she's changed her mind, she'll ring you herself. Just Biscuit then."),
        ],
        "gold_fields": {
            "owner_name": "Amy Sutcliffe",
            "phone": "07366 092 471",
            "pet_name": "Biscuit",
            "breed": "cockapoo",
            "pets": one_of(1, None),
            "service": "full groom",
            "cut_style": one_of("teddy bear cut", "teddy bear", "teddy face"),
            "extras": ["teeth cleaning"],
            "appointment_date": one_of("Thursday 5 March", "5 March", "Thursday", "2026-03-05"),
            "appointment_time": one_of("2pm", "14:00", "2", "at 2"),
            "price": one_of("£63", None),
            "booking_ref": one_of("PG-0305-14", None),
        },
        "not_active": ["£30", "2:30"],
        "probes": ["neighbour"],
        "gold_goals": [
            {"match": "westie", "status": GONE},
            {"match": "full groom", "status": LIVE},
        ],
    },
    # ---------------------------------------------------------------- laptop repair
    {
        "id": "blind22-laptop-en-port-rushed-backup",
        "domain": "laptop_repair",
        "schema": "LaptopRepairState",
        "steps": [
            (
                "u",
                "Hi, I dropped my MacBook Air off yesterday because it won't charge, ticket "
                "LR-55012, name Hamza Qureshi. Any news?",
            ),
            (
                "call",
                "get_ticket",
                {"ticket_ref": "LR-55012"},
                {
                    "device": "MacBook Air M1 2020",
                    "diagnosis": "USB-C port board faulty",
                    "quote": "£149",
                    "battery_health": "71%",
                },
            ),
            (
                "a",
                "The USB-C port board is faulty; replacing it is £149 including the £30 "
                "diagnostic. The battery is also down to 71% health - a new one would be £119 "
                "more.",
            ),
            ("u", "Do the port. What would both come to?"),
            ("a", "The port and the battery together would be £268, ready Friday."),
            (
                "u",
                "Just the port for now, I'll think about the battery. Can I have it back before "
                "Friday? I've got a job interview on Thursday and need it to prepare.",
            ),
            ("a", "We can rush the port for £20: ready Wednesday after 4pm, £169 in total."),
            (
                "u",
                "Yes, rush it please. Oh, and can you back up my files first? And my number's "
                "07520 338 916 - sorry, 07520 338 961.",
            ),
            (
                "a",
                "Backup added, £25: £194 in all, ready Wednesday after 4pm. I've updated your "
                "number to 07520 338 961.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Hamza Qureshi",
            "phone": "07520 338 961",
            "device": one_of("MacBook Air", "MacBook Air M1 2020", "my MacBook Air"),
            "fault": one_of(
                "won't charge", "it won't charge", "USB-C port board faulty", "USB-C port board"
            ),
            "repair": one_of(
                "port",
                "the port",
                "USB-C port",
                "USB-C port board",
                "port board",
                "replacing the port board",
            ),
            "data_backup": True,
            "express": True,
            "ready_date": one_of("Wednesday", "Wednesday after 4pm"),
            "price": one_of("£194", None),
            "ticket_ref": "LR-55012",
        },
        "not_active": ["07520 338 916", "£268", "£169"],
        "probes": ["interview"],
        "gold_goals": [
            {"match": "back up", "status": LIVE},
            {"match": "battery", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- hedge laying
    {
        "id": "blind22-hedge-en-lane-only-november",
        "domain": "hedge_laying",
        "schema": "HedgeLayingState",
        "steps": [
            (
                "u",
                "Hello, we've got an overgrown hawthorn hedge along the lane at Brook Farm, "
                "Long Compton, Shipston-on-Stour CV36 5JN, about 120 metres. Could you lay it?",
            ),
            (
                "a",
                "Certainly. We lay in the Midland style, with hazel stakes and binders, at £18 "
                "a metre, so £2,160 for 120 metres. Laying has to be done between October and "
                "March, outside the nesting season.",
            ),
            ("u", "There's also a 40-metre stretch by the yard. Could you quote for both?"),
            ("a", "160 metres would be £2,880, about 8 working days for a team of two."),
            (
                "u",
                "Hmm, the yard bit is mostly blackthorn and a real mess. Leave that, just the "
                "120 metres along the lane. Could you start in the first week of November?",
            ),
            ("a", "We could start Monday 2 November; 120 metres is about 6 working days."),
            ("u", "Monday 2 November's fine. Do you take the brash away or burn it?"),
            (
                "a",
                "We chip it on site and leave the chippings for mulch, unless you'd rather we "
                "took them away, which is £150.",
            ),
            ("u", "Leave the chippings, they'll do for the paths. I'm Jim Hartley, 01608 684 227."),
            (
                "call",
                "create_quote",
                {
                    "address": "Brook Farm, Long Compton, Shipston-on-Stour CV36 5JN",
                    "length_m": 120,
                    "style": "Midland",
                    "start": "2026-11-02",
                    "days": 6,
                },
                {"quote_ref": "HL-1102", "price": "£2,160"},
            ),
            (
                "a",
                "Quote HL-1102: 120 metres in the Midland style from Monday 2 November, £2,160.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Jim Hartley",
            "phone": "01608 684 227",
            "address": one_of(
                "Brook Farm, Long Compton, Shipston-on-Stour CV36 5JN",
                "Brook Farm, Long Compton",
                "Brook Farm",
            ),
            "hedge_species": one_of("hawthorn", "hawthorn hedge"),
            "hedge_length_m": 120,
            "style": one_of("Midland", "Midland style"),
            "start_date": one_of("Monday 2 November", "2 November", "Monday", "2026-11-02"),
            "working_days": one_of(6, None),
            "waste_removal": False,
            "price": one_of("£2,160", None),
            "quote_ref": one_of("HL-1102", None),
        },
        "not_active": ["£2,880", "160 metres", "8 working days"],
        "probes": ["blackthorn"],
        "gold_goals": [
            {"match": "lay it", "status": LIVE},
            {"match": "burn it", "status": GONE},
        ],
    },
    {
        "id": "blind22-hedge-en-council-resurfacing-fortnight",
        "domain": "hedge_laying",
        "schema": "HedgeLayingState",
        "steps": [
            (
                "u",
                "Hi, it's Sarah Penrose. You're booked to lay our hedge at Trewen, St Mabyn, "
                "Bodmin PL30 3BN starting Tuesday 12 January, reference HL-0112.",
            ),
            ("a", "Hello Sarah. Yes: 60 metres in the Devon style, 4 days, £1,140."),
            (
                "u",
                "Could we push it back a fortnight? The council are resurfacing the lane that "
                "week, so you won't get the trailer in.",
            ),
            ("a", "Tuesday 26 January works, same 4 days."),
            (
                "u",
                "Lovely, do that. Actually, how much would it be to add the 25 metres on the "
                "field side too?",
            ),
            ("a", "85 metres would be £1,615 and take 6 days from 26 January."),
            (
                "u",
                "Let me talk to my husband about the extra bit. Keep it at 60 for now. My new "
                "mobile is 07890 413 552.",
            ),
            (
                "call",
                "reschedule",
                {"quote_ref": "HL-0112", "start": "2027-01-26"},
                {"quote_ref": "HL-0112", "start": "2027-01-26", "price": "£1,140"},
            ),
            (
                "a",
                "Moved to Tuesday 26 January, still 60 metres, £1,140, reference HL-0112. I've "
                "updated your number.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Sarah Penrose",
            "phone": "07890 413 552",
            "address": one_of("Trewen, St Mabyn, Bodmin PL30 3BN", "Trewen, St Mabyn", "Trewen"),
            "hedge_length_m": 60,
            "style": one_of("Devon style", "Devon"),
            "start_date": one_of("Tuesday 26 January", "26 January", "2027-01-26"),
            "working_days": 4,
            "price": one_of("£1,140", None),
            "quote_ref": "HL-0112",
        },
        "not_active": ["Tuesday 12 January", "£1,615", "85 metres", "6 days"],
        "probes": ["resurfacing"],
        "gold_goals": [
            {"match": "push it back", "status": LIVE},
            {"match": "field side", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- violin rental
    {
        "id": "blind22-violin-en-three-quarter-upfront",
        "domain": "violin_rental",
        "schema": "ViolinRentalState",
        "steps": [
            (
                "u",
                "Hi, my daughter Isla is starting violin at school and her teacher says she "
                "needs a half-size. Can we rent one?",
            ),
            (
                "a",
                "Yes. Our rent-to-buy half-size outfit (violin, bow, case, rosin) is £14 a "
                "month, minimum 3 months. Optional damage insurance is £3 a month.",
            ),
            ("u", "Let's do 6 months with the insurance. Can we collect on Saturday?"),
            (
                "a",
                "6 months at £17 a month with insurance is £102, paid monthly or upfront. "
                "Saturday collection from our Bath shop is fine, 9 till 5.",
            ),
            (
                "u",
                "Sorry, I've just measured her arm again and her teacher says it's a 3/4 she "
                "needs - she's tall for 9. Same terms?",
            ),
            ("a", "A 3/4 outfit is £16 a month, so £19 with insurance: £114 for 6 months."),
            (
                "u",
                "OK. Can we pay upfront? I'm Joanna Price, joanna.price@outlook.com, "
                "07441 287 095.",
            ),
            (
                "call",
                "create_rental",
                {
                    "instrument": "violin",
                    "size": "3/4",
                    "months": 6,
                    "insurance": True,
                    "payment": "upfront",
                    "collection": "Saturday",
                },
                {"rental_ref": "VR-3108", "total": "£114", "collect": "2026-09-05"},
            ),
            (
                "a",
                "Rental VR-3108: 3/4 violin outfit for 6 months with insurance, £114 paid "
                "upfront, ready to collect Saturday 5 September.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Joanna Price",
            "phone": "07441 287 095",
            "email": "joanna.price@outlook.com",
            "player_name": "Isla",
            "instrument": one_of("violin", "violin outfit", "3/4 violin outfit", "3/4 outfit"),
            "instrument_size": "3/4",
            "rental_months": 6,
            "insurance": True,
            "handover_date": one_of("Saturday", "Saturday 5 September", "5 September"),
            "payment": one_of("upfront", "paid upfront", "pay upfront"),
            "price": one_of("£114", None),
            "rental_ref": one_of("VR-3108", None),
        },
        "not_active": ["half-size", "£102", "£17 a month"],
        "probes": ["measured"],
        "gold_goals": [{"match": "rent", "status": LIVE}],
    },
    {
        "id": "blind22-violin-en-end-rental-after-concert",
        "domain": "violin_rental",
        "schema": "ViolinRentalState",
        "steps": [
            (
                "u",
                "Hello, we rent a full-size violin from you, reference VR-2267, under Mark "
                "Ellison. My son's decided to buy his own instrument, so we'd like to end the "
                "rental.",
            ),
            (
                "a",
                "Hi Mark. VR-2267 is a full-size violin at £20 a month, with 14 months paid so "
                "far. As it's rent-to-buy, £280 of your payments can go towards buying that "
                "violin outright for £420 more. Would you like that instead?",
            ),
            (
                "u",
                "He's set on a particular one at Ardingly Strings, so no thanks. How do we "
                "return it?",
            ),
            (
                "a",
                "Bring it to the shop, or we can collect for £15. Your next payment is 1 October.",
            ),
            (
                "u",
                "Could we drop it in on Saturday 26 September? He's playing in a concert on the "
                "24th, so he needs it until then.",
            ),
            (
                "a",
                "Saturday 26 September is fine, and as it's back before 1 October there's "
                "nothing more to pay.",
            ),
            ("u", "Great. The bow's lost a bit of hair, will that cost us?"),
            (
                "a",
                "Normal wear is covered, so no charge. Can I confirm your email for the "
                "closing letter?",
            ),
            ("u", "mark.ellison@btinternet.com. Thanks."),
        ],
        "gold_fields": {
            "customer_name": "Mark Ellison",
            "email": "mark.ellison@btinternet.com",
            "instrument": one_of("full-size violin", "violin"),
            "instrument_size": one_of("full-size", "full size"),
            "rental_months": one_of(14, None),
            "handover_date": one_of("Saturday 26 September", "26 September", "Saturday"),
            "price": one_of("£20 a month", "£20", None),
            "rental_ref": "VR-2267",
        },
        "not_active": ["£420"],
        "probes": ["concert"],
        "gold_goals": [
            {"match": "end the rental", "status": LIVE},
            {"match": "cost us", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- cheese-making course
    {
        "id": "blind22-cheese-en-three-places-the-24th",
        "domain": "cheese_making_course",
        "schema": "CheeseCourseState",
        "steps": [
            (
                "u",
                "Hi, do you have places on the cheese-making day at Hollow Lane Dairy in "
                "October? Two of us.",
            ),
            (
                "a",
                "The Soft Cheese Day runs on Saturday 10 October and Saturday 24 October, 10am "
                "to 4pm, £95 per person including lunch and the cheeses you make.",
            ),
            ("u", "10 October please, for two."),
            ("a", "Two places on 10 October, £190."),
            (
                "u",
                "My friend Lucy wants to come too, so three. Oh, and one of us is vegetarian - "
                "is the lunch OK?",
            ),
            (
                "a",
                "Three places is £285. Lunch is a ploughman's and there's always a vegetarian "
                "option; just tell us on the day.",
            ),
            ("u", "Could we do the 24th instead? Lucy's away on the 10th."),
            (
                "a",
                "The 24th has 4 places left, so yes - three places on Saturday 24 October, £285.",
            ),
            ("u", "Perfect, book it. Name's Gemma Rowe, 07935 860 112."),
            (
                "call",
                "book_places",
                {"course": "Soft Cheese Day", "date": "2026-10-24", "places": 3},
                {"booking_ref": "HLD-1024-07", "total": "£285"},
            ),
            (
                "a",
                "Booked: three places, Saturday 24 October, 10am-4pm, £285, reference HLD-1024-07.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Gemma Rowe",
            "phone": "07935 860 112",
            "dairy": one_of("Hollow Lane Dairy", "Hollow Lane"),
            "course": one_of("Soft Cheese Day", "cheese-making day"),
            "places": 3,
            "course_date": one_of("Saturday 24 October", "24 October", "the 24th", "2026-10-24"),
            "start_time": one_of("10am", "10am to 4pm", "10am-4pm"),
            "dietary": one_of(
                "vegetarian", "one of us is vegetarian", "vegetarian option", "one vegetarian"
            ),
            "price": one_of("£285", None),
            "booking_ref": one_of("HLD-1024-07", None),
        },
        "not_active": ["£190", "10 October"],
        "probes": ["away"],
        "gold_goals": [
            {"match": "cheese-making", "status": LIVE},
            {"match": "lunch OK", "status": GONE},
        ],
    },
    {
        "id": "blind22-cheese-en-five-stars-cancel-blue",
        "domain": "cheese_making_course",
        "schema": "CheeseCourseState",
        "steps": [
            (
                "u",
                "Hi, we did the Hard Cheese Weekend with you last weekend - absolutely loved "
                "it. Where can I leave a review?",
            ),
            (
                "a",
                "So glad you enjoyed it! You can leave one on our website, or tell me and I'll "
                "pass it on. How would you rate it out of 5?",
            ),
            (
                "u",
                "5 out of 5, Ruth was a brilliant teacher. We also booked the Blue Cheese Day "
                "on 14 November for two, reference HLD-1114-03, but my wife's sister has moved "
                "her wedding to that day. Can we cancel that one?",
            ),
            (
                "a",
                "Of course. Cancelling more than 14 days ahead gets a full refund of £190. Or "
                "would you rather move to the next Blue Cheese Day, Saturday 5 December?",
            ),
            ("u", "Hmm, let's just cancel, December's too busy."),
            (
                "call",
                "cancel_booking",
                {"booking_ref": "HLD-1114-03"},
                {"status": "cancelled", "refund": "£190"},
            ),
            (
                "a",
                "Cancelled; £190 will go back to your card in 3-5 days. Shall I send the "
                "confirmation to the email on file, d.okonjo@gmail.com?",
            ),
            ("u", "That's my old one - please use david.okonjo@proton.me. I'm David Okonjo."),
            ("a", "Updated. Thanks David, and thank you for the lovely review!"),
        ],
        "gold_fields": {
            "customer_name": "David Okonjo",
            "email": "david.okonjo@proton.me",
            "course": one_of("Hard Cheese Weekend", "Blue Cheese Day", None),
            "places": one_of(2, None),
            "rating": 5,
            "price": one_of("£190", None),
            "booking_ref": one_of("HLD-1114-03", None),
        },
        "not_active": ["d.okonjo@gmail.com", "Saturday 5 December"],
        "probes": ["wedding"],
        "gold_goals": [
            {"match": "cancel", "status": LIVE},
            {"match": "leave a review", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- headstone masonry
    {
        "id": "blind22-headstone-en-sandstone-rose-anniversary",
        "domain": "headstone_masonry",
        "schema": "HeadstoneState",
        "steps": [
            (
                "u",
                "Hello, I'd like to order a headstone for my father, George Whitfield, at St "
                "Mary's churchyard in Thirsk. Something simple.",
            ),
            (
                "a",
                "I'm sorry for your loss. For churchyards the diocese prefers natural stone: a "
                "lawn-style headstone in Yorkshire sandstone is £1,450 with up to 60 letters "
                "incised. Black granite starts at £1,650, but some churchyards won't allow "
                "polished granite.",
            ),
            (
                "u",
                "Sandstone then. The inscription would be 'George Arthur Whitfield, 1941 - "
                "2025, beloved husband, dad and grandad'.",
            ),
            (
                "a",
                "That's a little over 60 letters; the extra letters bring it to £1,458. We also "
                "need the vicar's permission before fitting, which usually takes 4-6 weeks.",
            ),
            ("u", "Mum would like a small carved rose at the top, can you do that?"),
            ("a", "Yes, a carved rose is £180: £1,638 in total."),
            ("u", "OK. She'd like it in before his anniversary on 9 March if possible."),
            (
                "a",
                "If permission comes through in 6 weeks we could fit it in late February. I'll "
                "start the paperwork.",
            ),
            (
                "call",
                "create_order",
                {
                    "deceased": "George Arthur Whitfield",
                    "churchyard": "St Mary's, Thirsk",
                    "stone": "Yorkshire sandstone",
                    "motif": "carved rose",
                },
                {"order_ref": "HM-2025-188", "price": "£1,638", "deposit": "£500"},
            ),
            (
                "a",
                "Order HM-2025-188, £1,638, with a £500 deposit. Can I take your name and number?",
            ),
            ("u", "Helen Whitfield, 01845 522 716."),
        ],
        "gold_fields": {
            "customer_name": "Helen Whitfield",
            "phone": "01845 522 716",
            "deceased_name": one_of("George Arthur Whitfield", "George Whitfield"),
            "cemetery": one_of(
                "St Mary's churchyard in Thirsk",
                "St Mary's churchyard",
                "St Mary's, Thirsk",
                "St Mary's",
            ),
            "stone": one_of("Yorkshire sandstone", "sandstone"),
            "inscription": "George Arthur Whitfield, 1941 - 2025, beloved husband, dad and grandad",
            "lettering": one_of("incised", None),
            "motif": one_of("carved rose", "small carved rose", "a small carved rose at the top"),
            "fitting_by": one_of(
                "before his anniversary on 9 March", "9 March", "before 9 March", "late February"
            ),
            "price": one_of("£1,638", None),
            "order_ref": one_of("HM-2025-188", None),
        },
        "not_active": ["£1,450", "£1,458"],
        "probes": ["anniversary"],
        "gold_goals": [{"match": "headstone", "status": LIVE}],
    },
    {
        "id": "blind22-headstone-en-added-name-gold-workshop",
        "domain": "headstone_masonry",
        "schema": "HeadstoneState",
        "steps": [
            (
                "u",
                "Hi, you made my grandfather's headstone at Linthorpe Cemetery, Middlesbrough, "
                "in 2012. My grandmother passed away last month and we'd like her name added.",
            ),
            (
                "a",
                "I'm so sorry. We can add an inscription on site, or take the stone to the "
                "workshop. What would you like it to say?",
            ),
            (
                "u",
                "'Also his wife Margret Dunne, 1938 - 2026, reunited'. Sorry, that's Margaret "
                "with an a, M-A-R-G-A-R-E-T.",
            ),
            (
                "a",
                "'Also his wife Margaret Dunne, 1938 - 2026, reunited' is about 40 letters. "
                "Incised and gilded in gold leaf to match is £6.50 a letter, so £260, plus £95 "
                "for the cemetery's permit.",
            ),
            ("u", "Is painted cheaper?"),
            (
                "a",
                "Painted black lettering is £4.20 a letter, £168 plus the permit, but it won't "
                "match the gold on the existing lettering.",
            ),
            (
                "u",
                "It has to match, so gold leaf. Can you do it in the workshop rather than on "
                "site? Mum says the last one done on site looked a bit rushed.",
            ),
            (
                "a",
                "The workshop adds £120 for taking the stone down and refixing it, so £475 in "
                "all. About 8 weeks.",
            ),
            (
                "call",
                "create_order",
                {
                    "memorial": "Linthorpe Cemetery",
                    "inscription": "Also his wife Margaret Dunne, 1938 - 2026, reunited",
                    "lettering": "gold leaf",
                    "workshop": True,
                },
                {"order_ref": "HM-AI-0442", "price": "£475"},
            ),
            ("a", "Order HM-AI-0442 for £475. Could I have your name and a contact number?"),
            ("u", "Liam Dunne, 07746 509 388."),
        ],
        "gold_fields": {
            "customer_name": "Liam Dunne",
            "phone": "07746 509 388",
            "deceased_name": "Margaret Dunne",
            "cemetery": one_of(
                "Linthorpe Cemetery, Middlesbrough", "Linthorpe Cemetery", "Linthorpe"
            ),
            "inscription": "Also his wife Margaret Dunne, 1938 - 2026, reunited",
            "lettering": one_of("gold leaf", "gilded in gold leaf", "incised and gilded", "gold"),
            "workshop": True,
            "fitting_by": one_of("8 weeks", "about 8 weeks", None),
            "price": one_of("£475", None),
            "order_ref": one_of("HM-AI-0442", None),
        },
        "not_active": ["Margret", "£260"],
        "probes": ["rushed"],
        "gold_goals": [
            {"match": "painted cheaper", "status": GONE},
            {"match": "name added", "status": LIVE},
        ],
    },
]

ZH: list[dict[str, Any]] = [
    {
        "id": "blind22-piano-zh-sixth-floor-afternoon",
        "domain": "piano_removals",
        "schema": "PianoRemovalState",
        "steps": [
            (
                "u",
                "你好，想搬一台立式钢琴，从朝阳区望京西园三区312号楼602搬到顺义区裕祥花园18号楼1单元201，"
                "怎么收费？",
            ),
            (
                "a",
                "您好，立式钢琴同城搬运600元起，旧址没有电梯的话按楼层加收，每层50元。旧址有电梯吗？",
            ),
            ("u", "没有电梯，602在6楼。新家有电梯。"),
            ("a", "6楼没电梯加300元，一共900元。"),
            (
                "u",
                "行。这周六能搬吗？周六上午我老公要去火车站接他妈妈，家里没人，下午可以吗？",
            ),
            ("a", "周六（5月9号）下午2点可以。搬完需要调音吗？调音师上门，一次280元。"),
            ("u", "先不用了，等琴放稳了再说。我姓赵，电话139 1020 8854，哦不对，是139 1020 8845。"),
            (
                "call",
                "book_move",
                {
                    "piano": "立式钢琴",
                    "from": "朝阳区望京西园三区312号楼602",
                    "to": "顺义区裕祥花园18号楼1单元201",
                    "date": "2026-05-09",
                    "time": "14:00",
                    "floor": 6,
                },
                {"job_ref": "GQ-0509-22", "price": "900元"},
            ),
            ("a", "订好了：5月9号周六下午2点，单号GQ-0509-22，900元，师傅到之前会给您打电话。"),
        ],
        "gold_fields": {
            "customer_name": one_of("赵", "赵先生", "赵女士"),
            "phone": one_of("139 1020 8845", "13910208845"),
            "piano": one_of("立式钢琴", "钢琴"),
            "from_address": one_of("朝阳区望京西园三区312号楼602", "望京西园三区312号楼602"),
            "to_address": one_of("顺义区裕祥花园18号楼1单元201", "裕祥花园18号楼1单元201"),
            "stairs_floor": 6,
            "move_date": one_of("这周六", "周六", "5月9号", "2026-05-09", "5月9号周六"),
            "move_time": one_of("下午", "下午2点", "2点", "14:00"),
            "tuning": False,
            "price": one_of("900元", None),
            "job_ref": one_of("GQ-0509-22", None),
        },
        "not_active": ["139 1020 8854"],
        "probes": ["接他妈妈"],
        "gold_goals": [
            {"match": "钢琴", "status": LIVE},
            {"match": "调音", "status": GONE},
        ],
    },
    {
        "id": "blind22-septic-zh-restaurant-three-loads",
        "domain": "septic_tank_emptying",
        "schema": "SepticTankState",
        "steps": [
            (
                "u",
                "师傅，我们饭店的化粪池满了，要抽一下，地址是成都市郫都区犀浦镇百草路88号，老李川菜馆。",
            ),
            ("a", "您好，我们抽粪车一车8吨，一车400元。饭店的池子一般要两车。什么时候方便？"),
            ("u", "明天下午三点以后吧，中午我们要营业。"),
            ("a", "明天下午3点可以，两车800元。"),
            ("u", "我问了一下厨师长，上次是三车才抽干净，按三车来吧。"),
            ("a", "三车是1200元。需要顺便清理隔油池吗？加200元。"),
            ("u", "隔油池也清一下。我姓李，电话133 0820 6617。"),
            (
                "call",
                "book_job",
                {
                    "address": "成都市郫都区犀浦镇百草路88号",
                    "date": "明天",
                    "time": "15:00",
                    "loads": 3,
                    "grease_trap": True,
                },
                {"job_ref": "QT-77821", "price": "1400元"},
            ),
            ("a", "已安排明天下午3点，抽三车再加清理隔油池，一共1400元，单号QT-77821。"),
        ],
        "gold_fields": {
            "customer_name": one_of("李", "李先生", "李女士", "老李"),
            "phone": one_of("133 0820 6617", "13308206617"),
            "address": one_of(
                "成都市郫都区犀浦镇百草路88号", "郫都区犀浦镇百草路88号", "百草路88号"
            ),
            "tank_type": "化粪池",
            "tanker_loads": 3,
            "service_date": "明天",
            "service_time": one_of(
                "下午3点", "下午三点", "3点", "15:00", "三点以后", "下午三点以后", "明天下午3点"
            ),
            "extras": one_of(["隔油池"], ["清理隔油池"]),
            "price": one_of("1400元", None),
            "job_ref": one_of("QT-77821", None),
        },
        "not_active": ["800元", "1200元"],
        "probes": ["厨师长"],
        "gold_goals": [{"match": "化粪池", "status": LIVE}],
    },
    {
        "id": "blind22-bouncy-zh-estate-one-day-flea-market",
        "domain": "bouncy_castle_hire",
        "schema": "BouncyCastleState",
        "steps": [
            (
                "u",
                "你好，我们小区六一要办个儿童活动，想租一个充气城堡，6月1号一整天，大概多少钱？",
            ),
            (
                "a",
                "您好，中号充气城堡（5米x5米）一天800元，大号（8米x6米）带滑梯一天1500元，"
                "都含送货安装和一名看护员。",
            ),
            ("u", "小区孩子多，要大号的吧。能不能租两天，5月31号先装好？"),
            ("a", "可以，第二天半价，两天一共2250元。"),
            (
                "u",
                "算了，还是一天吧，物业说前一天广场要办跳蚤市场。6月1号早上8点前装好就行。",
            ),
            ("a", "好的，6月1号一天1500元，我们早上7点半到场安装。"),
            (
                "u",
                "地址是深圳市南山区桃源街道龙珠四路金谷花园中心广场。我姓黄，电话138 2371 9046。"
                "能开发票吗？",
            ),
            ("a", "可以开发票。已经给您登记了，单号CB-0601-05，押金500元，活动结束后退。"),
        ],
        "gold_fields": {
            "customer_name": one_of("黄", "黄先生", "黄女士"),
            "phone": one_of("138 2371 9046", "13823719046"),
            "castle": one_of("大号", "大号充气城堡", "大号的", "大号（8米x6米）带滑梯"),
            "event_date": one_of("6月1号", "六一", "2026-06-01"),
            "hire_days": 1,
            "delivery_time": one_of("早上8点前", "8点前", "早上7点半", "7点半"),
            "address": one_of(
                "深圳市南山区桃源街道龙珠四路金谷花园中心广场",
                "南山区桃源街道龙珠四路金谷花园中心广场",
                "金谷花园中心广场",
            ),
            "price": one_of("1500元", None),
            "booking_ref": one_of("CB-0601-05", None),
        },
        "not_active": ["2250元"],
        "probes": ["跳蚤市场"],
        "gold_goals": [{"match": "充气城堡", "status": LIVE}],
    },
    {
        "id": "blind22-chess-zh-sunday-trial-first",
        "domain": "chess_tutoring",
        "schema": "ChessTutoringState",
        "steps": [
            ("u", "您好，我想给孩子报国际象棋课，女儿7岁，零基础，你们周末有班吗？"),
            (
                "a",
                "有的，启蒙班周六上午9点到10点半、周日下午2点到3点半，每次90分钟，一期12次课2400元。"
                "另外也有一对一，每小时300元。",
            ),
            ("u", "报周六上午的班吧。孩子叫陈思语。"),
            ("a", "好的。周六上午班3月7号开课，还剩两个名额。"),
            ("u", "等一下，我老公说周六上午孩子要上英语课，冲突了，那改周日下午吧。"),
            ("a", "周日下午班3月8号开课，也有名额，价格一样，2400元。"),
            ("u", "行。能不能先上一次试听课？"),
            ("a", "可以，试听课一次100元，试听后报名可以抵学费。这周日下午就可以来。"),
            ("u", "那就先试听，报名等试听完再说。我电话158 6021 3390，我是她妈妈，姓林。"),
        ],
        "gold_fields": {
            "parent_name": one_of("林", "林女士"),
            "phone": one_of("158 6021 3390", "15860213390"),
            "student_name": "陈思语",
            "student_age": 7,
            "level": one_of("零基础", "启蒙班"),
            "lesson_length": one_of("90分钟", None),
            "lessons": one_of(1, None),
            "lesson_day": one_of("周日", "周日下午", "这周日", "这周日下午"),
            "lesson_time": one_of("下午", "下午2点", "2点", "下午2点到3点半", None),
            "start_date": one_of("这周日", "3月8号", None),
            "price": one_of("100元", None),
        },
        "not_active": ["3月7号"],
        "probes": ["英语课"],
        "gold_goals": [{"match": "试听", "status": LIVE}],
    },
    {
        "id": "blind22-binding-zh-thread-bound-no-case",
        "domain": "bookbinding",
        "schema": "BookbindingState",
        "steps": [
            ("u", "你好，我爷爷留下的一套线装书，《三国演义》，一共8册，有几册散了，能修吗？"),
            (
                "a",
                "可以，线装书重新穿线每册60元，如果有虫蛀破损需要补纸，每册另加80元。方便的话先拿来看一下。",
            ),
            ("u", "散的是4册，其中两册有虫眼。"),
            ("a", "那就是4册穿线240元，2册补纸160元，一共400元，大概两周。"),
            ("u", "另外能不能做个函套，把8册整套装起来？"),
            ("a", "一个函套可以装8册，蓝布函套280元，合计680元。"),
            ("u", "函套先不做了，价格有点高。周六我拿过来，我叫郑晓峰，电话180 0571 2264。"),
            ("a", "好的，周六上午10点到下午5点都可以来，地址是杭州市上城区河坊街鼓楼堂巷7号。"),
        ],
        "gold_fields": {
            "customer_name": "郑晓峰",
            "phone": one_of("180 0571 2264", "18005712264"),
            "item": one_of("线装书", "《三国演义》", "三国演义", "一套线装书"),
            "copies": 4,
            "dropoff_date": "周六",
            "ready_date": one_of("两周", "大概两周", None),
            "price": one_of("400元", None),
        },
        "not_active": ["680元"],
        "probes": ["价格有点高"],
        "gold_goals": [
            {"match": "函套", "status": GONE},
            {"match": "线装书", "status": LIVE},
        ],
    },
    {
        "id": "blind22-flatpack-zh-no-tv-unit-day-after",
        "domain": "furniture_assembly",
        "schema": "FurnitureAssemblyState",
        "steps": [
            (
                "u",
                "师傅你好，我在网上买了一个衣柜、一张1.8米的床，还有一个电视柜，需要上门安装，"
                "地址是武汉市洪山区光谷大道金地太阳城12栋1803。",
            ),
            (
                "a",
                "您好，衣柜安装180元，床120元，电视柜60元，一共360元。衣柜需要打孔固定在墙上吗？加30元。",
            ),
            ("u", "要固定，家里有小孩。明天上午能来吗？"),
            ("a", "明天上午约满了，明天下午3点或者后天上午9点可以。"),
            ("u", "后天上午9点吧。电视柜我老公说他自己装，就不用了。"),
            ("a", "好的，衣柜和床再加墙面固定，一共330元，后天（4月23号）上午9点上门。"),
            ("u", "行，我叫何丽，电话177 2056 3318。"),
            (
                "call",
                "create_job",
                {
                    "address": "武汉市洪山区光谷大道金地太阳城12栋1803",
                    "items": ["衣柜", "床"],
                    "wall_fixing": True,
                    "date": "2026-04-23",
                    "time": "09:00",
                },
                {"job_ref": "AZ-0423-09", "price": "330元"},
            ),
            ("a", "已预约，单号AZ-0423-09，师傅上门前会电话联系您。"),
        ],
        "gold_fields": {
            "customer_name": "何丽",
            "phone": one_of("177 2056 3318", "17720563318"),
            "address": one_of(
                "武汉市洪山区光谷大道金地太阳城12栋1803",
                "洪山区光谷大道金地太阳城12栋1803",
                "金地太阳城12栋1803",
            ),
            "furniture": one_of(["衣柜", "床"]),
            "wall_fixing": True,
            "visit_date": one_of("后天", "4月23号", "2026-04-23", "后天（4月23号）"),
            "visit_time": one_of("上午9点", "9点", "09:00"),
            "price": one_of("330元", None),
            "job_ref": one_of("AZ-0423-09", None),
        },
        "not_active": ["360元"],
        "probes": ["自己装"],
        "gold_goals": [{"match": "安装", "status": LIVE}],
    },
    {
        "id": "blind22-groom-zh-cat-saturday-no-pickup",
        "domain": "pet_grooming",
        "schema": "PetGroomingState",
        "steps": [
            ("u", "你好，我想给我家猫约个洗护，英短，叫团子，大概5公斤。"),
            (
                "a",
                "您好，猫咪基础洗护（洗澡、吹干、剪指甲、清耳朵）5公斤以内158元。要不要加去浮毛护理？加60元。",
            ),
            ("u", "加上吧，最近掉毛特别厉害。周日下午可以吗？"),
            ("a", "周日下午4点有空。"),
            ("u", "4点有点晚，3点行吗？"),
            ("a", "3点已经约满了，只有4点，或者周六上午10点。"),
            ("u", "那就周六上午10点吧。还有，你们能上门接猫吗？"),
            ("a", "可以，接送单程30元，往返60元，把地址发我一下。"),
            ("u", "算了，我自己送过去吧，不远。我叫宋佳，手机152 1178 6603。"),
            ("a", "好的宋女士，团子约在周六上午10点，基础洗护加去浮毛，一共218元。"),
        ],
        "gold_fields": {
            "owner_name": "宋佳",
            "phone": one_of("152 1178 6603", "15211786603"),
            "pet_name": "团子",
            "breed": one_of("英短", "英国短毛猫"),
            "pets": one_of(1, None),
            "service": one_of("基础洗护", "洗护", "猫咪基础洗护"),
            "extras": one_of(["去浮毛"], ["去浮毛护理"]),
            "appointment_date": one_of("周六", "周六上午"),
            "appointment_time": one_of("上午10点", "10点", "周六上午10点"),
            "price": one_of("218元", None),
        },
        "not_active": ["158元", "周日"],
        "probes": ["掉毛"],
        "gold_goals": [
            {"match": "上门接猫", "status": GONE},
            {"match": "3点行吗", "status": GONE},
        ],
    },
    {
        "id": "blind22-laptop-zh-coffee-data-first",
        "domain": "laptop_repair",
        "schema": "LaptopRepairState",
        "steps": [
            ("u", "你好，我的联想小新笔记本昨天晚上洒了咖啡，现在开不了机，能修吗？"),
            (
                "a",
                "进水要先拆机清洗检测，检测费50元，修好的话检测费可以抵扣。一般是主板问题，修主板大概400到800元。",
            ),
            ("u", "里面有毕业论文，数据最重要，能先把数据导出来吗？"),
            ("a", "可以，硬盘数据导出100元，单独收费。"),
            (
                "u",
                "行，先导数据，再修。我明天上午送过来。我叫钱晨，电话199 0632 1475，"
                "邮箱qianchen_hz@163.com。",
            ),
            (
                "call",
                "create_ticket",
                {"device": "联想小新", "fault": "进水 开不了机", "data_backup": True},
                {"ticket_ref": "WX-31208", "dropoff": "明天上午"},
            ),
            ("a", "已建单WX-31208，明天上午带过来就行，地址是南京市鼓楼区广州路188号3楼。"),
            ("u", "我导师下周一就要看初稿，最晚周五能拿到数据吗？"),
            ("a", "数据一般当天就能导出来，明天下午就能给您。主板要三到五天。"),
            ("u", "好的。那主板先别修了，我看看检测报价再决定。"),
        ],
        "gold_fields": {
            "customer_name": "钱晨",
            "phone": one_of("199 0632 1475", "19906321475"),
            "email": "qianchen_hz@163.com",
            "device": one_of("联想小新笔记本", "联想小新", "笔记本"),
            "fault": one_of(
                "洒了咖啡",
                "进水",
                "开不了机",
                "现在开不了机",
                "洒了咖啡，现在开不了机",
                "进水 开不了机",
            ),
            "repair": one_of("导数据", "数据导出", "硬盘数据导出", None),
            "data_backup": True,
            "ready_date": one_of("明天下午", "明天"),
            "price": one_of("100元", "50元", None),
            "ticket_ref": one_of("WX-31208", None),
        },
        "probes": ["导师"],
        "gold_goals": [
            {"match": "导出", "status": LIVE},
            {"match": "主板", "status": GONE},
        ],
    },
]


def build() -> list[dict[str, Any]]:
    """The set's records (English first, then Chinese)."""
    return build_set("blind22", [("en", EN), ("zh", ZH)], 24)


if __name__ == "__main__":
    write_set(Path(__file__).with_name("state_blind22.jsonl"), build())
