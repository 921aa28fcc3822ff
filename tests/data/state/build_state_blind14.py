"""Builds ``state_blind14.jsonl``: a fourteenth blind labelled set for ``turnmem eval state``.

Hand-written for turnmem (not taken from any data set) without reading the rule folder, its
correction tests or the conversations of the earlier blind sets. 24 conversations, 16 English
and 8 Chinese, split ``blind14``, in twelve domains no earlier set used (boiler servicing, tyre
fitting, nail salons, dance classes, made-to-measure blinds, appliance repair, ski hire, horse
riding, skip hire, garden landscaping, marquee hire, roofing), two conversations each, every
one naming a class of ``schemas_blind14.py``. They lean on the ways people change what they
said: a slip corrected later ("Flat 3 ... Sorry, it's Flat 5", "是四区305号楼，不是三区"), a
change because of a third person ("my sister's just texted - she can't make Saturday", "my
brother's just added his side of the family", "我老公想等装修完再弄"), a value suggested by the
agent and accepted or declined ("Would you consider porcelain?", "要不要加一个暖气片清洗？"),
one of several items dropped ("just do the two fronts", "头盔也不要了"), items added ("add two
heaters", "次卧也一起做了"), yes/no preferences set and flipped (a cover plan, a road permit,
blackout lining), counts, dates, times, prices and addresses that change, tool results that
confirm or contradict ("only three Falkens in stock", "softwood decking"), questions ("Do I
need my own hat?", "需要自己带头盔吗？"), and conversations where nothing changes.
Run ``python tests/data/state/build_state_blind14.py`` to rebuild the file (deterministic).

Labelling conventions (as in ``build_state_blind13.py``):

- a field only a tool output states may be unset (``null`` in ``one_of``); a field the user
  stated (or the assistant stated and the user accepted) must be set; a schema field not listed
  must end unset;
- ``not_active`` lists replaced, cancelled or rejected values chosen so that no true statement
  at the end needs to contain them (a reason such as "I'm in Birmingham on the Friday" or a
  negation such as "leave the plasterboard out" is true, so neither is listed); a cancelled
  request is labelled in ``gold_goals`` as ``abandoned`` or ``absent``;
- questions and requests for information are ``absent`` goals; a request the user makes in
  the imperative is a goal (any live or done status); a hedge ("I might") sets nothing.
- ``probes`` name a reason the user gave for a change (a third person's constraint, a clash)
  that the final context should still hold.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from turnmem.lab.state_sets import GONE, LIVE, build_set, one_of, write_set

EN: list[dict[str, Any]] = [
    # ---------------------------------------------------------------- boiler servicing
    {
        "id": "blind14-boiler-en-cover-dropped",
        "domain": "boiler_service",
        "schema": "BoilerServiceState",
        "steps": [
            (
                "u",
                "Hi, I need to book my annual boiler service. It's a Worcester Bosch Greenstar "
                "30i, at 14 Alder Close, Redditch B97 6LT. Name's Tom Brannigan.",
            ),
            (
                "a",
                "Thanks Tom. We've got Tuesday 9 March or Friday 12 March, mornings (8-12) or "
                "afternoons (12-5).",
            ),
            (
                "u",
                "Friday 12th, morning please. And can you bleed the radiators while you're "
                "there too?",
            ),
            (
                "a",
                "Yes, a radiator bleed is £20 on top of the £89 service. Would you like our "
                "HomeCare cover plan as well? It's £12.50 a month.",
            ),
            ("u", "Go on then, sign me up for the cover."),
            ("a", "Lovely. What's the best number for the engineer?"),
            (
                "u",
                "07836 221 905. Actually, scrap the cover plan - my wife's reminded me we "
                "already get boiler cover through the home insurance. And can we do Tuesday "
                "the 9th instead? I've just remembered I'm in Birmingham on the Friday.",
            ),
            (
                "call",
                "book_visit",
                {
                    "address": "14 Alder Close, Redditch B97 6LT",
                    "date": "2027-03-09",
                    "slot": "08:00-12:00",
                    "extras": ["radiator bleed"],
                    "cover_plan": False,
                },
                {
                    "job_ref": "BS-55120",
                    "date": "2027-03-09",
                    "slot": "08:00-12:00",
                    "price": "£109",
                },
            ),
            (
                "a",
                "No problem - no cover plan, and you're booked for Tuesday 9 March between 8 and "
                "12. That's £109 with the radiator bleed, reference BS-55120.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Tom Brannigan",
            "phone": "07836 221 905",
            "address": one_of(
                "14 Alder Close, Redditch B97 6LT", "14 Alder Close, Redditch", "14 Alder Close"
            ),
            "boiler_make": one_of(
                "Worcester Bosch Greenstar 30i", "Worcester Bosch", "Worcester Bosch Greenstar"
            ),
            "extras": one_of(["radiator"], ["radiator bleed"], ["bleed the radiators"]),
            "cover_plan": False,
            "visit_date": one_of(
                "Tuesday 9 March", "Tuesday the 9th", "9 March", "Tuesday", "the 9th", "2027-03-09"
            ),
            "visit_time": one_of("morning", "8-12", "08:00-12:00", "between 8 and 12"),
            "price": one_of("£109", None),
            "job_ref": one_of("BS-55120", None),
        },
        "not_active": ["Friday 12"],
        "probes": ["Birmingham"],
        "gold_goals": [
            {"match": "boiler service", "status": LIVE},
            {"match": "radiators", "status": LIVE},
            {"match": "sign me up", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- tyre fitting
    {
        "id": "blind14-tyre-en-stock-short",
        "domain": "tyre_fitting",
        "schema": "TyreFittingState",
        "steps": [
            (
                "u",
                "Morning. I need new front tyres on my Golf, reg LK19 XEP. Size is 225/45 R17.",
            ),
            (
                "a",
                "We've got Michelin Pilot Sport 5 at £142 each fitted, or Falken Azenis at £96 "
                "each.",
            ),
            (
                "u",
                "Falken's fine. Actually, while it's in, do the rears as well - they're down to "
                "about 2mm. So four.",
            ),
            ("a", "Four Falken Azenis, £384. Do you want a wheel alignment too? It's £45."),
            (
                "u",
                "Yes please to the alignment. Can I come in Saturday morning at your Hatfield branch?",
            ),
            (
                "call",
                "check_slots",
                {
                    "branch": "Hatfield",
                    "date": "Saturday",
                    "tyre": "Falken Azenis 225/45 R17",
                    "qty": 4,
                },
                {"available": ["08:30", "11:00"], "stock": 3},
            ),
            (
                "a",
                "Hatfield only has three of the Falkens in stock for Saturday - the fourth "
                "wouldn't arrive till Monday. Slots are 8:30 or 11.",
            ),
            (
                "u",
                "Ugh. OK, just do the two fronts on Saturday at 8:30 and I'll sort the rears "
                "another time. Keep the alignment. It's Priya Chaudhry, 07954 118 630.",
            ),
            (
                "call",
                "book_fitting",
                {
                    "branch": "Hatfield",
                    "date": "Saturday",
                    "time": "08:30",
                    "registration": "LK19 XEP",
                    "tyre": "Falken Azenis 225/45 R17",
                    "qty": 2,
                    "alignment": True,
                },
                {"booking_ref": "TF-88213", "qty": 2, "price": "£237"},
            ),
            (
                "a",
                "Booked: two Falken Azenis fitted plus alignment, Saturday 8:30 at Hatfield, "
                "£237. Reference TF-88213.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Priya Chaudhry",
            "phone": "07954 118 630",
            "registration": "LK19 XEP",
            "tyre_size": "225/45 R17",
            "tyre_brand": one_of("Falken", "Falken Azenis", "Falken's"),
            "tyre_count": 2,
            "wheel_alignment": True,
            "fitting_location": one_of("Hatfield", "Hatfield branch", "your Hatfield branch"),
            "fitting_date": one_of("Saturday", "Saturday morning"),
            "fitting_time": one_of("8:30", "08:30", "8:30am"),
            "price": one_of("£237", None),
            "booking_ref": one_of("TF-88213", None),
        },
        "not_active": ["Michelin", "£384"],
        "probes": [],
        "gold_goals": [
            {"match": "tyres", "status": LIVE},
            {"match": "alignment", "status": LIVE},
            {"match": "do the rears", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- nail salon
    {
        "id": "blind14-nails-en-friend-and-colour",
        "domain": "nail_salon",
        "schema": "NailSalonState",
        "steps": [
            (
                "u",
                "Hi! Can I book a gel manicure at your Camden salon for Thursday at 6pm? It's "
                "Jess Moreno. Is Ana in that day? She did mine last time.",
            ),
            ("a", "Hi Jess! Ana's in on Thursday. Any colour in mind?"),
            (
                "u",
                "Something dusty pink. Oh, and my friend wants to come along - could she have a "
                "pedicure at the same time?",
            ),
            (
                "call",
                "check_availability",
                {
                    "salon": "Camden",
                    "date": "Thursday",
                    "time": "18:00",
                    "services": ["gel manicure", "pedicure"],
                    "guests": 2,
                },
                {"available": False, "next_free": "18:45"},
            ),
            (
                "a",
                "We can't fit two of you in at 6, but 6:45pm works for both, with Ana doing "
                "your manicure.",
            ),
            (
                "u",
                "6:45 is fine. And actually go for a deep burgundy instead of the pink - it's "
                "for a wedding on Saturday and I want something darker.",
            ),
            ("a", "Burgundy gel it is. Can I take a contact number?"),
            ("u", "07401 552 870. Thanks!"),
            ("a", "You're both booked for Thursday at 6:45pm at Camden. See you then!"),
        ],
        "gold_fields": {
            "customer_name": "Jess Moreno",
            "phone": "07401 552 870",
            "salon": one_of("Camden", "Camden salon", "your Camden salon"),
            "treatments": one_of(["gel manicure", "pedicure"]),
            "colour": one_of("burgundy", "deep burgundy"),
            "technician": "Ana",
            "guests": 2,
            "appointment_date": "Thursday",
            "appointment_time": one_of("6:45", "6:45pm", "18:45", "6:45 pm"),
        },
        "not_active": ["dusty pink", "6pm"],
        "probes": ["wedding"],
        "gold_goals": [
            {"match": "gel manicure", "status": LIVE},
            {"match": "pedicure", "status": LIVE},
        ],
    },
    # ---------------------------------------------------------------- dance classes
    {
        "id": "blind14-dance-en-trial-switch-day",
        "domain": "dance_class",
        "schema": "DanceClassState",
        "steps": [
            (
                "u",
                "Hi, I'd like to try one of your salsa classes. I'm a complete beginner - do "
                "you do a trial?",
            ),
            (
                "a",
                "We do: a trial class is £8. Beginners' salsa runs Mondays at 7pm in our "
                "Northgate studio and Wednesdays at 8pm at Riverside.",
            ),
            ("u", "Wednesday at Riverside please. I'm Daniel Okafor, d.okafor@fastmail.com."),
            (
                "a",
                "Got you down for a trial on Wednesday at 8pm. Would you rather take the 6-class "
                "beginner block instead? It's £60.",
            ),
            (
                "u",
                "No, I'll just do the trial first and see how I get on. Oh hang on, Wednesday's "
                "my five-a-side night - can I switch to the Monday one?",
            ),
            (
                "call",
                "book_trial",
                {
                    "class": "Beginners Salsa",
                    "studio": "Northgate",
                    "day": "Monday",
                    "time": "19:00",
                    "email": "d.okafor@fastmail.com",
                },
                {"booking_id": "DS-3071", "date": "2027-05-10"},
            ),
            (
                "a",
                "Done - you're in for the trial on Monday 10 May, 7pm at Northgate. What's a "
                "phone number for the register?",
            ),
            ("u", "07712 664 019."),
            ("a", "Thanks Daniel, see you on the 10th. Wear shoes that can swivel!"),
        ],
        "gold_fields": {
            "student_name": "Daniel Okafor",
            "phone": "07712 664 019",
            "email": "d.okafor@fastmail.com",
            "dance_style": "salsa",
            "level": one_of("beginner", "complete beginner"),
            "studio": one_of("Northgate", "Northgate studio"),
            "class_day": one_of("Monday", "Monday 10 May", "10 May", "Mondays", "2027-05-10"),
            "class_time": one_of("7pm", "19:00", "7"),
            "sessions": one_of(None, 1),
            "trial": True,
            "price": one_of("£8", None),
        },
        "not_active": ["Riverside", "8pm"],
        "probes": ["five-a-side"],
        "gold_goals": [
            {"match": "salsa", "status": LIVE},
            {"match": "block", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- blinds
    {
        "id": "blind14-blinds-en-drop-bathroom-blackout",
        "domain": "blinds",
        "schema": "BlindsState",
        "steps": [
            (
                "u",
                "Hello, I'm after made-to-measure roller blinds for three rooms - the kitchen, "
                "the bathroom and my son's bedroom. We're at 27 Kestrel Way, Didcot OX11 7GH.",
            ),
            (
                "a",
                "Lovely. Any fabric in mind? And would you like blackout lining, or motorised "
                "blinds?",
            ),
            (
                "u",
                "A light grey - the Pebble one from your brochure. No need for blackout, he's "
                "got curtains as well. And no motors, pull cords are fine.",
            ),
            ("a", "Noted. When could we come round to measure?"),
            (
                "u",
                "Let's leave the bathroom out, I'll put frosted film on that window instead. "
                "Oh and my son says the curtains let light in at the edges, so yes, blackout "
                "after all. Could someone measure next Tuesday?",
            ),
            (
                "call",
                "check_measure_slots",
                {"postcode": "OX11 7GH", "date": "2027-05-18"},
                {"slots": ["10:00", "14:00"]},
            ),
            ("a", "Next Tuesday, 18 May, we can come at 10am or 2pm."),
            ("u", "10 is fine. It's Hannah Beck, 07788 231 640."),
            (
                "call",
                "create_quote",
                {
                    "rooms": ["kitchen", "bedroom"],
                    "type": "roller",
                    "fabric": "Pebble",
                    "blackout": True,
                    "motorised": False,
                    "measure": "2027-05-18 10:00",
                },
                {"quote_ref": "BL-60452", "price": "£214"},
            ),
            (
                "a",
                "All set: two blackout roller blinds in Pebble for the kitchen and bedroom, "
                "about £214 before measuring. We'll see you Tuesday at 10. Ref BL-60452.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Hannah Beck",
            "phone": "07788 231 640",
            "address": one_of(
                "27 Kestrel Way, Didcot OX11 7GH", "27 Kestrel Way, Didcot", "27 Kestrel Way"
            ),
            "rooms": one_of(["kitchen", "bedroom"]),
            "blind_type": one_of("roller", "roller blinds", "made-to-measure roller blinds"),
            "fabric": one_of(
                "Pebble", "light grey", "the Pebble one", "light grey Pebble", "Pebble light grey"
            ),
            "blackout": True,
            "motorised": False,
            "measure_date": one_of(
                "next Tuesday", "Tuesday", "18 May", "Tuesday 18 May", "2027-05-18"
            ),
            "price": one_of("£214", None),
            "order_ref": one_of("BL-60452", None),
        },
        "not_active": [],
        "probes": ["edges"],
        "gold_goals": [{"match": "roller blinds", "status": LIVE}],
    },
    # ---------------------------------------------------------------- appliance repair
    {
        "id": "blind14-appliance-en-flat-slip-warranty",
        "domain": "appliance_repair",
        "schema": "ApplianceRepairState",
        "steps": [
            (
                "u",
                "Hi, my washing machine's stopped draining - it fills and washes fine but leaves "
                "the drum full of water at the end. It's a Bosch Serie 6, model WAU28PH9GB.",
            ),
            ("a", "Sorry to hear that. Do you know if it's still under warranty?"),
            (
                "u",
                "I think I bought it in 2025... no, I've just found the receipt, it was January "
                "2024, so it's out of the two years. Not under warranty then.",
            ),
            (
                "a",
                "Then it's a chargeable call-out: £79, which covers the first 30 minutes. What's "
                "the address?",
            ),
            (
                "u",
                "Flat 3, 88 Marlowe Road, Leeds LS6 2AB. Sorry, it's Flat 5 - I was looking at "
                "my neighbour's parcel. Name's Gareth Pryce, 07845 300 712.",
            ),
            (
                "call",
                "find_slots",
                {"postcode": "LS6 2AB", "appliance": "washing machine"},
                {
                    "slots": [
                        {"date": "2027-06-02", "window": "08:00-13:00"},
                        {"date": "2027-06-03", "window": "13:00-18:00"},
                    ]
                },
            ),
            (
                "a",
                "I can offer Wednesday 2 June in the morning (8 till 1) or Thursday 3 June in the "
                "afternoon (1 till 6).",
            ),
            ("u", "Thursday afternoon, please."),
            (
                "call",
                "book_repair",
                {
                    "address": "Flat 5, 88 Marlowe Road, Leeds LS6 2AB",
                    "appliance": "Bosch WAU28PH9GB",
                    "date": "2027-06-03",
                    "window": "13:00-18:00",
                },
                {"job_ref": "RP-447190", "callout_fee": "£79"},
            ),
            (
                "a",
                "Booked for Thursday 3 June, 1-6pm, at Flat 5. Your job reference is RP-447190.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Gareth Pryce",
            "phone": "07845 300 712",
            "address": one_of(
                "Flat 5, 88 Marlowe Road, Leeds LS6 2AB",
                "Flat 5, 88 Marlowe Road, Leeds",
                "Flat 5, 88 Marlowe Road",
            ),
            "appliance": "washing machine",
            "brand": one_of("Bosch", "Bosch Serie 6"),
            "model_number": "WAU28PH9GB",
            "fault": one_of(
                "stopped draining",
                "not draining",
                "won't drain",
                "it's stopped draining",
                "leaves the drum full of water",
                "leaves the drum full of water at the end",
            ),
            "under_warranty": False,
            "visit_date": one_of(
                "Thursday 3 June", "Thursday", "Thursday afternoon", "3 June", "2027-06-03"
            ),
            "visit_time": one_of(
                "afternoon", "Thursday afternoon", "13:00-18:00", "1-6pm", "1 till 6", "1-6"
            ),
            "callout_fee": one_of("£79", None),
            "job_ref": one_of("RP-447190", None),
        },
        "not_active": ["Flat 3", "2025"],
        "probes": [],
        "gold_goals": [],
    },
    # ---------------------------------------------------------------- ski hire
    {
        "id": "blind14-ski-en-flights-shift",
        "domain": "ski_hire",
        "schema": "SkiHireState",
        "steps": [
            (
                "u",
                "Hi, we're in Val Thorens from Sunday 14 February for six days and want to "
                "pre-book hire at your Place Caron shop. Two adults and two kids.",
            ),
            ("a", "Great! Skis, boots and helmets for all four of you?"),
            (
                "u",
                "Skis and boots for everyone, helmets just for the kids - we're bringing our "
                "own. Actually my eldest has decided he wants to snowboard, so a snowboard for "
                "him instead of skis.",
            ),
            (
                "a",
                "No problem. Breakage and theft insurance is €2.50 per person per day - would "
                "you like it?",
            ),
            ("u", "Yes, add the insurance."),
            (
                "call",
                "quote_hire",
                {
                    "shop": "Place Caron",
                    "start": "2027-02-14",
                    "days": 6,
                    "people": 4,
                    "insurance": True,
                },
                {"price": "€742", "quote_ref": "VT-22871"},
            ),
            (
                "u",
                "OK, €742. Hmm, we've just had our flights moved - we land a day later now, so can it "
                "start Monday the 15th, and only five days?",
            ),
            (
                "call",
                "quote_hire",
                {"quote_ref": "VT-22871", "start": "2027-02-15", "days": 5},
                {"price": "€628", "quote_ref": "VT-22871"},
            ),
            ("a", "Updated: five days from Monday 15 February, €628."),
            ("u", "Perfect, book it. Lead name Claire Dubois-Hart, +44 7723 519 044."),
        ],
        "gold_fields": {
            "customer_name": "Claire Dubois-Hart",
            "phone": "+44 7723 519 044",
            "shop": one_of("Place Caron", "Place Caron shop", "your Place Caron shop"),
            "equipment": one_of(
                ["skis", "boots", "helmet", "snowboard"],
                ["ski", "boot", "helmet", "snowboard"],
            ),
            "people": 4,
            "start_date": one_of(
                "Monday the 15th", "Monday 15 February", "15 February", "Monday 15", "2027-02-15"
            ),
            "days": 5,
            "insurance": True,
            "price": one_of("€628", None),
            "booking_ref": one_of("VT-22871", None),
        },
        "not_active": ["Sunday 14", "six days", "€742"],
        "probes": ["flights"],
        "gold_goals": [{"match": "hire", "status": LIVE}],
    },
    # ---------------------------------------------------------------- horse riding
    {
        "id": "blind14-riding-en-hack-to-lesson",
        "domain": "horse_riding",
        "schema": "HorseRidingState",
        "steps": [
            (
                "u",
                "Hello, I'd like to book a two-hour hack for me and my sister on Saturday. We'd "
                "count as novices - we rode as kids but haven't been on a horse in about ten "
                "years.",
            ),
            (
                "a",
                "For riders coming back after a long break we'd suggest a one-hour lesson in the "
                "arena first rather than a hack. Would that suit?",
            ),
            ("u", "That makes sense, let's do the lesson instead."),
            ("a", "Saturday lessons are at 10am or 1:30pm, £48 per rider."),
            (
                "u",
                "1:30 please. Oh wait, my sister's just texted - she can't make Saturday after "
                "all, so it'll just be me.",
            ),
            ("a", "Just the one rider then, Saturday at 1:30. Can I take your name and number?"),
            ("u", "Sophie Lindqvist, 07490 227 315. Do I need my own hat?"),
            ("a", "We lend hats free of charge - just wear boots with a small heel if you can."),
            (
                "call",
                "book_ride",
                {
                    "ride": "lesson",
                    "riders": 1,
                    "date": "Saturday",
                    "time": "13:30",
                    "length": "1h",
                },
                {"booking_ref": "HR-1186", "price": "£48"},
            ),
            ("a", "You're booked in for Saturday at 1:30pm, £48, reference HR-1186."),
        ],
        "gold_fields": {
            "rider_name": "Sophie Lindqvist",
            "phone": "07490 227 315",
            "ride_type": one_of("lesson", "one-hour lesson", "arena lesson", "lesson in the arena"),
            "riders": 1,
            "experience": one_of(
                "novice",
                "novices",
                "rode as kids",
                "rode as kids but haven't been on a horse in about ten years",
                "haven't been on a horse in about ten years",
            ),
            "ride_date": "Saturday",
            "ride_time": one_of("1:30", "1:30pm", "13:30"),
            "duration": one_of("one hour", "one-hour", "1 hour", "an hour", "1h"),
            "price": one_of("£48", None),
            "booking_ref": one_of("HR-1186", None),
        },
        "not_active": ["two-hour"],
        "probes": ["sister"],
        "gold_goals": [
            {"match": "hack", "status": GONE},
            {"match": "lesson", "status": LIVE},
            {"match": "own hat", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- skip hire
    {
        "id": "blind14-skip-en-road-after-all",
        "domain": "skip_hire",
        "schema": "SkipHireState",
        "steps": [
            (
                "u",
                "Hi, I need a skip for a bathroom refit - mostly tiles, plasterboard and an old "
                "cast iron bath. It's 8 Wrenfield Terrace, Bristol BS5 9QT.",
            ),
            (
                "a",
                "A 6-yard builder's skip should do it. Can it go on your drive, or does it need "
                "to sit on the road? The road needs a council permit, which is £45.",
            ),
            ("u", "The drive's fine. Delivery Monday 21st if possible, for a week."),
            (
                "a",
                "Just so you know, plasterboard has to be kept separate, which is a £25 surcharge.",
            ),
            (
                "u",
                "Ah, then leave the plasterboard out, I'll run that to the tip myself. Also my "
                "neighbour's van is going to be on our drive that week, so it'll have to go on "
                "the road after all.",
            ),
            (
                "call",
                "quote_skip",
                {
                    "size": "6 yard",
                    "postcode": "BS5 9QT",
                    "road_permit": True,
                    "date": "2027-06-21",
                    "days": 7,
                },
                {"price": "£310", "includes": "permit", "order_ref": "SK-90317"},
            ),
            ("a", "That's £310 including the permit, ref SK-90317. Can I take a name and number?"),
            ("u", "Rob Atherton, 07377 802 114. Go ahead and book it."),
            ("a", "Done - your skip arrives Monday 21 June and goes on the road outside."),
        ],
        "gold_fields": {
            "customer_name": "Rob Atherton",
            "phone": "07377 802 114",
            "address": one_of(
                "8 Wrenfield Terrace, Bristol BS5 9QT",
                "8 Wrenfield Terrace, Bristol",
                "8 Wrenfield Terrace",
            ),
            "skip_size": one_of(
                "6-yard", "6 yard", "6-yard builder's skip", "6 yards", "6-yard skip"
            ),
            "waste_types": one_of(["tiles", "bath"]),
            "on_road": True,
            "delivery_date": one_of(
                "Monday", "Monday 21st", "Monday 21 June", "21 June", "Monday 21", "2027-06-21"
            ),
            "hire_days": 7,
            "price": one_of("£310", None),
            "order_ref": one_of("SK-90317", None),
        },
        "not_active": [],
        "probes": ["neighbour"],
        "gold_goals": [{"match": "skip", "status": LIVE}],
    },
    {
        "id": "blind14-skip-en-garden-steady",
        "domain": "skip_hire",
        "schema": "SkipHireState",
        "steps": [
            (
                "u",
                "Hello, could I get a price on a 4-yard mini skip for garden waste? Branches, "
                "soil and turf. Address is 41 Hollins Lane, Macclesfield SK10 3RP.",
            ),
            (
                "call",
                "quote_skip",
                {"size": "4 yard", "waste": "green", "postcode": "SK10 3RP"},
                {"price": "£195", "max_days": 14},
            ),
            (
                "a",
                "That's £195 for up to 14 days, and soil and turf are fine in it. When would you "
                "like it?",
            ),
            ("u", "Friday 9 July please. It can go on the drive."),
            ("a", "Lovely. Can I take a name and phone number?"),
            ("u", "Anjali Mehta, 01625 448 903."),
            (
                "call",
                "book_skip",
                {"size": "4 yard", "postcode": "SK10 3RP", "date": "2027-07-09", "on_road": False},
                {"order_ref": "SK-90544", "delivery": "2027-07-09"},
            ),
            (
                "a",
                "Booked for Friday 9 July, ref SK-90544. It'll arrive between 7am and 4pm.",
            ),
            ("u", "Brilliant, thanks."),
        ],
        "gold_fields": {
            "customer_name": "Anjali Mehta",
            "phone": "01625 448 903",
            "address": one_of(
                "41 Hollins Lane, Macclesfield SK10 3RP",
                "41 Hollins Lane, Macclesfield",
                "41 Hollins Lane",
            ),
            "skip_size": one_of("4-yard", "4 yard", "4-yard mini skip", "4 yards", "4-yard skip"),
            "waste_types": one_of(
                ["branches", "soil", "turf"],
                ["garden waste"],
                ["garden waste", "branches", "soil", "turf"],
            ),
            "on_road": False,
            "delivery_date": one_of("Friday 9 July", "9 July", "2027-07-09"),
            "hire_days": one_of(14, None),
            "price": one_of("£195", None),
            "order_ref": one_of("SK-90544", None),
        },
        "not_active": [],
        "probes": [],
        "gold_goals": [{"match": "skip", "status": LIVE}],
    },
    # ---------------------------------------------------------------- landscaping
    {
        "id": "blind14-garden-en-sandstone-no-fence",
        "domain": "landscaping",
        "schema": "LandscapingState",
        "steps": [
            (
                "u",
                "Hi, we'd like a quote for redoing the back garden: a new sandstone patio, "
                "returfing the lawn and replacing the fence along the left side. The garden's "
                "about 12m by 8m.",
            ),
            ("a", "Sounds like a nice project. Do you have a budget in mind?"),
            ("u", "Around £8,000. My husband thinks that's optimistic."),
            (
                "a",
                "Fencing would be about £1,400, a sandstone patio around £4,500 and the turf "
                "about £1,200. Would you consider porcelain for the patio? Similar money, less "
                "upkeep.",
            ),
            (
                "u",
                "No, we really want the sandstone. Let's drop the fence for now then - the "
                "neighbours have said they might go halves on it next year. And we'd love a "
                "raised veg bed if it fits.",
            ),
            ("a", "I'll come and measure up. Is Wednesday 16 June at 4pm OK?"),
            ("u", "Could you do 5:30 instead? We're both at work till five."),
            (
                "call",
                "check_diary",
                {"date": "2027-06-16", "time": "17:30"},
                {"available": True},
            ),
            ("a", "5:30 on Wednesday 16 June is fine. Can I have your name, address and email?"),
            (
                "u",
                "Ellie Sutherland, 19 Beech Grove, Harrogate HG2 0LA, "
                "ellie.sutherland@btinternet.com. Mobile's 07930 556 281.",
            ),
            ("a", "Thanks Ellie, see you on the 16th."),
        ],
        "gold_fields": {
            "customer_name": "Ellie Sutherland",
            "phone": "07930 556 281",
            "email": "ellie.sutherland@btinternet.com",
            "address": one_of(
                "19 Beech Grove, Harrogate HG2 0LA", "19 Beech Grove, Harrogate", "19 Beech Grove"
            ),
            "features": one_of(["patio", "lawn", "veg bed"], ["patio", "turf", "veg bed"]),
            "garden_size": one_of("12m by 8m", "about 12m by 8m", "12m x 8m", "12 x 8m"),
            "budget": one_of("£8,000", "around £8,000", "£8000"),
            "survey_date": one_of(
                "Wednesday 16 June", "16 June", "Wednesday", "the 16th", "2027-06-16"
            ),
            "survey_time": one_of("5:30", "5:30pm", "17:30"),
        },
        "not_active": ["4pm"],
        "probes": ["neighbours"],
        "gold_goals": [
            {"match": "quote", "status": LIVE},
            {"match": "porcelain", "status": GONE},
        ],
    },
    {
        "id": "blind14-garden-en-quote-wrong-decking",
        "domain": "landscaping",
        "schema": "LandscapingState",
        "steps": [
            (
                "u",
                "Hello, you quoted us last month, ref LQ-5528, for composite decking and two "
                "raised beds. We'd like to go ahead, and add some outdoor lighting along the "
                "path.",
            ),
            (
                "call",
                "get_quote",
                {"quote_ref": "LQ-5528"},
                {
                    "customer": "Nadia Haddad",
                    "address": "3 Tern Close, Chelmsford CM1 4WX",
                    "features": ["softwood decking", "raised beds x2"],
                    "total": "£5,900",
                },
            ),
            (
                "a",
                "Found it, Nadia: softwood decking and two raised beds at 3 Tern Close, "
                "£5,900. Path lighting would add about £900.",
            ),
            (
                "u",
                "No, it was definitely composite, not softwood - we picked the grey one with "
                "your colleague. Can you check?",
            ),
            (
                "a",
                "You're right, the notes say composite in grey; the quote was saved wrongly. "
                "Composite with the lighting comes to £7,400.",
            ),
            (
                "u",
                "OK. Actually, make it one raised bed, not two - we want to keep more lawn for "
                "the dog. When could you start?",
            ),
            (
                "a",
                "We'd need to re-survey first; we can come Tuesday 3 August at 9am, and start "
                "the week after.",
            ),
            ("u", "Tuesday at 9 works. My number's 07588 640 127."),
            ("a", "Great, see you then. I'll send the revised quote under the same reference."),
        ],
        "gold_fields": {
            "customer_name": one_of("Nadia Haddad", "Nadia", None),
            "phone": "07588 640 127",
            "address": one_of(
                "3 Tern Close, Chelmsford CM1 4WX", "3 Tern Close", "3 Tern Close, Chelmsford", None
            ),
            "features": one_of(
                ["composite decking", "raised bed", "lighting"],
                ["composite", "raised bed", "lighting"],
            ),
            "survey_date": one_of("Tuesday 3 August", "Tuesday", "3 August"),
            "survey_time": one_of("9am", "9", "9:00"),
            "quote_ref": "LQ-5528",
        },
        "not_active": ["softwood", "two raised beds"],
        "probes": ["dog"],
        "gold_goals": [
            {"match": "lighting", "status": LIVE},
            {"match": "could you start", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- marquee hire
    {
        "id": "blind14-marquee-en-guests-grow",
        "domain": "marquee_hire",
        "schema": "MarqueeHireState",
        "steps": [
            (
                "u",
                "Hi, I'm looking to hire a marquee for my parents' 40th anniversary party on "
                "Saturday 28 August, in their back garden at Orchard House, Lower Slaughter "
                "GL54 2HX. About 60 guests.",
            ),
            (
                "a",
                "For 60 seated we'd recommend a 6m x 12m. Would you want flooring, lighting or "
                "heaters?",
            ),
            ("u", "Flooring and fairy lights, yes. No heaters, it's August."),
            (
                "call",
                "quote_marquee",
                {"size": "6x12", "guests": 60, "add_ons": ["flooring", "fairy lights"]},
                {"price": "£2,340", "quote_ref": "MQ-7714"},
            ),
            ("a", "That's £2,340 for a 6m x 12m with flooring and fairy lights, ref MQ-7714."),
            (
                "u",
                "My brother's just added his side of the family to the list, so we're looking "
                "at 85 now. Does that change the size?",
            ),
            (
                "call",
                "quote_marquee",
                {"quote_ref": "MQ-7714", "guests": 85},
                {"size": "9x15", "price": "£3,480", "quote_ref": "MQ-7714"},
            ),
            (
                "a",
                "For 85 you'd want a 9m x 15m: £3,480 with the same extras. Evenings can turn "
                "cool even in August - do you want a couple of heaters just in case?",
            ),
            ("u", "Go on then, add two heaters. I'm Olivia Grant, olivia.grant@icloud.com."),
            (
                "a",
                "Added two patio heaters, so the total is now £3,600. I'll email the revised "
                "quote to olivia.grant@icloud.com.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Olivia Grant",
            "email": "olivia.grant@icloud.com",
            "event_type": one_of(
                "40th anniversary",
                "40th anniversary party",
                "anniversary party",
                "parents' 40th anniversary party",
                "anniversary",
            ),
            "event_date": one_of("Saturday 28 August", "28 August", "2027-08-28"),
            "venue_address": one_of(
                "Orchard House, Lower Slaughter GL54 2HX",
                "Orchard House, Lower Slaughter",
                "Orchard House",
            ),
            "guests": 85,
            "marquee_size": one_of("9m x 15m", "9x15", "9 x 15m", None),
            "add_ons": one_of(
                ["flooring", "fairy lights", "heaters"], ["flooring", "lights", "heater"]
            ),
            "price": one_of("£3,600", None),
            "quote_ref": one_of("MQ-7714", None),
        },
        "not_active": ["6m x 12m", "£2,340", "60 guests", "No heaters"],
        "probes": ["brother"],
        "gold_goals": [
            {"match": "marquee", "status": LIVE},
            {"match": "heaters", "status": LIVE},
            {"match": "change the size", "status": GONE},
        ],
    },
    {
        "id": "blind14-marquee-en-vicar-moves-date",
        "domain": "marquee_hire",
        "schema": "MarqueeHireState",
        "steps": [
            (
                "u",
                "Hello, we've booked a 6m x 9m marquee for our daughter's christening, quote "
                "MQ-6120. I need to move it from Sunday 12 September to Sunday 19 September - "
                "the vicar's away on the 12th.",
            ),
            (
                "call",
                "lookup_quote",
                {"quote_ref": "MQ-6120"},
                {
                    "customer": "James Achterberg",
                    "event_date": "2027-09-12",
                    "size": "6x9",
                    "add_ons": ["flooring", "festoon lighting", "4 trestle tables"],
                    "venue": "Greystones Farm, Hexham NE46 4LB",
                    "price": "£1,610",
                },
            ),
            (
                "a",
                "Hi James. The 19th is free for the 6m x 9m. Shall I keep the flooring, festoon "
                "lighting and four trestle tables?",
            ),
            (
                "u",
                "Keep the flooring and the tables but cancel the lighting, the farm has its "
                "own. And we're 50 guests now.",
            ),
            (
                "a",
                "Done: Sunday 19 September, flooring and four trestle tables, no lighting. The "
                "new total is £1,430.",
            ),
            ("u", "Wait, with 50 people will four tables be enough?"),
            ("a", "Four trestles seat about 32, so for 50 I'd suggest seven."),
            ("u", "Make it seven then. Thanks."),
            ("a", "Seven tables it is - the total is £1,505. Confirmation's on its way."),
        ],
        "gold_fields": {
            "customer_name": one_of("James Achterberg", "James", None),
            "event_type": one_of("christening", "daughter's christening"),
            "event_date": one_of("Sunday 19 September", "19 September", "the 19th", "2027-09-19"),
            "venue_address": one_of(
                "Greystones Farm, Hexham NE46 4LB",
                "Greystones Farm",
                "Greystones Farm, Hexham",
                None,
            ),
            "guests": 50,
            "marquee_size": one_of("6m x 9m", "6x9", "6 x 9m"),
            "add_ons": one_of(
                ["flooring", "seven trestle tables"],
                ["flooring", "seven tables"],
                ["flooring", "7 trestle tables"],
                ["flooring", "7 tables"],
                ["flooring", "seven"],
            ),
            "price": one_of("£1,505", None),
            "quote_ref": "MQ-6120",
        },
        "not_active": [
            "12 September",
            "four trestle tables",
            "4 trestle tables",
            "£1,610",
            "£1,430",
        ],
        "probes": ["vicar"],
        "gold_goals": [
            {"match": "move it", "status": LIVE},
            {"match": "enough", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- roofing
    {
        "id": "blind14-roof-en-leak-sooner",
        "domain": "roofing",
        "schema": "RoofingState",
        "steps": [
            (
                "u",
                "Hi, we've got a leak coming through the bedroom ceiling since the storms - I "
                "think a few slates have slipped. It's a slate roof on a three-storey Victorian "
                "terrace, 112 Granby Street, Leicester LE1 6FB.",
            ),
            (
                "a",
                "Sorry to hear that. On three storeys we'd normally use a cherry picker rather "
                "than scaffolding - cheaper, and done in a day. We could also clear the gutters "
                "while we're up there for £60.",
            ),
            ("u", "Great, no scaffolding then. And yes, do the gutters too."),
            (
                "call",
                "book_inspection",
                {
                    "address": "112 Granby Street, Leicester LE1 6FB",
                    "date": "2027-11-04",
                    "time": "10:00",
                },
                {"job_ref": "RF-30982", "date": "2027-11-04", "time": "10:00"},
            ),
            ("a", "The first inspection slot is Thursday 4 November at 10am, ref RF-30982."),
            (
                "u",
                "Is there anything sooner? It's dripping into a bucket every time it rains. "
                "Tomorrow would be ideal.",
            ),
            (
                "call",
                "check_slots",
                {"date": "2027-11-02"},
                {"date": "2027-11-02", "times": ["08:00", "15:00"]},
            ),
            ("a", "We've had a cancellation: tomorrow, Tuesday 2 November, at 8am or 3pm."),
            ("u", "8am, please. I'm Kwame Asante, 07861 004 219."),
            (
                "a",
                "Moved to tomorrow at 8am, same reference RF-30982. The roofer will ring before "
                "he sets off.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Kwame Asante",
            "phone": "07861 004 219",
            "address": one_of(
                "112 Granby Street, Leicester LE1 6FB",
                "112 Granby Street, Leicester",
                "112 Granby Street",
            ),
            "roof_type": one_of("slate", "slate roof"),
            "problem": one_of(
                "leak",
                "leak coming through the bedroom ceiling",
                "a leak coming through the bedroom ceiling",
                "leak through the bedroom ceiling",
                "slipped slates",
                "a few slates have slipped",
                "slates have slipped",
            ),
            "scaffolding": False,
            "gutters": True,
            "inspection_date": one_of("tomorrow", "Tuesday 2 November", "2 November", "2027-11-02"),
            "inspection_time": one_of("8am", "08:00", "8"),
            "price": one_of("£60", None),
            "job_ref": one_of("RF-30982", None),
        },
        "not_active": ["4 November", "10am"],
        "probes": ["bucket"],
        "gold_goals": [{"match": "gutters", "status": LIVE}],
    },
    {
        "id": "blind14-roof-en-garage-steady",
        "domain": "roofing",
        "schema": "RoofingState",
        "steps": [
            (
                "u",
                "Hello, I'd like a quote to replace the felt on my garage's flat roof with EPDM "
                "rubber. Address is 5 Lark Rise, Swindon SN3 1DD.",
            ),
            ("a", "We can do that. Is the garage standalone or attached to the house?"),
            ("u", "Standalone. Does EPDM come with a guarantee?"),
            (
                "a",
                "20 years on the membrane and 10 on our workmanship. And there's no scaffolding "
                "needed on a single-storey garage.",
            ),
            ("u", "Good. Could someone come and look at it next Monday?"),
            ("call", "check_slots", {"date": "next Monday"}, {"slots": ["09:00", "13:00"]}),
            ("a", "Next Monday we have 9am or 1pm."),
            ("u", "1pm. I'm Beatrice Nwosu, 07555 912 308."),
            (
                "call",
                "book_inspection",
                {"address": "5 Lark Rise, Swindon SN3 1DD", "date": "next Monday", "time": "13:00"},
                {"job_ref": "RF-31044"},
            ),
            ("a", "Booked for next Monday at 1pm, ref RF-31044."),
        ],
        "gold_fields": {
            "customer_name": "Beatrice Nwosu",
            "phone": "07555 912 308",
            "address": one_of(
                "5 Lark Rise, Swindon SN3 1DD", "5 Lark Rise, Swindon", "5 Lark Rise"
            ),
            "roof_type": one_of(
                "flat", "flat roof", "felt", "felt flat roof", "garage's flat roof"
            ),
            "problem": one_of(
                None,
                "replace the felt",
                "replace the felt with EPDM",
                "replace the felt with EPDM rubber",
            ),
            "scaffolding": False,
            "inspection_date": "next Monday",
            "inspection_time": one_of("1pm", "13:00"),
            "job_ref": one_of("RF-31044", None),
        },
        "not_active": [],
        "probes": [],
        "gold_goals": [
            {"match": "quote", "status": LIVE},
            {"match": "guarantee", "status": GONE},
        ],
    },
]

ZH: list[dict[str, Any]] = [
    # ---------------------------------------------------------------- 壁挂炉保养
    {
        "id": "blind14-boiler-zh-address-slip",
        "domain": "boiler_service",
        "schema": "BoilerServiceState",
        "steps": [
            (
                "u",
                "你好，我家壁挂炉要保养一下，是威能的，用了三年了。最近洗澡水忽冷忽热的，顺便帮忙看看。",
            ),
            ("a", "好的。请问您的地址和联系方式？"),
            ("u", "朝阳区望京西园三区305号楼1单元802，电话13911085263，我姓刘。"),
            ("a", "刘先生您好，保养费180元。这周六上午或者下周一下午可以上门。"),
            ("u", "周六上午吧。哦对了，我刚才说错了，是四区305号楼，不是三区。"),
            (
                "call",
                "book_visit",
                {"address": "朝阳区望京西园四区305号楼1单元802", "date": "周六", "slot": "上午"},
                {"job_ref": "BL20270515-066", "date": "周六", "slot": "09:00-12:00"},
            ),
            (
                "a",
                "已为您预约周六上午9点到12点，工单号BL20270515-066。要不要加一个暖气片清洗？每组30元。",
            ),
            ("u", "不用了，暖气片去年刚洗过。"),
            ("a", "好的，师傅上门前会先给您打电话。"),
        ],
        "gold_fields": {
            "customer_name": one_of("刘先生", "刘", "姓刘"),
            "phone": "13911085263",
            "address": one_of(
                "朝阳区望京西园四区305号楼1单元802",
                "望京西园四区305号楼1单元802",
                "四区305号楼1单元802",
            ),
            "boiler_make": "威能",
            "fault": one_of(
                "洗澡水忽冷忽热", "忽冷忽热", "最近洗澡水忽冷忽热的", "洗澡水忽冷忽热的"
            ),
            "visit_date": "周六",
            "visit_time": one_of("上午", "周六上午", "9点到12点", "09:00-12:00", "上午9点到12点"),
            "price": one_of("180元", None),
            "job_ref": one_of("BL20270515-066", None),
        },
        "not_active": ["望京西园三区"],
        "probes": [],
        "gold_goals": [
            {"match": "保养", "status": LIVE},
            {"match": "暖气片清洗", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- 换轮胎
    {
        "id": "blind14-tyre-zh-out-of-stock",
        "domain": "tyre_fitting",
        "schema": "TyreFittingState",
        "steps": [
            ("u", "你好，我想换两条前轮，车是卡罗拉，轮胎规格205/55 R16，车牌沪A7K236。"),
            ("a", "有米其林浩悦4，每条680元；也有玛吉斯，每条420元。"),
            ("u", "米其林吧。明天下午能装吗？就在你们虹桥店。"),
            (
                "call",
                "check_stock",
                {
                    "store": "虹桥店",
                    "size": "205/55 R16",
                    "brand": "米其林浩悦4",
                    "qty": 2,
                    "date": "明天",
                },
                {"stock": 0, "eta": "后天"},
            ),
            ("a", "虹桥店这个规格的米其林没货了，后天才到。玛吉斯明天有货。"),
            ("u", "那就后天装米其林吧，下午三点。顺便做个四轮定位。"),
            ("a", "四轮定位150元，两条轮胎加定位一共1510元。"),
            ("u", "好。我姓陈，电话13661928470。"),
            (
                "call",
                "book_fitting",
                {
                    "store": "虹桥店",
                    "date": "后天",
                    "time": "15:00",
                    "plate": "沪A7K236",
                    "tyre": "米其林浩悦4 205/55 R16",
                    "qty": 2,
                    "alignment": True,
                },
                {"booking_ref": "HQ-20881", "price": "1510元"},
            ),
            ("a", "已预约后天下午三点虹桥店安装，预约号HQ-20881。"),
        ],
        "gold_fields": {
            "customer_name": one_of("陈", "姓陈", "陈先生", "陈女士"),
            "phone": "13661928470",
            "registration": "沪A7K236",
            "tyre_size": "205/55 R16",
            "tyre_brand": one_of("米其林", "米其林浩悦4"),
            "tyre_count": 2,
            "wheel_alignment": True,
            "fitting_location": one_of("虹桥店", "你们虹桥店"),
            "fitting_date": "后天",
            "fitting_time": one_of("下午三点", "三点", "15:00"),
            "price": one_of("1510元", None),
            "booking_ref": one_of("HQ-20881", None),
        },
        "not_active": ["明天下午"],
        "probes": [],
        "gold_goals": [
            {"match": "前轮", "status": LIVE},
            {"match": "四轮定位", "status": LIVE},
        ],
    },
    # ---------------------------------------------------------------- 美甲
    {
        "id": "blind14-nails-zh-drop-feet",
        "domain": "nail_salon",
        "schema": "NailSalonState",
        "steps": [
            ("u", "你好，我想约周五晚上七点，做手部美甲和脚部美甲，在静安寺店。"),
            ("a", "好的，请问怎么称呼？需要指定美甲师吗？"),
            ("u", "我姓周，电话15821736604。之前是小雅给我做的，还找她吧。"),
            ("a", "小雅周五晚上七点有空。手部款式有想法吗？"),
            (
                "u",
                "做个裸色猫眼。脚的那个算了，时间太长，我九点前要走。对了，我闺蜜也想一起来，她做手部就行。",
            ),
            (
                "call",
                "check_slot",
                {
                    "store": "静安寺店",
                    "date": "周五",
                    "time": "19:00",
                    "guests": 2,
                    "service": "手部美甲",
                },
                {"available": True, "technicians": ["小雅", "阿敏"]},
            ),
            ("a", "可以的，周五晚上七点两位，小雅给您做。手部美甲每位268元。"),
            ("u", "行。颜色还是换成酒红色猫眼吧，裸色我上次做过了。"),
            ("a", "好的，已经给您备注酒红色猫眼，周五见。"),
        ],
        "gold_fields": {
            "customer_name": one_of("周", "姓周", "周女士", "周小姐"),
            "phone": "15821736604",
            "salon": "静安寺店",
            "treatments": one_of(["手部美甲"], ["手部"]),
            "colour": one_of("酒红色猫眼", "酒红色", "酒红"),
            "technician": "小雅",
            "guests": 2,
            "appointment_date": one_of("周五", "周五晚上"),
            "appointment_time": one_of("七点", "晚上七点", "19:00"),
            "price": one_of("268元", "每位268元", None),
        },
        "not_active": ["裸色猫眼"],
        "probes": ["九点前要走"],
        "gold_goals": [{"match": "手部美甲", "status": LIVE}],
    },
    # ---------------------------------------------------------------- 舞蹈课
    {
        "id": "blind14-dance-zh-piano-clash",
        "domain": "dance_class",
        "schema": "DanceClassState",
        "steps": [
            ("u", "你好，想给我女儿报个拉丁舞班，她七岁，零基础。"),
            ("a", "我们有少儿拉丁启蒙班，周六上午十点和周日下午两点，都在徐汇校区。"),
            ("u", "周日下午两点吧。能先上一节体验课吗？"),
            ("a", "可以，体验课99元。体验后如果报名，20节课3600元。"),
            ("u", "好，那先约体验课。孩子叫林可欣，我电话13817702596。"),
            (
                "call",
                "book_trial",
                {
                    "course": "少儿拉丁启蒙班",
                    "campus": "徐汇校区",
                    "day": "周日",
                    "time": "14:00",
                    "student": "林可欣",
                },
                {"booking_id": "DC-5523", "date": "本周日"},
            ),
            ("a", "约好了，本周日下午两点体验课，在徐汇校区。"),
            ("u", "不好意思，我刚想起来她周日下午要上钢琴课，还是改到周六上午十点吧。"),
            (
                "call",
                "reschedule_trial",
                {"booking_id": "DC-5523", "day": "周六", "time": "10:00"},
                {"booking_id": "DC-5523", "date": "本周六", "time": "10:00"},
            ),
            ("a", "已改到本周六上午十点，还是徐汇校区，记得穿舞蹈鞋。"),
        ],
        "gold_fields": {
            "student_name": "林可欣",
            "phone": "13817702596",
            "dance_style": one_of("拉丁舞", "拉丁", "少儿拉丁"),
            "level": one_of("零基础", "启蒙"),
            "studio": one_of("徐汇校区", "徐汇"),
            "class_day": one_of("周六", "本周六", "周六上午"),
            "class_time": one_of("上午十点", "十点", "10:00"),
            "sessions": one_of(None, 1),
            "trial": True,
            "price": one_of("99元", None),
        },
        "not_active": ["下午两点"],
        "probes": ["钢琴课"],
        "gold_goals": [
            {"match": "拉丁舞", "status": LIVE},
            {"match": "体验课", "status": LIVE},
        ],
    },
    # ---------------------------------------------------------------- 窗帘
    {
        "id": "blind14-blinds-zh-rooms-change",
        "domain": "blinds",
        "schema": "BlindsState",
        "steps": [
            ("u", "你好，我想定做窗帘，客厅和主卧两个房间，要遮光的。"),
            ("a", "好的，您要布艺窗帘还是卷帘？客厅要不要考虑电动轨道？"),
            ("u", "布艺的。电动的多少钱？"),
            ("a", "客厅电动轨道一套1200元。"),
            ("u", "那客厅装电动的吧。对了，次卧也一起做了，孩子说早上太亮。"),
            ("a", "好的，三个房间。师傅上门量尺寸，您看哪天方便？"),
            ("u", "下周三吧。地址是海淀区清河永泰园12号楼3门601。我叫孙丽，电话18601259378。"),
            (
                "call",
                "book_measure",
                {
                    "address": "海淀区清河永泰园12号楼3门601",
                    "date": "下周三",
                    "rooms": ["客厅", "主卧", "次卧"],
                },
                {"order_ref": "CL-70915", "date": "下周三", "time": "14:00-16:00"},
            ),
            ("a", "已预约下周三下午两点到四点上门测量，单号CL-70915。"),
            ("u", "等一下，主卧先不做了，我老公想等装修完再弄。就客厅和次卧。"),
            ("a", "好的，已改成客厅和次卧两个房间，测量时间不变。"),
        ],
        "gold_fields": {
            "customer_name": "孙丽",
            "phone": "18601259378",
            "address": one_of(
                "海淀区清河永泰园12号楼3门601", "清河永泰园12号楼3门601", "永泰园12号楼3门601"
            ),
            "rooms": one_of(["客厅", "次卧"]),
            "blind_type": one_of("布艺", "布艺窗帘", "布艺的", "窗帘"),
            "fabric": one_of(None, "布艺", "布艺的", "布艺窗帘"),
            "blackout": True,
            "motorised": True,
            "measure_date": "下周三",
            "price": one_of("1200元", None),
            "order_ref": one_of("CL-70915", None),
        },
        "not_active": [],
        "probes": ["装修完"],
        "gold_goals": [
            {"match": "窗帘", "status": LIVE},
            {"match": "多少钱", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- 家电维修
    {
        "id": "blind14-appliance-zh-fridge-worse",
        "domain": "appliance_repair",
        "schema": "ApplianceRepairState",
        "steps": [
            ("u", "你好，我家冰箱不制冷了，冷藏室一点都不凉，冷冻还行。海尔的，型号BCD-470WDPG。"),
            ("a", "请问买了多久了？还在保修期内吗？"),
            ("u", "去年十月买的，还在保修期内。"),
            ("a", "好的，保修期内上门检测免费。请问地址和联系方式？"),
            ("u", "浦东新区锦绣路1888弄7号1202，我姓王，电话13764402318。明天上午能来吗？"),
            (
                "call",
                "find_slots",
                {"address": "浦东新区锦绣路1888弄7号1202", "date": "明天"},
                {"slots": [], "next": "后天 09:00-12:00"},
            ),
            ("a", "明天已经约满了，最早是后天上午9点到12点。"),
            ("u", "后天上午可以。哦对了，冷冻室今天早上也开始化霜了，一起看看。"),
            (
                "call",
                "book_repair",
                {
                    "appliance": "海尔冰箱 BCD-470WDPG",
                    "date": "后天",
                    "slot": "09:00-12:00",
                    "warranty": True,
                },
                {"job_ref": "HE-661208", "fee": "0元"},
            ),
            ("a", "已预约后天上午9点到12点，工单号HE-661208，师傅会把冷藏和冷冻一起检查。"),
        ],
        "gold_fields": {
            "customer_name": one_of("王", "姓王", "王先生", "王女士"),
            "phone": "13764402318",
            "address": one_of("浦东新区锦绣路1888弄7号1202", "锦绣路1888弄7号1202"),
            "appliance": "冰箱",
            "brand": "海尔",
            "model_number": "BCD-470WDPG",
            "fault": one_of(
                "不制冷",
                "冰箱不制冷了",
                "冰箱不制冷",
                "冷藏室一点都不凉",
                "冷冻室也开始化霜",
                "冷冻室今天早上也开始化霜了",
            ),
            "under_warranty": True,
            "visit_date": one_of("后天", "后天上午"),
            "visit_time": one_of("上午", "后天上午", "9点到12点", "09:00-12:00", "上午9点到12点"),
            "callout_fee": one_of("0元", "免费", None),
            "job_ref": one_of("HE-661208", None),
        },
        "not_active": ["冷冻还行", "明天上午"],
        "probes": [],
        "gold_goals": [],
    },
    # ---------------------------------------------------------------- 滑雪装备租赁
    {
        "id": "blind14-ski-zh-shorter-no-helmet",
        "domain": "ski_hire",
        "schema": "SkiHireState",
        "steps": [
            ("u", "你好，我下周六去万龙滑雪，想在你们店租双板和雪鞋，租三天。"),
            ("a", "好的，鞋码多少？需要头盔和雪镜吗？"),
            ("u", "鞋码39，不对，我平时穿38.5的。头盔要一个，雪镜我自己带。"),
            ("a", "双板加雪鞋每天180元，头盔每天30元。要不要加损坏险？每天20元。"),
            ("u", "加吧。"),
            (
                "call",
                "quote_hire",
                {
                    "shop": "万龙",
                    "start": "下周六",
                    "days": 3,
                    "equipment": ["双板", "雪鞋", "头盔"],
                    "boot_size": "38.5",
                    "insurance": True,
                },
                {"price": "690元", "booking_ref": "WL-3390"},
            ),
            ("a", "三天一共690元，预订号WL-3390。"),
            (
                "u",
                "啊，我周一要回公司，改成两天吧。头盔也不要了，朋友借我一个。我叫赵敏，电话13520418867。",
            ),
            (
                "call",
                "update_hire",
                {"booking_ref": "WL-3390", "days": 2, "equipment": ["双板", "雪鞋"]},
                {"price": "400元", "days": 2, "booking_ref": "WL-3390"},
            ),
            ("a", "改好了：下周六起租两天，双板和雪鞋，含损坏险，一共400元。"),
        ],
        "gold_fields": {
            "customer_name": "赵敏",
            "phone": "13520418867",
            "shop": "万龙",
            "equipment": one_of(["双板", "雪鞋"]),
            "people": one_of(1, None),
            "boot_size": one_of("38.5", "38.5码"),
            "start_date": "下周六",
            "days": 2,
            "insurance": True,
            "price": one_of("400元", None),
            "booking_ref": one_of("WL-3390", None),
        },
        "not_active": ["三天", "690元"],
        "probes": ["回公司"],
        "gold_goals": [
            {"match": "双板", "status": LIVE},
            {"match": "头盔要一个", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- 马术体验
    {
        "id": "blind14-riding-zh-parent-sits-out",
        "domain": "horse_riding",
        "schema": "HorseRidingState",
        "steps": [
            ("u", "你好，这周日想去你们北郊马场骑马，我和两个孩子，一共三个人。孩子都没骑过。"),
            (
                "a",
                "孩子没骑过的话建议小马体验，教练牵着走，30分钟，一人120元。大人可以骑大马，半小时200元。",
            ),
            ("u", "行，那就小马体验。我自己就不骑了，就两个孩子。上午十点可以吗？"),
            (
                "call",
                "check_slots",
                {"stables": "北郊马场", "date": "周日", "time": "10:00", "riders": 2},
                {"available": False, "free": ["11:30", "15:00"]},
            ),
            ("a", "周日上午十点满了，十一点半或者下午三点有空。"),
            ("u", "十一点半吧。我叫黄思远，电话15910634781。"),
            (
                "call",
                "book_ride",
                {
                    "stables": "北郊马场",
                    "date": "周日",
                    "time": "11:30",
                    "riders": 2,
                    "ride": "小马体验",
                },
                {"booking_ref": "BJ-2207", "price": "240元"},
            ),
            ("a", "已为两位小朋友预约周日11:30的小马体验，一共240元，预约号BJ-2207。"),
            ("u", "需要自己带头盔吗？"),
            ("a", "不用，马场提供头盔和护具，穿运动鞋就行。"),
        ],
        "gold_fields": {
            "rider_name": one_of("黄思远", None),
            "phone": "15910634781",
            "stables": one_of("北郊马场", "你们北郊马场"),
            "ride_type": "小马体验",
            "riders": 2,
            "experience": one_of("没骑过", "都没骑过", "孩子都没骑过"),
            "ride_date": one_of("周日", "这周日"),
            "ride_time": one_of("十一点半", "11:30"),
            "duration": one_of("30分钟", "半小时"),
            "price": one_of("240元", "120元", "一人120元", None),
            "booking_ref": one_of("BJ-2207", None),
        },
        "not_active": ["三个人"],
        "probes": [],
        "gold_goals": [
            {"match": "骑马", "status": LIVE},
            {"match": "头盔", "status": GONE},
        ],
    },
]


def build() -> list[dict[str, Any]]:
    """The set's records (English first, then Chinese)."""
    return build_set("blind14", [("en", EN), ("zh", ZH)], 24)


if __name__ == "__main__":
    write_set(Path(__file__).with_name("state_blind14.jsonl"), build())
