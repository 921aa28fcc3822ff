"""Builds ``state_blind12.jsonl``: a twelfth blind labelled set for ``turnmem eval state``.

Hand-written for turnmem (not taken from any data set) without reading the rule folder, its
correction tests or the conversations of the earlier blind sets. 24 conversations, 16 English
and 8 Chinese, split ``blind12``, in twelve domains no earlier set used (boat hire, locksmiths,
document translation, pest control, bulky waste collection, escape rooms, piano tuning,
libraries, golf tee times, coach hire, tattoo studios, blood donation), two conversations
each, every one naming a class of ``schemas_blind12.py``. They lean on the ways people change
what they said: a slip corrected in the same breath ("flat 3 - sorry, flat 5", "card number is
2904417 - wait, 2904471"), a change because of a third person ("my sister gets seasick",
"my neighbour wants the fridge freezer", "我爸妈也要各一把"), a value floated as a question and
accepted or declined ("Would a 9pm return make it cheaper?", "要不要顺便把踏板修一下？"), a
cancellation taken back ("Hold off then - don't cancel"), one of several documents, items,
holds or areas dropped, changed counts, times, sizes and prices, a pick among listed options
("The 7:30 please", "八点那场"), negations ("No skipper", "不要喷雾"), hedges ("I might want to
add colour to it later"), tool results that confirm or contradict ("course closed from 17:00
Wednesday"), and conversations where nothing changes.
Run ``python tests/data/state/build_state_blind12.py`` to rebuild the file (deterministic).

Labelling conventions (as in ``build_state_blind11.py``):

- a field only a tool output states may be unset (``null`` in ``one_of``); a field the user
  stated (or the assistant stated and the user accepted) must be set; a schema field not listed
  must end unset;
- ``not_active`` lists replaced, cancelled or rejected values chosen so that no true statement
  at the end needs to contain them (a reason such as "my partner has the car on Tuesdays" or a
  negation such as "不要喷雾" is true, so "Tuesday" and "喷雾" are not listed); a cancelled
  request is labelled in ``gold_goals`` as ``abandoned`` or ``absent``;
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
    # ---------------------------------------------------------------- boat hire
    {
        "id": "blind12-boat-en-sister-seasick",
        "domain": "boat_hire",
        "schema": "BoatHireState",
        "steps": [
            (
                "u",
                "Hi, I'd like to hire a motor boat at Kingsbridge Marina on Saturday 14 June, "
                "for four hours from 10am. There are six of us.",
            ),
            ("a", "Lovely. Would you like a skipper with the boat, or will you drive yourselves?"),
            (
                "u",
                "No skipper, my husband has his day skipper licence. Actually, make it three "
                "hours rather than four - my sister gets seasick and four is pushing it.",
            ),
            (
                "call",
                "check_availability",
                {
                    "marina": "Kingsbridge Marina",
                    "date": "2026-06-14",
                    "boat_type": "motor boat",
                    "start": "10:00",
                    "hours": 3,
                    "passengers": 6,
                },
                {"available": True, "boat": "Seaspray 22", "capacity": 8, "price": "£285"},
            ),
            (
                "a",
                "The Seaspray 22 is free from 10:00 to 13:00 for £285. Can I take a name and "
                "phone number?",
            ),
            (
                "u",
                "Fiona Gallagher, 07700 914 322. Could you add a cool box and two fishing rods? "
                "Actually scrap the fishing rods, just the cool box.",
            ),
            (
                "call",
                "create_booking",
                {
                    "boat": "Seaspray 22",
                    "date": "2026-06-14",
                    "start": "10:00",
                    "hours": 3,
                    "name": "Fiona Gallagher",
                    "phone": "07700 914 322",
                    "extras": ["cool box"],
                },
                {"booking_ref": "KM-40917", "status": "confirmed"},
            ),
            (
                "a",
                "All booked: Seaspray 22, Saturday 14 June 10:00-13:00, with a cool box. Ref KM-40917.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Fiona Gallagher",
            "phone": "07700 914 322",
            "marina": "Kingsbridge Marina",
            "boat_type": one_of("motor boat", "Seaspray 22"),
            "date": one_of("Saturday 14 June", "14 June", "2026-06-14"),
            "start_time": one_of("10am", "10:00"),
            "hours": 3,
            "passengers": 6,
            "skipper": False,
            "extras": ["cool box"],
            "booking_ref": "KM-40917",
        },
        "not_active": ["four hours", "fishing rods"],
        "gold_goals": [
            {"match": "motor boat", "status": LIVE},
            {"match": "fishing rods", "status": GONE},
        ],
        "probes": ["seasick"],
    },
    # ---------------------------------------------------------------- locksmith
    {
        "id": "blind12-locksmith-en-flat-slip",
        "domain": "locksmith",
        "schema": "LocksmithState",
        "steps": [
            (
                "u",
                "I'm locked out of my flat and I've lost my keys. It's 22 Albion Road, flat 3 - "
                "sorry, flat 5. Can someone come today?",
            ),
            (
                "a",
                "We'll get someone out. What's your name and a phone number we can reach you on?",
            ),
            ("u", "Priya Raman, 07811 203 455."),
            (
                "call",
                "dispatch_check",
                {"address": "22 Albion Road, flat 5", "date": "today"},
                {"earliest": "15:40", "technician": "Dean"},
            ),
            (
                "a",
                "Dean can be with you at 15:40. As the keys are lost, would you like the lock "
                "changed while he's there?",
            ),
            (
                "u",
                "Yes, change it - a five-lever mortice, same as now. And cut three spare keys - "
                "no, two, my flatmate moved out last month.",
            ),
            (
                "call",
                "create_job",
                {
                    "address": "22 Albion Road, flat 5",
                    "name": "Priya Raman",
                    "phone": "07811 203 455",
                    "lock": "five-lever mortice",
                    "lock_change": True,
                    "spare_keys": 2,
                },
                {"job_ref": "LS-7713", "eta": "15:40", "technician": "Dean"},
            ),
            (
                "a",
                "Done - job LS-7713. Dean arrives at 15:40 with a new five-lever mortice and two spare keys.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Priya Raman",
            "phone": "07811 203 455",
            "address": one_of(
                "22 Albion Road, flat 5", "flat 5, 22 Albion Road", "22 Albion Road flat 5"
            ),
            "lock_type": one_of("five-lever mortice", "five-lever mortice lock"),
            "lock_change": True,
            "spare_keys": 2,
            "visit_date": "today",
            "visit_time": one_of("15:40", None),
            "technician": one_of("Dean", None),
            "job_ref": "LS-7713",
        },
        "not_active": ["flat 3", "three spare keys"],
        "probes": ["flatmate"],
    },
    # ---------------------------------------------------------------- translation
    {
        "id": "blind12-translation-en-wife-has-hers",
        "domain": "translation",
        "schema": "TranslationState",
        "steps": [
            (
                "u",
                "Hello, I need a birth certificate and a marriage certificate translated from "
                "Polish into English. They have to be certified, it's for a visa application.",
            ),
            ("a", "Of course. Is each one a single page, and when do you need them by?"),
            (
                "u",
                "Yes, one page each, and I need them by Friday 20 June. Actually, leave the "
                "marriage certificate - my wife already had hers done. Just the birth "
                "certificate.",
            ),
            (
                "call",
                "quote_translation",
                {
                    "documents": ["birth certificate"],
                    "source": "Polish",
                    "target": "English",
                    "certified": True,
                    "pages": 1,
                },
                {"quote_id": "TR-5520", "price": "£45", "turnaround": "3 working days"},
            ),
            (
                "a",
                "That's £45 for a certified translation, ready in 3 working days, so well before "
                "the 20th. Quote TR-5520. Would you like it by email or by post?",
            ),
            ("u", "Email is fine: marek.nowak@wp.pl. The name is Marek Nowak."),
            (
                "a",
                "Thank you, Marek. I've sent quote TR-5520 with a payment link to marek.nowak@wp.pl.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Marek Nowak",
            "email": "marek.nowak@wp.pl",
            "source_language": "Polish",
            "target_language": "English",
            "documents": ["birth certificate"],
            "pages": one_of(1, None),
            "certified": True,
            "deadline": one_of("Friday 20 June", "20 June"),
            "delivery_method": "email",
            "price": one_of("£45", None),
            "quote_id": "TR-5520",
        },
        "not_active": ["marriage certificate"],
        "gold_goals": [{"match": "birth certificate", "status": LIVE}],
    },
    # ---------------------------------------------------------------- pest control
    {
        "id": "blind12-pest-en-landlord-loft",
        "domain": "pest_control",
        "schema": "PestControlState",
        "steps": [
            (
                "u",
                "Hi, we've got mice in the kitchen and in the loft. I'm at 8 Orchard Close, "
                "Didcot OX11 7HP.",
            ),
            (
                "a",
                "Sorry to hear that. We can come Tuesday 10 June at 9am or Thursday 12 June at "
                "2pm. Do you have any pets?",
            ),
            ("u", "Thursday at 2. And yes, we have a cat."),
            (
                "a",
                "Then we'll use tamper-proof bait boxes, which are safe around cats. Would you "
                "like us to check the garage as well?",
            ),
            (
                "u",
                "Yes, please do the garage too. Oh, and not the loft actually - the landlord is "
                "having it sealed next week by his own builder.",
            ),
            (
                "call",
                "book_visit",
                {
                    "address": "8 Orchard Close, Didcot OX11 7HP",
                    "pest": "mice",
                    "areas": ["kitchen", "garage"],
                    "date": "2026-06-12",
                    "time": "14:00",
                    "pets": True,
                },
                {"job_ref": "PC-3391", "treatment": "tamper-proof bait boxes"},
            ),
            (
                "a",
                "Booked for Thursday 12 June at 2pm, kitchen and garage. Your job number is PC-3391. Who should the technician ask for?",
            ),
            ("u", "Helen Crossley, and my number is 01235 778 902."),
            ("a", "Thanks Helen, you'll get a text the day before."),
        ],
        "gold_fields": {
            "customer_name": "Helen Crossley",
            "phone": "01235 778 902",
            "address": one_of("8 Orchard Close, Didcot OX11 7HP", "8 Orchard Close, Didcot"),
            "pest": "mice",
            "areas": ["kitchen", "garage"],
            "treatment": one_of("tamper-proof bait boxes", "bait boxes", None),
            "pets": True,
            "visit_date": one_of("Thursday 12 June", "Thursday", "12 June", "2026-06-12"),
            "visit_time": one_of("2pm", "14:00", "2"),
            "job_ref": "PC-3391",
        },
        "not_active": ["Tuesday 10 June", "9am"],
        "gold_goals": [{"match": "garage", "status": LIVE}],
        "probes": ["landlord"],
    },
    # ---------------------------------------------------------------- bulky waste
    {
        "id": "blind12-bulky-en-neighbour-fridge",
        "domain": "bulky_waste",
        "schema": "BulkyWasteState",
        "steps": [
            (
                "u",
                "I'd like to book a bulky waste collection please: a sofa, a fridge freezer and "
                "two mattresses.",
            ),
            ("a", "No problem. What's the collection address?"),
            ("u", "41 Canal Street, Leeds LS12 2PQ."),
            (
                "call",
                "quote_collection",
                {
                    "address": "41 Canal Street, Leeds LS12 2PQ",
                    "items": ["sofa", "fridge freezer", "mattress", "mattress"],
                },
                {"price": "£62", "dates": ["Monday 16 June", "Wednesday 18 June"]},
            ),
            ("a", "That comes to £62. We can collect on Monday 16 June or Wednesday 18 June."),
            (
                "u",
                "Wednesday. Hold on, my neighbour wants the fridge freezer for his garage, so "
                "take that off.",
            ),
            (
                "a",
                "Without the fridge freezer it's £38, on Wednesday 18 June. Can I have a name and phone number?",
            ),
            ("u", "Gary Whitfield, 0113 496 0021. I'll leave everything by the front gate."),
            (
                "call",
                "book_collection",
                {"date": "2026-06-18", "name": "Gary Whitfield", "location": "by the front gate"},
                {"booking_ref": "BW-80452"},
            ),
            (
                "a",
                "Booked: Wednesday 18 June, sofa and two mattresses by the front gate, £38. Ref BW-80452.",
            ),
        ],
        "gold_fields": {
            "resident_name": "Gary Whitfield",
            "phone": "0113 496 0021",
            "address": one_of("41 Canal Street, Leeds LS12 2PQ", "41 Canal Street, Leeds"),
            "waste_items": ["sofa", "mattress"],
            "collection_date": one_of("Wednesday 18 June", "Wednesday", "18 June", "2026-06-18"),
            "location": one_of("by the front gate", "front gate"),
            "price": one_of("£38", None),
            "booking_ref": "BW-80452",
        },
        "not_active": ["£62", "Monday 16 June"],
        "gold_goals": [{"match": "bulky waste", "status": LIVE}],
        "probes": ["neighbour"],
    },
    # ---------------------------------------------------------------- escape room
    {
        "id": "blind12-escape-en-jake-drops-out",
        "domain": "escape_room",
        "schema": "EscapeRoomState",
        "steps": [
            (
                "u",
                "Hi, I want to book The Alchemist's Vault at your Shoreditch venue for Saturday "
                "evening, 6 players.",
            ),
            (
                "call",
                "room_slots",
                {"venue": "Shoreditch", "room": "The Alchemist's Vault", "date": "2026-06-20"},
                {"slots": ["18:00", "19:30", "21:00"], "max_players": 6},
            ),
            ("a", "On Saturday 20 June we have 6pm, 7:30pm or 9pm."),
            ("u", "The 7:30 please. And it's 5 of us now, Jake just dropped out."),
            ("a", "Got it. Can I take the lead booker's name, email and phone?"),
            (
                "u",
                "Ruth Adeyemi, ruth.adeyemi@gmail.com, 07954 118 660. Is the room OK for "
                "someone who's a bit claustrophobic?",
            ),
            ("a", "Yes - it's one of our largest rooms and the door is never locked."),
            ("u", "Fine, book it."),
            (
                "call",
                "book_room",
                {
                    "room": "The Alchemist's Vault",
                    "date": "2026-06-20",
                    "time": "19:30",
                    "players": 5,
                    "email": "ruth.adeyemi@gmail.com",
                },
                {"booking_ref": "ESC-2297"},
            ),
            ("a", "You're booked for 7:30pm on Saturday 20 June, 5 players. Ref ESC-2297."),
        ],
        "gold_fields": {
            "lead_name": "Ruth Adeyemi",
            "email": "ruth.adeyemi@gmail.com",
            "phone": "07954 118 660",
            "venue": "Shoreditch",
            "room": one_of("The Alchemist's Vault", "Alchemist's Vault"),
            "date": one_of(
                "Saturday", "Saturday 20 June", "Saturday evening", "20 June", "2026-06-20"
            ),
            "time": one_of("7:30", "19:30", "7:30pm"),
            "players": 5,
            "booking_ref": "ESC-2297",
        },
        "not_active": ["6 players"],
        "gold_goals": [{"match": "claustrophobic", "status": GONE}],
        "probes": ["Jake"],
    },
    # ---------------------------------------------------------------- piano tuning
    {
        "id": "blind12-piano-en-teacher-monday",
        "domain": "piano_tuning",
        "schema": "PianoTuningState",
        "steps": [
            (
                "u",
                "I need my piano tuned. It's an upright, a Yamaha U1, at 17 Beech Grove, "
                "Harrogate HG2 0LS. Any weekday morning next week except Wednesday.",
            ),
            (
                "call",
                "tuning_slots",
                {"postcode": "HG2 0LS", "week": "2026-06-08", "mornings": True},
                {"slots": ["Monday 8 June 10:00", "Thursday 11 June 09:00"], "tuner": "Alan Pryce"},
            ),
            ("a", "Alan Pryce can come Monday 8 June at 10:00 or Thursday 11 June at 9:00."),
            (
                "u",
                "Monday at 10. Also one of the keys sticks, the middle C - could he look at "
                "that while he's there?",
            ),
            ("a", "Yes, a sticking key can be eased on the same visit; it's £20 extra."),
            (
                "u",
                "OK, do that. Actually, make it Thursday at 9 - my son's teacher comes on Monday "
                "mornings and they'll need the piano.",
            ),
            (
                "call",
                "book_tuning",
                {"date": "2026-06-11", "time": "09:00", "repairs": ["sticking key"]},
                {"job_ref": "PT-1184", "tuner": "Alan Pryce"},
            ),
            (
                "a",
                "Booked for Thursday 11 June at 9:00 with the sticking key. Job PT-1184. Your name and number?",
            ),
            ("u", "Claire Denholm, 07700 552 901."),
            ("a", "Thanks Claire, all set."),
        ],
        "gold_fields": {
            "customer_name": "Claire Denholm",
            "phone": "07700 552 901",
            "address": one_of("17 Beech Grove, Harrogate HG2 0LS", "17 Beech Grove, Harrogate"),
            "piano_type": "upright",
            "brand": one_of("Yamaha U1", "Yamaha"),
            "visit_date": one_of("Thursday 11 June", "Thursday", "11 June", "2026-06-11"),
            "visit_time": one_of("9", "9:00", "09:00", "9am"),
            "repairs": ["sticking key"],
            "tuner": one_of("Alan Pryce", None),
            "job_ref": "PT-1184",
        },
        "not_active": ["Monday 8 June", "10:00"],
        "probes": ["teacher"],
    },
    # ---------------------------------------------------------------- library
    {
        "id": "blind12-library-en-friend-lends-copy",
        "domain": "library",
        "schema": "LibraryState",
        "steps": [
            (
                "u",
                "Hi, my card number is 2904417 - wait, 2904471. I'd like to renew my books and "
                'put holds on "The Rings of Saturn" and "Piranesi".',
            ),
            (
                "call",
                "member_lookup",
                {"card": "2904471"},
                {
                    "member": "Oliver Brandt",
                    "home_branch": "Headingley",
                    "loans": [
                        {"title": "Small Island", "due": "9 June"},
                        {"title": "The Overstory", "due": "9 June"},
                    ],
                },
            ),
            ("a", "You have Small Island and The Overstory, both due 9 June. Renew both?"),
            (
                "u",
                "Just Small Island - I've finished The Overstory and I'll bring it back. And "
                "cancel Piranesi, my friend is lending me her copy.",
            ),
            (
                "call",
                "renew_and_hold",
                {"card": "2904471", "renew": ["Small Island"], "hold": ["The Rings of Saturn"]},
                {"renewed_until": "30 June", "hold_id": "H-66120", "pickup": "Headingley"},
            ),
            (
                "a",
                "Small Island is renewed to 30 June and The Rings of Saturn is on hold at "
                "Headingley, hold H-66120. Shall we email you when it's in?",
            ),
            ("u", "Text me instead please, on 07712 340 988."),
            ("a", "Done - you'll get a text at 07712 340 988."),
        ],
        "gold_fields": {
            "member_name": one_of("Oliver Brandt", None),
            "card_number": "2904471",
            "phone": "07712 340 988",
            "renewals": ["Small Island"],
            "holds": ["The Rings of Saturn"],
            "pickup_branch": one_of("Headingley", None),
            "notification": one_of("text", "text message", "sms"),
            "hold_id": "H-66120",
        },
        "not_active": ["2904417", "Piranesi"],
        "gold_goals": [{"match": "Piranesi", "status": GONE}],
        "probes": ["friend"],
    },
    # ---------------------------------------------------------------- golf tee times
    {
        "id": "blind12-golf-en-dads-knee",
        "domain": "golf",
        "schema": "GolfTeeTimeState",
        "steps": [
            (
                "u",
                "Can I book a tee time at Royal Ashdown for Sunday 15 June, around 8am, for four "
                "players, 18 holes?",
            ),
            (
                "call",
                "tee_times",
                {"course": "Royal Ashdown", "date": "2026-06-15", "around": "08:00", "players": 4},
                {"times": ["07:50", "08:10", "08:30"], "holes": 18},
            ),
            ("a", "We have 7:50, 8:10 and 8:30 that morning."),
            ("u", "8:10. Should we take a buggy?"),
            (
                "a",
                "For four players we'd usually suggest two buggies, at £35 each. Shall I add them?",
            ),
            ("u", "One buggy will do - only my dad needs one, for his knee."),
            ("a", "One buggy it is. A name and phone number for the booking?"),
            (
                "u",
                "Simon Achterberg, 07400 812 776. Oh, and make it three players, Rob can't come "
                "after all.",
            ),
            (
                "call",
                "book_tee_time",
                {
                    "course": "Royal Ashdown",
                    "date": "2026-06-15",
                    "time": "08:10",
                    "players": 3,
                    "holes": 18,
                    "buggies": 1,
                },
                {"booking_ref": "RA-3350", "status": "confirmed"},
            ),
            (
                "a",
                "Confirmed: Sunday 15 June, 8:10, three players, 18 holes, one buggy. Ref RA-3350.",
            ),
        ],
        "gold_fields": {
            "player_name": "Simon Achterberg",
            "phone": "07400 812 776",
            "course": "Royal Ashdown",
            "date": one_of("Sunday 15 June", "Sunday", "15 June", "2026-06-15"),
            "tee_time": one_of("8:10", "08:10"),
            "players": 3,
            "holes": 18,
            "buggies": 1,
            "booking_ref": "RA-3350",
        },
        "not_active": ["four players", "two buggies"],
        "probes": ["knee"],
    },
    {
        "id": "blind12-golf-en-competition-closes-course",
        "domain": "golf",
        "schema": "GolfTeeTimeState",
        "steps": [
            (
                "u",
                "Hello, I'd like a 9-hole round at Brookfield Park this Wednesday at 5:30pm, "
                "just me. I'll need to hire clubs - I'm left-handed.",
            ),
            (
                "call",
                "check_tee_time",
                {"course": "Brookfield Park", "day": "Wednesday", "time": "17:30", "holes": 9},
                {
                    "available": False,
                    "reason": "course closed from 17:00 Wednesday for the club competition",
                    "alternatives": ["Wednesday 16:20", "Thursday 17:30"],
                },
            ),
            (
                "a",
                "Wednesday evening is closed for the club competition. I can offer Wednesday at "
                "4:20pm or Thursday at 5:30pm.",
            ),
            ("u", "Thursday 5:30 then. Do you have a left-handed set?"),
            ("a", "Yes, we have left-handed hire sets. What name and contact should I put down?"),
            ("u", "Nadia Kowalczyk, nadia.k@outlook.com, and my phone is 07891 225 430."),
            (
                "call",
                "book_tee_time",
                {
                    "course": "Brookfield Park",
                    "day": "Thursday",
                    "time": "17:30",
                    "holes": 9,
                    "players": 1,
                    "club_hire": "left-handed set",
                },
                {"booking_ref": "BF-0917", "status": "confirmed"},
            ),
            (
                "a",
                "Booked: Thursday 5:30pm, 9 holes, left-handed clubs waiting at the pro shop. Ref BF-0917.",
            ),
        ],
        "gold_fields": {
            "player_name": "Nadia Kowalczyk",
            "email": "nadia.k@outlook.com",
            "phone": "07891 225 430",
            "course": "Brookfield Park",
            "date": "Thursday",
            "tee_time": one_of("5:30", "17:30", "5:30pm"),
            "players": 1,
            "holes": 9,
            "club_hire": True,
            "booking_ref": "BF-0917",
        },
        "gold_goals": [{"match": "left-handed set", "status": GONE}],
        "probes": ["left-handed"],
    },
    # ---------------------------------------------------------------- coach hire
    {
        "id": "blind12-coach-en-cheaper-return",
        "domain": "coach_hire",
        "schema": "CoachHireState",
        "steps": [
            (
                "u",
                "We need a coach for a school choir trip: from St Bede's School, Mill Lane, "
                "Preston to the Royal Albert Hall in London on 3 July, leaving at 7am and coming "
                "back the same night. 48 passengers.",
            ),
            ("a", "What time would you like to leave London for the return?"),
            (
                "u",
                "About 10:30pm from the hall. And we need wheelchair access - one of our singers "
                "uses a wheelchair.",
            ),
            (
                "call",
                "quote_coach",
                {
                    "pickup": "St Bede's School, Mill Lane, Preston",
                    "destination": "Royal Albert Hall, London",
                    "date": "2026-07-03",
                    "depart": "07:00",
                    "return": "22:30",
                    "passengers": 48,
                    "wheelchair_lift": True,
                },
                {"quote_id": "CH-2210", "vehicle": "53-seat coach with lift", "price": "£1,640"},
            ),
            ("a", "A 53-seat coach with a lift comes to £1,640, quote CH-2210."),
            (
                "u",
                "That's more than the head budgeted. Would a 9pm return make it cheaper?",
            ),
            (
                "a",
                "Yes - leaving at 9pm keeps it within one driver's hours, so it would be £1,480.",
            ),
            (
                "u",
                "OK, let's go with 9pm. The contact is Mrs Joanne Tully, j.tully@stbedes.sch.uk.",
            ),
            (
                "call",
                "quote_coach",
                {"quote_id": "CH-2210", "return": "21:00", "contact": "j.tully@stbedes.sch.uk"},
                {"quote_id": "CH-2211", "price": "£1,480", "return": "21:00"},
            ),
            (
                "a",
                "Updated quote CH-2211 for £1,480, returning from the hall at 9pm, sent to j.tully@stbedes.sch.uk.",
            ),
        ],
        "gold_fields": {
            "organiser": one_of("Mrs Joanne Tully", "Joanne Tully"),
            "email": "j.tully@stbedes.sch.uk",
            "pickup": one_of("St Bede's School, Mill Lane, Preston", "St Bede's School"),
            "destination": one_of("Royal Albert Hall, London", "Royal Albert Hall"),
            "date": one_of("3 July", "2026-07-03"),
            "departure_time": one_of("7am", "07:00"),
            "return_time": one_of("9pm", "21:00"),
            "passengers": 48,
            "wheelchair_access": True,
            "price": "£1,480",
            "reference": "CH-2211",
        },
        "not_active": ["10:30pm", "£1,640", "CH-2210"],
        "gold_goals": [{"match": "coach", "status": LIVE}],
        "probes": ["wheelchair"],
    },
    {
        "id": "blind12-coach-en-cancel-taken-back",
        "domain": "coach_hire",
        "schema": "CoachHireState",
        "steps": [
            (
                "u",
                "Hi, this is Dev Malhotra from Brightline Events. I want to cancel our coach "
                "booking CB-7781 for the 19th.",
            ),
            (
                "call",
                "find_booking",
                {"reference": "CB-7781"},
                {
                    "date": "Saturday 19 July",
                    "pickup": "Manchester Piccadilly",
                    "destination": "Chester Racecourse",
                    "passengers": 30,
                    "departure": "09:15",
                },
            ),
            (
                "a",
                "I have CB-7781, Manchester Piccadilly to Chester Racecourse on Saturday 19 July. "
                "As it's within 14 days there's a £150 cancellation fee. Shall I go ahead?",
            ),
            (
                "u",
                "Hmm, £150. Hold off then - don't cancel. We'll keep it, but can we cut it to 22 "
                "passengers and leave at 9:45 instead?",
            ),
            (
                "call",
                "amend_booking",
                {"reference": "CB-7781", "passengers": 22, "departure": "09:45"},
                {"reference": "CB-7781", "vehicle": "24-seat midi coach", "departure": "09:45"},
            ),
            (
                "a",
                "Done: 22 passengers on a 24-seat midi coach, leaving Manchester Piccadilly at 9:45.",
            ),
            ("u", "Great. Send the confirmation to dev@brightline-events.co.uk please."),
            ("a", "Sent to dev@brightline-events.co.uk."),
        ],
        "gold_fields": {
            "organiser": "Dev Malhotra",
            "email": "dev@brightline-events.co.uk",
            "pickup": one_of("Manchester Piccadilly", None),
            "destination": one_of("Chester Racecourse", None),
            "date": one_of("the 19th", "19th", "Saturday 19 July", "19 July"),
            "departure_time": one_of("9:45", "09:45"),
            "passengers": 22,
            "reference": "CB-7781",
        },
        "not_active": ["09:15"],
        "gold_goals": [{"match": "cancel", "status": GONE}],
    },
    # ---------------------------------------------------------------- tattoo studio
    {
        "id": "blind12-tattoo-en-wrist-not-forearm",
        "domain": "tattoo",
        "schema": "TattooState",
        "steps": [
            (
                "u",
                "Hi, I'd like to book in with Mara for a fine-line swallow on my left forearm, "
                "about 8cm.",
            ),
            (
                "a",
                "Mara has Tuesday 24 June at 1pm or Friday 27 June at 11am. We take a £50 "
                "deposit to hold the slot.",
            ),
            (
                "u",
                "Friday at 11. Oh sorry, I meant my left inner wrist, not the forearm. And can "
                "it be 6cm instead? Smaller suits the wrist.",
            ),
            ("a", "No problem, 6cm on the inner wrist. Your name, email and phone?"),
            ("u", "Leah Brennan, leahbrennan@icloud.com, 07723 665 019."),
            (
                "call",
                "book_session",
                {
                    "artist": "Mara",
                    "date": "2026-06-27",
                    "time": "11:00",
                    "design": "fine-line swallow",
                    "placement": "left inner wrist",
                    "size": "6cm",
                },
                {"booking_ref": "INK-5402", "deposit": "£50", "deposit_link": "sent by email"},
            ),
            (
                "a",
                "You're in with Mara on Friday 27 June at 11am, ref INK-5402. The £50 deposit link is in your email.",
            ),
        ],
        "gold_fields": {
            "client_name": "Leah Brennan",
            "email": "leahbrennan@icloud.com",
            "phone": "07723 665 019",
            "artist": "Mara",
            "design": one_of("fine-line swallow", "swallow"),
            "placement": one_of("left inner wrist", "inner wrist", "wrist"),
            "size": "6cm",
            "date": one_of("Friday 27 June", "Friday", "27 June", "2026-06-27"),
            "time": one_of("11", "11am", "11:00"),
            "deposit": one_of("£50", None),
            "booking_ref": "INK-5402",
        },
        "not_active": ["forearm", "8cm", "Tuesday 24 June"],
    },
    {
        "id": "blind12-tattoo-en-nothing-changes",
        "domain": "tattoo",
        "schema": "TattooState",
        "steps": [
            (
                "u",
                "Hello, I have a consultation booked, ref INK-4410, for a cover-up on my "
                "shoulder blade. I just want to check it's still on.",
            ),
            (
                "call",
                "find_booking",
                {"booking_ref": "INK-4410"},
                {
                    "client": "Sam Whitley",
                    "artist": "Joel",
                    "date": "Thursday 3 July",
                    "time": "15:00",
                    "type": "consultation",
                },
            ),
            ("a", "Yes, it's still on: Thursday 3 July at 3pm with Joel."),
            (
                "u",
                "Perfect. I might want to add colour to it later, but we'll see at the "
                "consultation.",
            ),
            ("a", "Of course, Joel can talk through colour options with you then. Anything else?"),
            (
                "u",
                "No, don't change anything. Just update my phone number to 07955 431 207 please.",
            ),
            (
                "call",
                "update_contact",
                {"booking_ref": "INK-4410", "phone": "07955 431 207"},
                {"ok": True},
            ),
            ("a", "Updated. See you on the 3rd, Sam."),
        ],
        "gold_fields": {
            "client_name": one_of("Sam Whitley", None),
            "phone": "07955 431 207",
            "artist": "Joel",
            "design": one_of("cover-up", "cover-up consultation"),
            "placement": "shoulder blade",
            "date": one_of("Thursday 3 July", "3 July"),
            "time": one_of("3pm", "15:00"),
            "booking_ref": "INK-4410",
        },
        "gold_goals": [{"match": "colour", "status": GONE}],
    },
    # ---------------------------------------------------------------- blood donation
    {
        "id": "blind12-blood-en-plasma-declined",
        "domain": "blood_donation",
        "schema": "BloodDonationState",
        "steps": [
            (
                "u",
                "I'd like to book a blood donation at the Tooting donor centre. My donor number "
                "is 1183-447-920.",
            ),
            (
                "call",
                "donor_lookup",
                {"donor_id": "1183-447-920"},
                {
                    "donor": "Ifeoma Eze",
                    "blood_group": "O negative",
                    "last_donation": "12 March",
                    "eligible_from": "4 June",
                },
            ),
            (
                "a",
                "Thanks Ifeoma, you can give again from 4 June. Tooting has Thursday 5 June at "
                "8:45 or Saturday 7 June at 10:30.",
            ),
            ("u", "Saturday 10:30 please. Actually, could I give plasma instead of whole blood?"),
            (
                "a",
                "Plasma is only collected at our Brixton centre; it has Saturday 7 June at 11:15 "
                "free. Would you like that instead?",
            ),
            (
                "u",
                "No, Brixton's too far for me. Let's stay with whole blood at Tooting, Saturday 10:30.",
            ),
            (
                "call",
                "book_donation",
                {
                    "donor_id": "1183-447-920",
                    "centre": "Tooting",
                    "date": "2026-06-07",
                    "time": "10:30",
                    "type": "whole blood",
                },
                {"appointment_ref": "BD-92031"},
            ),
            ("a", "Booked: whole blood at Tooting, Saturday 7 June at 10:30. Reference BD-92031."),
        ],
        "gold_fields": {
            "donor_name": one_of("Ifeoma Eze", None),
            "donor_id": "1183-447-920",
            "blood_group": one_of("O negative", None),
            "centre": one_of("Tooting", "Tooting donor centre"),
            "donation_type": "whole blood",
            "date": one_of("Saturday 7 June", "Saturday", "7 June", "2026-06-07"),
            "time": "10:30",
            "appointment_ref": "BD-92031",
        },
        "not_active": ["11:15"],
        "gold_goals": [{"match": "plasma", "status": GONE}],
        "probes": ["too far"],
    },
    {
        "id": "blind12-blood-en-partner-has-car",
        "domain": "blood_donation",
        "schema": "BloodDonationState",
        "steps": [
            (
                "u",
                "Hi, I need to move my donation appointment BD-80114. It's Tuesday at 5:30pm at "
                "Leeds city centre - can it go to Wednesday? My partner has the car on Tuesdays.",
            ),
            (
                "call",
                "free_slots",
                {"centre": "Leeds city centre", "date": "2026-06-10"},
                {"date": "Wednesday 10 June", "slots": ["16:00", "17:45", "18:30"]},
            ),
            ("a", "On Wednesday 10 June there's 4pm, 5:45pm or 6:30pm."),
            ("u", "5:45 - no, 6:30 actually, she only gets back at six."),
            (
                "call",
                "reschedule",
                {"appointment_ref": "BD-80114", "date": "2026-06-10", "time": "18:30"},
                {"appointment_ref": "BD-80114", "date": "Wednesday 10 June", "time": "18:30"},
            ),
            ("a", "Moved to Wednesday 10 June at 6:30pm, same centre."),
            ("u", "Thanks. And my mobile has changed, it's 07411 908 326. Name's Callum Frost."),
            ("a", "Updated, Callum. We'll text you a reminder on the new number."),
        ],
        "gold_fields": {
            "donor_name": "Callum Frost",
            "phone": "07411 908 326",
            "centre": "Leeds city centre",
            "date": one_of("Wednesday", "Wednesday 10 June", "10 June", "2026-06-10"),
            "time": one_of("6:30", "6:30pm", "18:30"),
            "appointment_ref": "BD-80114",
        },
        "not_active": ["5:30pm", "5:45"],
        "probes": ["partner"],
    },
]

ZH: list[dict[str, Any]] = [
    # ---------------------------------------------------------------- boat hire
    {
        "id": "blind12-boat-zh-colleague-friends",
        "domain": "boat_hire",
        "schema": "BoatHireState",
        "steps": [
            (
                "u",
                "你好，我想在三亚鸿洲码头租一条带船长的游艇，8月2日下午两点出发，租四个小时，一共八个人。",
            ),
            ("a", "好的。请问联系人怎么称呼，电话多少？"),
            ("u", "我叫陈晓东，电话 13912345678。要不要加烧烤套餐？多少钱？"),
            ("a", "烧烤套餐每人128元，含食材和炉具。"),
            ("u", "那就不要了。另外人数改成十个，我同事的两个朋友也来。"),
            (
                "call",
                "check_boat",
                {
                    "marina": "三亚鸿洲码头",
                    "date": "08-02",
                    "start": "14:00",
                    "hours": 4,
                    "passengers": 10,
                    "skipper": True,
                },
                {"available": True, "boat": "海鸥号", "capacity": 12, "price": "¥3600"},
            ),
            ("a", "海鸥号可以坐12人，8月2日14:00到18:00，含船长，共3600元，订单号 SY-6630。"),
            ("u", "好的，就这样。"),
        ],
        "gold_fields": {
            "customer_name": "陈晓东",
            "phone": "13912345678",
            "marina": one_of("三亚鸿洲码头", "鸿洲码头"),
            "boat_type": one_of("游艇", "海鸥号"),
            "date": "8月2日",
            "start_time": one_of("下午两点", "14:00", "两点"),
            "hours": 4,
            "passengers": 10,
            "skipper": True,
            "booking_ref": "SY-6630",
        },
        "not_active": ["八个人"],
        "gold_goals": [{"match": "烧烤套餐", "status": GONE}],
        "probes": ["朋友"],
    },
    # ---------------------------------------------------------------- locksmith
    {
        "id": "blind12-locksmith-zh-parents-keys",
        "domain": "locksmith",
        "schema": "LocksmithState",
        "steps": [
            (
                "u",
                "师傅你好，我家防盗门锁坏了，钥匙插不进去。地址是朝阳区望京西园三区212号楼4单元602。",
            ),
            ("a", "请问怎么称呼，联系电话多少？什么时候方便上门？"),
            ("u", "我姓刘，电话 13801126645。今天下午三点以后都行。"),
            (
                "call",
                "dispatch_check",
                {"address": "朝阳区望京西园三区212号楼4单元602", "after": "15:00"},
                {"earliest": "今天 16:30", "technician": "王师傅"},
            ),
            ("a", "王师傅今天16:30能到。建议直接换一个C级锁芯，配三把钥匙，您看可以吗？"),
            ("u", "好，换C级的。钥匙要五把吧，我爸妈也要各一把。"),
            (
                "call",
                "create_job",
                {
                    "address": "朝阳区望京西园三区212号楼4单元602",
                    "lock": "C级锁芯",
                    "keys": 5,
                    "time": "16:30",
                },
                {"job_ref": "KS-20931", "technician": "王师傅"},
            ),
            ("a", "已下单，单号 KS-20931，王师傅今天16:30上门，换C级锁芯，配五把钥匙。"),
        ],
        "gold_fields": {
            "customer_name": one_of("刘", "姓刘", "刘先生", "刘女士"),
            "phone": "13801126645",
            "address": "朝阳区望京西园三区212号楼4单元602",
            "lock_type": one_of("C级锁芯", "C级"),
            "lock_change": True,
            "spare_keys": 5,
            "visit_date": "今天",
            "visit_time": one_of("16:30", "今天 16:30", "下午三点以后"),
            "technician": one_of("王师傅", None),
            "job_ref": "KS-20931",
        },
        "not_active": ["三把钥匙"],
        "probes": ["爸妈"],
    },
    # ---------------------------------------------------------------- translation
    {
        "id": "blind12-translation-zh-school-issues-english",
        "domain": "translation",
        "schema": "TranslationState",
        "steps": [
            (
                "u",
                "你好，我要把毕业证和学位证从中文翻译成英文，需要盖翻译专用章，下周五之前要。",
            ),
            ("a", "好的，请问每份各一页吗？"),
            ("u", "对，各一页。哦，还有成绩单，三页。"),
            (
                "call",
                "quote_translation",
                {
                    "documents": ["毕业证", "学位证", "成绩单"],
                    "source": "中文",
                    "target": "英文",
                    "certified": True,
                },
                {"quote_id": "FY-3318", "pages": 5, "price": "¥400", "ready": "6月18日"},
            ),
            ("a", "一共5页，400元，6月18日可以完成，报价单号 FY-3318。"),
            ("u", "学位证不用翻了，学校说可以直接开英文版的。那就毕业证和成绩单。"),
            (
                "call",
                "quote_translation",
                {
                    "documents": ["毕业证", "成绩单"],
                    "source": "中文",
                    "target": "英文",
                    "certified": True,
                },
                {"quote_id": "FY-3319", "pages": 4, "price": "¥320", "ready": "6月18日"},
            ),
            ("a", "改好了：4页，320元，报价单号 FY-3319。"),
            ("u", "好的。我叫张雨桐，邮箱 zhangyt@163.com，做好了发邮件给我就行。"),
            ("a", "收到，张女士，译好后会发到 zhangyt@163.com。"),
        ],
        "gold_fields": {
            "customer_name": "张雨桐",
            "email": "zhangyt@163.com",
            "source_language": "中文",
            "target_language": "英文",
            "documents": ["毕业证", "成绩单"],
            "pages": one_of(4, None),
            "certified": True,
            "deadline": one_of("下周五", "下周五之前"),
            "delivery_method": one_of("邮件", "发邮件", "email"),
            "price": one_of("¥320", "320元", None),
            "quote_id": "FY-3319",
        },
        "not_active": ["学位证", "FY-3318", "¥400"],
        "probes": ["英文版"],
    },
    # ---------------------------------------------------------------- pest control
    {
        "id": "blind12-pest-zh-toddler-no-spray",
        "domain": "pest_control",
        "schema": "PestControlState",
        "steps": [
            ("u", "你好，家里厨房有蟑螂，想预约上门灭蟑。地址是浦东新区锦绣路1888弄6号301室。"),
            ("a", "好的。家里有宠物或者小孩吗？我们有胶饵和喷雾两种处理方式。"),
            ("u", "有个两岁的孩子，用胶饵吧，不要喷雾。"),
            (
                "call",
                "visit_slots",
                {"address": "浦东新区锦绣路1888弄6号301室", "pest": "蟑螂"},
                {"slots": ["6月14日 09:00", "6月15日 14:00"]},
            ),
            ("a", "可以约6月14日上午9点，或者6月15日下午2点。"),
            ("u", "14号上午吧。对了，卫生间也有，一起处理。"),
            (
                "call",
                "book_visit",
                {
                    "date": "6月14日",
                    "time": "09:00",
                    "areas": ["厨房", "卫生间"],
                    "treatment": "胶饵",
                },
                {"job_ref": "MC-55071"},
            ),
            ("a", "已预约6月14日上午9点，厨房和卫生间用胶饵处理，单号 MC-55071。请留个联系方式。"),
            ("u", "周女士，13661870092。"),
            ("a", "好的周女士，师傅出发前会给您打电话。"),
        ],
        "gold_fields": {
            "customer_name": one_of("周女士", "周"),
            "phone": "13661870092",
            "address": "浦东新区锦绣路1888弄6号301室",
            "pest": "蟑螂",
            "areas": ["厨房", "卫生间"],
            "treatment": "胶饵",
            "pets": one_of(None, False),
            "visit_date": one_of("6月14日", "14号"),
            "visit_time": one_of("上午9点", "09:00", "9点", "上午"),
            "job_ref": "MC-55071",
        },
        "not_active": ["6月15日"],
        "gold_goals": [{"match": "灭蟑", "status": LIVE}],
        "probes": ["孩子"],
    },
    # ---------------------------------------------------------------- bulky waste
    {
        "id": "blind12-bulky-zh-mums-on-sunday",
        "domain": "bulky_waste",
        "schema": "BulkyWasteState",
        "steps": [
            ("u", "您好，我要预约大件垃圾清运：一个旧衣柜、一张双人床垫，还有三把椅子。"),
            ("a", "好的，请问地址是哪里？"),
            ("u", "海淀区学院路甲5号院3号楼，东西放在一楼门口。"),
            (
                "call",
                "quote_collection",
                {"address": "海淀区学院路甲5号院3号楼", "items": ["衣柜", "床垫", "椅子x3"]},
                {"price": "¥180", "dates": ["周六 6月21日", "周日 6月22日"]},
            ),
            ("a", "一共180元，可以周六6月21日或者周日6月22日上门。"),
            ("u", "周日吧。哦不对，周日我要去我妈家，还是周六。"),
            ("a", "好的，周六6月21日。"),
            ("u", "椅子改成两把，有一把邻居要了。我叫孙浩，电话 15010293847。"),
            (
                "call",
                "book_collection",
                {
                    "date": "6月21日",
                    "items": ["衣柜", "床垫", "椅子x2"],
                    "name": "孙浩",
                    "phone": "15010293847",
                },
                {"booking_ref": "DJ-30618", "price": "¥160"},
            ),
            ("a", "预约好了：周六6月21日，衣柜、床垫和两把椅子，一楼门口，160元，单号 DJ-30618。"),
        ],
        "gold_fields": {
            "resident_name": "孙浩",
            "phone": "15010293847",
            "address": "海淀区学院路甲5号院3号楼",
            "waste_items": ["衣柜", "床垫", "椅子"],
            "collection_date": one_of("周六", "6月21日", "周六6月21日", "周六 6月21日"),
            "location": one_of("一楼门口", "楼门口"),
            "price": one_of("¥160", "160元", None),
            "booking_ref": "DJ-30618",
        },
        "not_active": ["三把椅子", "¥180"],
        "gold_goals": [{"match": "大件垃圾", "status": LIVE}],
        "probes": ["我妈家"],
    },
    # ---------------------------------------------------------------- escape room
    {
        "id": "blind12-escape-zh-friend-scared",
        "domain": "escape_room",
        "schema": "EscapeRoomState",
        "steps": [
            ("u", "想订一场密室逃脱，“古墓迷踪”主题，这周六晚上，5个人。"),
            (
                "call",
                "room_slots",
                {"room": "古墓迷踪", "date": "周六"},
                {"date": "6月20日 周六", "slots": ["18:30", "20:00", "21:30"], "max_players": 6},
            ),
            ("a", "周六晚上有18:30、20:00和21:30三场。"),
            ("u", "八点那场。能不能不要真人NPC吓人？我朋友胆子小。"),
            ("a", "古墓迷踪有真人NPC，不过可以选“无惊吓版”，NPC只做引导。"),
            ("u", "那就选无惊吓版。人数再加一个，6个人。"),
            ("a", "好的，请留一下联系人和手机号。"),
            ("u", "林佳怡，手机 18621009933。"),
            (
                "call",
                "book_room",
                {
                    "room": "古墓迷踪",
                    "time": "20:00",
                    "players": 6,
                    "mode": "无惊吓版",
                    "phone": "18621009933",
                },
                {"booking_ref": "MS-7720"},
            ),
            ("a", "订好了：周六20:00，古墓迷踪无惊吓版，6人，订单号 MS-7720。"),
        ],
        "gold_fields": {
            "lead_name": "林佳怡",
            "phone": "18621009933",
            "room": "古墓迷踪",
            "date": one_of("这周六", "周六", "周六晚上", "6月20日", "6月20日 周六"),
            "time": one_of("八点", "20:00", "八点那场"),
            "players": 6,
            "mode": "无惊吓版",
            "booking_ref": "MS-7720",
        },
        "not_active": ["5个人"],
        "probes": ["胆子小"],
    },
    # ---------------------------------------------------------------- piano tuning
    {
        "id": "blind12-piano-zh-pedal-declined",
        "domain": "piano_tuning",
        "schema": "PianoTuningState",
        "steps": [
            ("u", "你好，我家钢琴要调音，是一台珠江立式琴，三年没调了。"),
            ("a", "好的，请问地址和方便的时间？"),
            ("u", "天河区体育西路191号中石化大厦B座1203。下周二或者周四晚上都可以。"),
            (
                "call",
                "tuning_slots",
                {
                    "address": "天河区体育西路191号中石化大厦B座1203",
                    "days": ["周二", "周四"],
                    "evening": True,
                },
                {"tuner": "李老师", "slots": ["6月16日 周二 19:00", "6月18日 周四 19:30"]},
            ),
            ("a", "李老师可以下周二晚上7点或者周四晚上7点半上门。"),
            ("u", "周二吧。要不要顺便把踏板修一下？踩起来有点响。"),
            ("a", "可以，踏板维修另收80元。"),
            ("u", "算了，先只调音。我姓黄，电话 13925107788。"),
            (
                "call",
                "book_tuning",
                {"date": "6月16日", "time": "19:00", "name": "黄", "phone": "13925107788"},
                {"job_ref": "TY-4406", "tuner": "李老师"},
            ),
            ("a", "已预约：6月16日周二晚上7点，李老师上门调音，单号 TY-4406。"),
        ],
        "gold_fields": {
            "customer_name": one_of("黄", "姓黄", "黄先生", "黄女士"),
            "phone": "13925107788",
            "address": "天河区体育西路191号中石化大厦B座1203",
            "piano_type": one_of("立式琴", "立式"),
            "brand": "珠江",
            "visit_date": one_of("周二", "下周二", "6月16日", "6月16日周二"),
            "visit_time": one_of("晚上7点", "19:00", "7点"),
            "tuner": one_of("李老师", None),
            "job_ref": "TY-4406",
        },
        "gold_goals": [
            {"match": "调音", "status": LIVE},
            {"match": "踏板", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- library
    {
        "id": "blind12-library-zh-branch-closed",
        "domain": "library",
        "schema": "LibraryState",
        "steps": [
            ("u", "你好，我的读者证号是 0031275，想续借《三体》和《活着》。"),
            (
                "call",
                "member_lookup",
                {"card": "0031275"},
                {
                    "member": "吴敏",
                    "loans": [
                        {"title": "三体", "due": "6月10日"},
                        {"title": "活着", "due": "6月10日"},
                        {"title": "平凡的世界", "due": "6月24日"},
                    ],
                },
            ),
            ("a", "《三体》和《活着》都可以续借30天；《平凡的世界》还没到期，不用续。"),
            ("u", "好的，都续吧。再帮我预约一本《额尔古纳河右岸》，在徐汇分馆取。"),
            ("a", "徐汇分馆在闭馆装修，要到7月才开，可以选漕河泾分馆或者总馆取书。"),
            ("u", "那就总馆吧。"),
            (
                "call",
                "renew_and_hold",
                {
                    "card": "0031275",
                    "renew": ["三体", "活着"],
                    "hold": ["额尔古纳河右岸"],
                    "pickup": "总馆",
                },
                {"renewed_until": "7月10日", "hold_id": "YY-11803", "pickup": "总馆"},
            ),
            (
                "a",
                "两本已续到7月10日，《额尔古纳河右岸》已预约在总馆取，预约号 YY-11803，到书后短信通知您。",
            ),
            ("u", "好，谢谢。"),
        ],
        "gold_fields": {
            "member_name": one_of("吴敏", None),
            "card_number": "0031275",
            "renewals": ["三体", "活着"],
            "holds": ["额尔古纳河右岸"],
            "pickup_branch": "总馆",
            "notification": one_of("短信", "短信通知"),
            "hold_id": "YY-11803",
        },
        "gold_goals": [{"match": "续借", "status": LIVE}],
        "probes": ["装修"],
    },
]


def build() -> list[dict[str, Any]]:
    """The set's records: the English conversations, then the Chinese ones."""
    return build_set("blind12", [("en", EN), ("zh", ZH)], 24)


if __name__ == "__main__":
    write_set(Path(__file__).with_name("state_blind12.jsonl"), build())
