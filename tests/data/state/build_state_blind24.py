"""Builds ``state_blind24.jsonl``: a twenty-fourth blind labelled set for ``turnmem eval state``.

Hand-written for turnmem (not taken from any data set) without reading the rule folder or its
tests (the twenty-third set's builder was read, for its pattern). 24 conversations, 16 English
and 8 Chinese, split ``blind24``, in twelve domains no earlier set used (dog walking, ring
resizing, ice skating lessons, calligraphy classes, water filter and softener installation,
children's summer camps, conveyancing, tool hire, driveway paving, ice cream van hire, EPC
assessments, garden shed installation), two conversations each, every one naming a class of
``schemas_blind24.py``. They carry reasons with other people's days and times ("The plumber's
coming to do the bathroom on the Wednesday", "the seller ... emigrating to Canada on 4
September", "my daughter's got a swimming gala", "My son's parents' evening is on the
Thursday", "My daughter's wedding is on Saturday 4 July", "买家6月18号从外地过来", "周三6点她有
钢琴课"), the user's own plans ("I'll be at a conference in Leeds on the 3rd and 4th", "I'm
away in Lisbon from the 12th to the 16th", "We're away 4-11 July", "6月12号我在上海出差"),
slips corrected (an address "22 Alder Road ... 22 Alder Close", an email, a surname, a floor
area measured wrong, "5栋1302，不是1203", a phone number, "何志刚"), durations ("3 hours",
"4 days", "三天", "30分钟"), counts that change (walks a week, sanding sheets, guests,
"一台就够了", a sibling added then dropped), part of an order dropped (the dropped kerb, the
engraving, the kit, the eldest child), a request replaced by another (copperplate by italic,
the group class by the tots class, 14 by 15), changes asked as questions that are accepted
("can we move it to the Friday?", "can the surveyor come on the Tuesday instead?") or turned
down ("Could you come Thursday instead?", "Can you do the 17th?", "押金能不能免？"), prices
quoted again after each change, a rating ("给他打5星"), questions ("Will I need to be home for
the survey?", "上课的地址是在徐汇那个校区吗？"), offers taken up or turned down (a drinking
water tap, helmets, a personalised sign, a shelving kit, 抛光, 冰鞋), cancellations with and
without a cancel tool call, tool calls and conversations that end on a user message.
Run ``python tests/data/state/build_state_blind24.py`` to rebuild the file (deterministic).

Labelling conventions (as in ``build_state_blind23.py``):

- a field only a tool output states may be unset (``null`` in ``one_of``); a field the user
  stated (or the assistant stated and the user accepted) must be set; a schema field not listed
  must end unset (a price quoted before the order changed, and not quoted again, is listed
  nowhere, and is ``not_active``);
- ``not_active`` lists replaced, cancelled or rejected values chosen so that no true statement
  at the end needs to contain them (a reason such as "My son's parents' evening is on the
  Thursday" is true, so the "Thursday 11 June" survey it rules out is listed but not
  "Thursday"; a component price still true of the order, such as the £65 resize, is not
  listed);
- questions and requests for information are ``absent`` goals; a request the user makes in
  the imperative is a goal (any live or done status); an offer the user has not answered sets
  nothing;
- ``probes`` name a reason the user gave for a change (a third person's constraint, a clash)
  that the final context should still hold;
- a day is labelled with every form that names it in the conversation (a weekday, "the 22nd",
  "22 June", ISO "2026-06-22" in a tool call's arguments), as a right value in any of its forms
  is right.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from turnmem.lab.state_sets import GONE, LIVE, build_set, one_of, write_set

EN: list[dict[str, Any]] = [
    # ---------------------------------------------------------------- dog walking
    {
        "id": "blind24-dogwalk-en-four-days-address-slip",
        "domain": "dog_walking",
        "schema": "DogWalkingState",
        "steps": [
            (
                "u",
                "Hi, I'm looking for someone to walk my spaniel, Biscuit, now I'm back in the "
                "office. Could you do Monday, Wednesday and Friday around lunchtime?",
            ),
            (
                "a",
                "Yes, we have a walker free on those days at 12:30. A one-hour group walk is "
                "£14, so £42 a week. Or a 30-minute solo walk is £12.",
            ),
            (
                "u",
                "The hour's better, he's got loads of energy. Can you add Tuesdays too? Work's "
                "moved us to four days in from next month.",
            ),
            ("a", "Four days at 12:30 is £56 a week. When would you like to start?"),
            (
                "u",
                "Monday 1 June. I'll be at a conference in Leeds on the 3rd and 4th, so that "
                "first week he really needs it. I'm Hannah Cole, 07812 330 915.",
            ),
            (
                "a",
                "Lovely. We'll need a key. Would you like us to collect it, or can you drop it "
                "in to us?",
            ),
            (
                "u",
                "Can you pick it up? I'm at 22 Alder Road, Bristol BS6 7LQ - sorry, 22 Alder "
                "Close, not Road.",
            ),
            (
                "call",
                "create_booking",
                {
                    "dog": "Biscuit",
                    "days": ["Mon", "Tue", "Wed", "Fri"],
                    "time": "12:30",
                    "length": "60 min",
                    "start": "2026-06-01",
                    "key_pickup": "22 Alder Close, Bristol BS6 7LQ",
                },
                {"booking_ref": "DW-3108", "price": "£56/week", "key_pickup": "Friday 29 May, 6pm"},
            ),
            (
                "a",
                "All booked, reference DW-3108. Our walker Sam will pick up the key on Friday "
                "29 May at 6pm.",
            ),
        ],
        "gold_fields": {
            "owner_name": "Hannah Cole",
            "phone": "07812 330 915",
            "address": one_of(
                "22 Alder Close, Bristol BS6 7LQ", "22 Alder Close, Bristol", "22 Alder Close"
            ),
            "dog_name": "Biscuit",
            "breed": "spaniel",
            "walks_per_week": 4,
            "walk_days": one_of(
                ["Monday", "Tuesday", "Wednesday", "Friday"], ["Mon", "Tue", "Wed", "Fri"]
            ),
            "walk_time": one_of("12:30", "lunchtime", "around lunchtime"),
            "walk_length": one_of("one hour", "hour", "one-hour", "60 min", "the hour"),
            "start_date": one_of("Monday 1 June", "1 June", "Monday", "2026-06-01"),
            "key_handover": one_of(
                "Friday 29 May, 6pm",
                "Friday 29 May",
                "29 May",
                "Friday",
                "pick it up",
                "pick up the key",
                None,
            ),
            "price": one_of("£56", "£56 a week", "£56/week", None),
            "booking_ref": one_of("DW-3108", None),
        },
        "not_active": ["£42", "22 Alder Road"],
        "probes": ["four days in"],
        "gold_goals": [{"match": "walk", "status": LIVE}],
    },
    # ---------------------------------------------------------------- ring resizing
    {
        "id": "blind24-ring-en-half-size-email-slip",
        "domain": "ring_resizing",
        "schema": "RingResizingState",
        "steps": [
            (
                "u",
                "Hi, I'd like to get my engagement ring resized. It's a platinum solitaire, "
                "currently an M, and I need it down to a K - I've lost a bit of weight.",
            ),
            (
                "a",
                "We can do that. Sizing down in platinum is £65 and takes about 10 working "
                "days. Would you like a clean and polish as well, for £15?",
            ),
            (
                "u",
                "Go on then, the polish too. Actually, my friend who's a jeweller reckons L and "
                "a half is safer for getting it over the knuckle. Let's do L and a half.",
            ),
            (
                "a",
                "No problem, L½ it is. Same price, £80 with the polish. Can I take a name and email?",
            ),
            (
                "u",
                "Priya Nair, priya.nair84@outlook.com. I'm away in Lisbon from the 12th to the "
                "16th, so I can't collect it before the 17th.",
            ),
            (
                "a",
                "That's fine, it'll be ready on Monday 15 June and we'll hold it for you. Or we "
                "can post it to you insured for £9.",
            ),
            (
                "u",
                "I'll collect it. Oh, my email's actually priya.nair84@hotmail.com, sorry, old habit.",
            ),
            (
                "call",
                "create_job",
                {
                    "ring": "platinum solitaire",
                    "from_size": "M",
                    "to_size": "L½",
                    "polish": True,
                    "email": "priya.nair84@hotmail.com",
                },
                {"job_ref": "RS-7720", "price": "£80", "ready": "2026-06-15"},
            ),
            ("a", "Booked in, job RS-7720, £80. We'll email you when it's ready."),
        ],
        "gold_fields": {
            "customer_name": "Priya Nair",
            "email": "priya.nair84@hotmail.com",
            "ring": one_of("platinum solitaire", "engagement ring", "a platinum solitaire"),
            "current_size": one_of("M", "an M"),
            "new_size": one_of("L and a half", "L½"),
            "polish": True,
            "postage": False,
            "ready_date": one_of("Monday 15 June", "15 June", "Monday", "2026-06-15"),
            "price": one_of("£80", None),
            "job_ref": one_of("RS-7720", None),
        },
        "not_active": ["priya.nair84@outlook.com", "down to a K"],
        "probes": ["knuckle"],
        "gold_goals": [
            {"match": "resized", "status": LIVE},
            {"match": "insured", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- ice skating
    {
        "id": "blind24-skating-en-two-kids-tots-class",
        "domain": "ice_skating_lessons",
        "schema": "SkatingLessonState",
        "steps": [
            (
                "u",
                "Hi, I'd like to book my two kids onto the Saturday morning learn-to-skate "
                "course. Maisie's 7 and Leo's 5.",
            ),
            (
                "a",
                "The Saturday 9am Learn to Skate course runs for 8 weeks from 6 June, £72 per "
                "child, so £144, skate hire included. Children need to be 6 or over for it, "
                "though.",
            ),
            ("u", "Oh. Leo's only 6 in August. Can he do the tots class instead?"),
            (
                "a",
                "Our Tots on Ice class for 3 to 5 year olds is Saturdays at 9:45, 8 weeks for "
                "£60. So Maisie at 9 and Leo at 9:45 would be £132.",
            ),
            ("u", "That works, one of us can watch each. My name's Gemma Price, 07400 276 551."),
            (
                "a",
                "Thanks Gemma. Would you like to hire helmets? They're £2 a week, or you can "
                "bring your own.",
            ),
            ("u", "We'll bring their bike helmets. Can you book it?"),
            (
                "call",
                "book_course",
                {
                    "children": [
                        {"name": "Maisie", "class": "Learn to Skate", "time": "09:00"},
                        {"name": "Leo", "class": "Tots on Ice", "time": "09:45"},
                    ],
                    "start": "2026-06-06",
                    "weeks": 8,
                },
                {"booking_ref": "SK-4120", "price": "£132"},
            ),
            ("a", "Both booked from Saturday 6 June, reference SK-4120, £132."),
        ],
        "gold_fields": {
            "guardian_name": "Gemma Price",
            "phone": "07400 276 551",
            "skaters": ["Maisie", "Leo"],
            "children": 2,
            "classes": one_of(
                ["Learn to Skate", "Tots on Ice"],
                ["learn-to-skate", "tots class"],
                ["learn-to-skate course", "Tots on Ice"],
                ["Learn to Skate", "tots class"],
            ),
            "lesson_day": one_of("Saturday", "Saturdays", "Saturday morning"),
            "lesson_time": one_of("9am", "9:45", "09:00", "09:45", "9", None),
            "start_date": one_of("Saturday 6 June", "6 June", "Saturday", "2026-06-06"),
            "sessions": 8,
            "skate_hire": one_of(True, None),
            "helmet_hire": False,
            "price": one_of("£132", None),
            "booking_ref": one_of("SK-4120", None),
        },
        "not_active": ["£144"],
        "probes": ["6 in August"],
        "gold_goals": [
            {"match": "tots class", "status": LIVE},
            {"match": "helmets", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- calligraphy
    {
        "id": "blind24-calligraphy-en-copperplate-to-italic-no-kit",
        "domain": "calligraphy_class",
        "schema": "CalligraphyClassState",
        "steps": [
            (
                "u",
                "Hi, I'd like to sign up for the six-week beginners' copperplate course on "
                "Tuesday evenings.",
            ),
            (
                "a",
                "The Tuesday copperplate course starts on 9 June, 7 to 9pm, £120 including a "
                "starter kit. It's quite demanding for complete beginners, though; the modern "
                "italic course on Thursdays is gentler.",
            ),
            ("u", "What's the italic one like?"),
            (
                "a",
                "Modern italic is Thursdays, 7 to 8:30pm, five weeks from 11 June, £95 with the "
                "kit. You use a broad-edge pen rather than a pointed nib.",
            ),
            (
                "u",
                "I'll do the italic then. Tuesdays are my choir night anyway. I've already got "
                "pens, so can I skip the kit?",
            ),
            ("a", "Yes, without the kit it's £80."),
            ("u", "Perfect. Olu Adebayo, olu.adebayo@gmail.com."),
            (
                "a",
                "Thanks Olu, you're booked onto modern italic, Thursdays 7 to 8:30pm from 11 "
                "June, £80. A payment link is on its way to your email.",
            ),
            ("u", "Lovely. I'll probably want to try copperplate after, maybe in the autumn."),
        ],
        "gold_fields": {
            "student_name": "Olu Adebayo",
            "email": "olu.adebayo@gmail.com",
            "course": one_of("modern italic", "italic", "the italic one", "modern italic course"),
            "class_day": one_of("Thursday", "Thursdays"),
            "class_time": one_of("7 to 8:30pm", "7pm", "7"),
            "start_date": one_of("11 June", "from 11 June", "Thursday"),
            "sessions": 5,
            "kit": False,
            "price": one_of("£80", None),
        },
        "not_active": ["£120", "£95", "9 June", "six-week"],
        "probes": ["choir"],
        "gold_goals": [
            {"match": "italic", "status": LIVE},
            {"match": "copperplate", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- water softener
    {
        "id": "blind24-waterfilter-en-softener-moved-to-friday",
        "domain": "water_filter_install",
        "schema": "WaterFilterState",
        "steps": [
            (
                "u",
                "Hi, I'd like a water softener fitted. We're in a hard water area and the "
                "kettle's furred up constantly. It's a 3-bed semi, four of us.",
            ),
            (
                "a",
                "For a family of four I'd recommend the Kinetico Premier at £1,195 fitted, or "
                "the smaller Harvey Mini at £895 fitted.",
            ),
            ("u", "The Harvey Mini's fine. When could you fit it?"),
            ("a", "Wednesday 17 June, 8am to 12, or Friday 19 June, 12 to 4."),
            (
                "u",
                "Wednesday morning please. It's 8 Cranmore Way, Guildford GU2 9PL. I'm Lewis "
                "Grant, 07944 281 603.",
            ),
            (
                "a",
                "Booked for Wednesday 17 June, morning, reference WS-5532. Would you like a "
                "drinking water tap added? It's £120.",
            ),
            (
                "u",
                "Not now, thanks. Actually, the plumber's coming to do the bathroom on the "
                "Wednesday - can we move it to the Friday?",
            ),
            (
                "call",
                "update_booking",
                {"booking_ref": "WS-5532", "date": "2026-06-19", "slot": "12:00-16:00"},
                {"booking_ref": "WS-5532", "status": "confirmed", "price": "£895"},
            ),
            ("a", "Done - moved to Friday 19 June, 12 to 4. £895, payable on the day."),
        ],
        "gold_fields": {
            "customer_name": "Lewis Grant",
            "phone": "07944 281 603",
            "address": one_of(
                "8 Cranmore Way, Guildford GU2 9PL", "8 Cranmore Way, Guildford", "8 Cranmore Way"
            ),
            "household": 4,
            "unit": one_of("Harvey Mini", "the Harvey Mini", "water softener"),
            "install_date": one_of(
                "Friday 19 June", "19 June", "Friday", "the Friday", "2026-06-19"
            ),
            "install_time": one_of("12 to 4", "12:00-16:00", "12"),
            "order_status": one_of("confirmed", None),
            "price": one_of("£895", None),
            "order_ref": one_of("WS-5532", None),
        },
        "not_active": ["Wednesday 17 June", "£1,195", "8am to 12", "Wednesday morning"],
        "probes": ["bathroom"],
        "gold_goals": [
            {"match": "water softener", "status": LIVE},
            {"match": "drinking water tap", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- summer camp
    {
        "id": "blind24-camp-en-sister-both-weeks-allergy",
        "domain": "kids_summer_camp",
        "schema": "SummerCampState",
        "steps": [
            (
                "u",
                "Hi, I want to book my son Arlo onto your multi-sports summer camp for the weeks "
                "of 27 July and 3 August. He's 9.",
            ),
            (
                "a",
                "Multi-sports is £180 a week, 8:30am to 4pm, so £360 for the two weeks. Early "
                "drop-off from 7:45 is £5 a day.",
            ),
            (
                "u",
                "We'll need early drop-off every day - I start work at 8. And can you add his "
                "sister Ivy, she's 7, just for the week of 3 August?",
            ),
            (
                "a",
                "Ivy for one week is £162 with the 10% sibling discount. Early drop-off for "
                "both, 15 days, is £75. £597 in total.",
            ),
            ("u", "Actually, make it both weeks for Ivy too, her best friend's going."),
            (
                "a",
                "Both children both weeks: £360 for Arlo, £324 for Ivy and early drop-off for "
                "20 days, £100. £784 in total.",
            ),
            (
                "u",
                "OK. Ivy has a nut allergy, by the way - she carries an EpiPen. I'm Sophie "
                "Marsh, sophie.marsh@icloud.com, 07533 908 417.",
            ),
            (
                "call",
                "create_booking",
                {
                    "children": [{"name": "Arlo", "age": 9}, {"name": "Ivy", "age": 7}],
                    "weeks": ["2026-07-27", "2026-08-03"],
                    "early_drop_off": True,
                    "medical": "Ivy: nut allergy (EpiPen)",
                },
                {"booking_ref": "CMP-1187", "price": "£784"},
            ),
            ("a", "Booked, CMP-1187, £784. Please hand the EpiPen to the camp leader on day one."),
        ],
        "gold_fields": {
            "parent_name": "Sophie Marsh",
            "phone": "07533 908 417",
            "email": "sophie.marsh@icloud.com",
            "children": ["Arlo", "Ivy"],
            "camp": one_of("multi-sports summer camp", "multi-sports", "multi-sports camp"),
            "weeks": one_of(["27 July", "3 August"], ["2026-07-27", "2026-08-03"]),
            "hours": one_of("8:30am to 4pm", None),
            "early_drop_off": True,
            "medical": one_of(
                "nut allergy", "a nut allergy", "Ivy: nut allergy (EpiPen)", "nut allergy (EpiPen)"
            ),
            "price": one_of("£784", None),
            "booking_ref": one_of("CMP-1187", None),
        },
        "not_active": ["£597", "£162"],
        "probes": ["start work"],
        "gold_goals": [
            {"match": "summer camp", "status": LIVE},
            {"match": "early drop-off", "status": LIVE},
        ],
    },
    # ---------------------------------------------------------------- conveyancing
    {
        "id": "blind24-conveyancing-en-leasehold-price-renegotiated",
        "domain": "conveyancing",
        "schema": "ConveyancingState",
        "steps": [
            (
                "u",
                "Hi, I'm buying a flat and need a conveyancing quote. It's leasehold, 14 "
                "Marlowe Court, Canterbury CT1 2RD, and the price is £245,000.",
            ),
            (
                "a",
                "For a leasehold purchase at that price our fee is £1,150 plus VAT, with "
                "searches at about £320 on top. Are you using a mortgage?",
            ),
            ("u", "Yes, with Nationwide. It's my first home. Does that change anything?"),
            (
                "a",
                "Acting for the lender is included in our fee, and as a first-time buyer you "
                "won't pay stamp duty at that price.",
            ),
            ("u", "Great. Oh, the agent's just rung - the seller's accepted £240,000, not 245."),
            ("a", "Our fee's in the same band, so it stays £1,150 plus VAT. Shall I open a file?"),
            (
                "u",
                "Yes please. Callum Doyle, callum.doyle@proton.me, 07720 118 364. The seller "
                "wants to complete by the end of August because they're emigrating to Canada "
                "on 4 September.",
            ),
            (
                "call",
                "open_case",
                {
                    "client": "Callum Doyle",
                    "property": "14 Marlowe Court, Canterbury CT1 2RD",
                    "tenure": "leasehold",
                    "price": 240000,
                    "lender": "Nationwide",
                },
                {"case_ref": "CV-30981", "fee": "£1,150 + VAT"},
            ),
            (
                "a",
                "Your file is open, reference CV-30981. We'll send the client care pack today "
                "and ask the seller's solicitors for the contract pack.",
            ),
            ("u", "Thanks. Roughly how long does a leasehold purchase usually take?"),
        ],
        "gold_fields": {
            "client_name": "Callum Doyle",
            "phone": "07720 118 364",
            "email": "callum.doyle@proton.me",
            "transaction": one_of("purchase", "buying", "buying a flat", "leasehold purchase"),
            "property_address": one_of(
                "14 Marlowe Court, Canterbury CT1 2RD",
                "14 Marlowe Court, Canterbury",
                "14 Marlowe Court",
            ),
            "tenure": "leasehold",
            "property_price": one_of("£240,000", "240000", "240,000"),
            "finance": one_of("Nationwide", "mortgage", "Nationwide mortgage"),
            "completion_date": one_of("end of August", "by the end of August", None),
            "extras": one_of(None, ["searches"]),
            "fee": one_of("£1,150 plus VAT", "£1,150", "£1,150 + VAT"),
            "case_ref": one_of("CV-30981", None),
        },
        "not_active": ["£245,000"],
        "probes": ["emigrating"],
        "gold_goals": [
            {"match": "conveyancing quote", "status": LIVE},
            {"match": "how long", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- tool hire
    {
        "id": "blind24-toolhire-en-floor-sander-saturday-delivery",
        "domain": "tool_hire",
        "schema": "ToolHireState",
        "steps": [
            (
                "u",
                "Hi, I want to hire a floor sander for the weekend to do my living room "
                "floorboards. Can I pick it up Friday afternoon?",
            ),
            (
                "a",
                "Yes. The drum sander is £68 for a weekend, Friday 3pm to Monday 9am, and an "
                "edging sander is £42 if you want to do the edges. Sanding sheets are £2.50 "
                "each; most rooms need about 20.",
            ),
            ("u", "I'll take both sanders and 20 sheets."),
            ("a", "That's £68 + £42 + £50 for sheets, £160, plus a £100 refundable deposit."),
            (
                "u",
                "Actually 30 sheets, the boards are pretty rough. And could you deliver instead? "
                "My car's too small. 5 Orchard Terrace, York YO31 8HE.",
            ),
            (
                "a",
                "30 sheets makes it £185. Delivery and collection is £25, so £210. We can "
                "deliver Friday between 3 and 5.",
            ),
            (
                "u",
                "Great. It's Dan Whitfield, 07871 552 903. Oh wait, I can't be in on Friday "
                "till 6, my daughter's got a swimming gala. Can you do Saturday morning instead?",
            ),
            ("a", "Saturday 8 to 10am is fine, with collection on Monday morning. Still £210."),
            (
                "call",
                "create_hire",
                {
                    "items": ["drum sander", "edging sander"],
                    "sheets": 30,
                    "delivery": "2026-06-13 08:00-10:00",
                    "address": "5 Orchard Terrace, York YO31 8HE",
                    "collect": "2026-06-15 AM",
                },
                {"hire_ref": "TH-60412", "price": "£210", "deposit": "£100"},
            ),
            (
                "a",
                "Booked, hire TH-60412: £210 plus the £100 deposit, which comes back once "
                "everything's returned.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Dan Whitfield",
            "phone": "07871 552 903",
            "tools": one_of(
                ["drum sander", "edging sander"], ["floor sander", "edging sander"], ["sanders"]
            ),
            "consumables": one_of("30 sheets", "30", "30 sanding sheets"),
            "hire_start": one_of("Saturday morning", "Saturday", "2026-06-13"),
            "hire_end": one_of("Monday morning", "Monday", "2026-06-15", None),
            "duration": one_of("weekend", "the weekend", "for the weekend"),
            "delivery": True,
            "delivery_address": one_of(
                "5 Orchard Terrace, York YO31 8HE", "5 Orchard Terrace, York", "5 Orchard Terrace"
            ),
            "delivery_slot": one_of(
                "8 to 10am", "Saturday 8 to 10am", "08:00-10:00", "Saturday morning", "8"
            ),
            "deposit": one_of("£100", "£100 refundable deposit", "£100 deposit"),
            "price": one_of("£210", None),
            "hire_ref": one_of("TH-60412", None),
        },
        "not_active": ["£160", "£185", "20 sheets", "Friday afternoon", "between 3 and 5"],
        "probes": ["swimming gala"],
        "gold_goals": [
            {"match": "floor sander", "status": LIVE},
            {"match": "deliver", "status": LIVE},
        ],
    },
    # ---------------------------------------------------------------- driveway paving
    {
        "id": "blind24-driveway-en-survey-moved-area-slip",
        "domain": "driveway_paving",
        "schema": "DrivewayState",
        "steps": [
            (
                "u",
                "Hi, I'd like a quote for a new block paved driveway. The old tarmac's breaking "
                "up. It's about 40 square metres.",
            ),
            (
                "a",
                "Block paving is usually £85 to £110 per square metre fitted, so roughly £3,400 "
                "to £4,400. We'd survey first, which is free: Tuesday 9 June at 10am or "
                "Thursday 11 June at 4pm.",
            ),
            (
                "u",
                "Thursday at 4 please. It's 31 Fernhill Drive, Leicester LE3 6PN. Michael Osei, "
                "07981 404 226.",
            ),
            (
                "a",
                "Booked for Thursday 11 June at 4pm. Would you like us to quote for resin bound "
                "as well? It costs a bit more but lasts well.",
            ),
            (
                "u",
                "Go on, quote both. And I measured it wrong - with the bit by the gate it's "
                "nearer 50 square metres.",
            ),
            (
                "a",
                "No problem, the surveyor measures on the day anyway. For 50 square metres, "
                "block paving would be roughly £4,250 to £5,500.",
            ),
            (
                "u",
                "Sorry, one more thing - can the surveyor come on the Tuesday instead? My son's "
                "parents' evening is on the Thursday.",
            ),
            ("a", "Tuesday 9 June at 10am is still free, so I've moved you to that."),
            ("u", "Brilliant. Will I need to be home for the survey?"),
        ],
        "gold_fields": {
            "customer_name": "Michael Osei",
            "phone": "07981 404 226",
            "address": one_of(
                "31 Fernhill Drive, Leicester LE3 6PN",
                "31 Fernhill Drive, Leicester",
                "31 Fernhill Drive",
            ),
            "surfaces": one_of(["block paving", "resin bound"], ["block paved", "resin bound"]),
            "area": one_of("50 square metres", "nearer 50 square metres", "50"),
            "survey_date": one_of("Tuesday 9 June", "9 June", "Tuesday", "the Tuesday"),
            "survey_time": one_of("10am", "10"),
            "price": one_of("£4,250 to £5,500", "roughly £4,250 to £5,500", None),
        },
        "not_active": ["Thursday 11 June", "40 square metres", "£3,400", "4pm"],
        "probes": ["parents' evening"],
        "gold_goals": [
            {"match": "driveway", "status": LIVE},
            {"match": "resin bound", "status": LIVE},
            {"match": "need to be home", "status": GONE},
        ],
    },
    {
        "id": "blind24-driveway-en-resin-go-ahead-earlier-start",
        "domain": "driveway_paving",
        "schema": "DrivewayState",
        "steps": [
            (
                "u",
                "Hello, it's Janet Hughes, quote DP-7714 for the resin driveway at 2 Mill Lane, "
                "Ripon. I'd like to go ahead.",
            ),
            (
                "a",
                "Lovely. The quote was £6,200 for 55 square metres of resin bound, including a "
                "new drainage channel at £380 and a dropped kerb application at £250. We can "
                "start Monday 29 June; it takes 4 days.",
            ),
            (
                "u",
                "Can we leave out the dropped kerb? The council says it needs planning and we're "
                "not sure we want it.",
            ),
            ("a", "Of course, that brings it to £5,950."),
            (
                "u",
                "And is the 29th definite? My daughter's wedding is on Saturday 4 July and I'd "
                "like it finished well before the guests arrive.",
            ),
            (
                "a",
                "If the weather holds it'll be done by Thursday 2 July, but rain could delay it. "
                "We could start Monday 22 June instead, to be safe?",
            ),
            ("u", "Yes, start on the 22nd please."),
            (
                "a",
                "Booked for Monday 22 June, finishing by Thursday 25 June. We take a 20% "
                "deposit, £1,190.",
            ),
            ("u", "Fine. My mobile's changed by the way, it's 07716 330 482 now."),
        ],
        "gold_fields": {
            "customer_name": "Janet Hughes",
            "phone": "07716 330 482",
            "address": one_of("2 Mill Lane, Ripon", "2 Mill Lane"),
            "surfaces": ["resin"],
            "area": one_of("55 square metres", "55"),
            "drainage": True,
            "start_date": one_of("Monday 22 June", "22 June", "the 22nd", "on the 22nd", "Monday"),
            "duration": "4 days",
            "deposit": one_of("£1,190", None),
            "price": one_of("£5,950", None),
            "quote_ref": "DP-7714",
        },
        "not_active": ["£6,200", "Monday 29 June", "Thursday 2 July"],
        "probes": ["wedding"],
        "gold_goals": [
            {"match": "go ahead", "status": LIVE},
            {"match": "dropped kerb", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- ice cream van
    {
        "id": "blind24-icecream-en-wedding-three-hours-110",
        "domain": "ice_cream_van_hire",
        "schema": "IceCreamVanState",
        "steps": [
            (
                "u",
                "Hi! I'd like to book your ice cream van for our wedding on Saturday 15 August "
                "at Oakwood Barn, near Hexham. About 90 guests.",
            ),
            (
                "a",
                "Congratulations! Our wedding package is 2 hours of unlimited cones and 99s for "
                "up to 100 guests, £495, plus a £50 travel charge to Hexham. What time were you "
                "thinking?",
            ),
            ("u", "After the speeches, so around 4pm. Can we have it for 3 hours instead?"),
            ("a", "3 hours is £620, plus the £50 travel, £670."),
            (
                "u",
                "Lovely, 3 hours from 4. Can you do a vegan option? My sister and her kids are "
                "vegan.",
            ),
            (
                "a",
                "Yes, we carry a vegan vanilla and a sorbet at no extra charge. We can also do a "
                "personalised sign with your names for £35?",
            ),
            (
                "u",
                "Not the sign, thanks. It's Chloe Bennett, chloe.bennett@yahoo.co.uk. The "
                "numbers might go up to 110 once the evening guests are confirmed.",
            ),
            (
                "a",
                "Over 100 guests is £2 a head extra, so 110 would be £690. I'll pencil you in "
                "and we can adjust the count two weeks before.",
            ),
            ("u", "Perfect, let's say 110 then, to be safe."),
        ],
        "gold_fields": {
            "contact_name": "Chloe Bennett",
            "email": "chloe.bennett@yahoo.co.uk",
            "event": one_of("wedding", "our wedding"),
            "event_date": one_of("Saturday 15 August", "15 August", "Saturday"),
            "start_time": one_of("4pm", "4", "from 4", "around 4pm"),
            "duration": "3 hours",
            "venue": one_of(
                "Oakwood Barn, near Hexham", "Oakwood Barn", "Oakwood Barn, near Hexham"
            ),
            "guests": 110,
            "dietary": one_of("vegan", "vegan option", "a vegan option"),
            "personalised_sign": False,
            "price": one_of("£690", None),
        },
        "not_active": ["£495", "£670", "2 hours", "90 guests"],
        "probes": ["speeches"],
        "gold_goals": [
            {"match": "ice cream van", "status": LIVE},
            {"match": "personalised sign", "status": GONE},
        ],
    },
    {
        "id": "blind24-icecream-en-fair-moved-cancel-new-quote",
        "domain": "ice_cream_van_hire",
        "schema": "IceCreamVanState",
        "steps": [
            (
                "u",
                "Hi, this is Mark from Brookfield Primary PTA. We've got you booked for our "
                "summer fair on Friday 10 July, booking ICV-2290.",
            ),
            (
                "a",
                "Hi Mark, yes: 2pm to 5pm at Brookfield Primary, Dunmore Road, for about 200 "
                "children, £3 a cone paid on the day, and the £75 booking fee is paid.",
            ),
            (
                "u",
                "The council's resurfacing the playground that week, so the fair's moved to "
                "Friday 17 July. Can you do the 17th?",
            ),
            (
                "a",
                "Sorry, our big van's at a wedding on the 17th. Only our smaller van, Little "
                "Scoop, is free, and it serves about 120 children in an afternoon.",
            ),
            (
                "u",
                "That's not enough for us. I think we'll have to cancel then. Can we get the £75 "
                "back?",
            ),
            (
                "a",
                "As it's more than 14 days' notice, yes - I've cancelled ICV-2290 and the £75 "
                "will be refunded to the PTA account within 5 days.",
            ),
            (
                "u",
                "Thanks. Could you send me a quote for the Christmas fair on 11 December? Same "
                "sort of numbers.",
            ),
        ],
        "gold_fields": {
            "contact_name": "Mark",
            "event": one_of("summer fair", "our summer fair", "Christmas fair", None),
            "event_date": one_of("Friday 17 July", "17 July", "the 17th", "11 December", None),
            "start_time": one_of("2pm", "2pm to 5pm", None),
            "venue": one_of("Brookfield Primary", "Brookfield Primary, Dunmore Road", None),
            "guests": one_of(200, None),
            "booking_status": one_of("cancelled", "canceled"),
            "price": one_of("£75", None),
            "booking_ref": "ICV-2290",
        },
        "not_active": ["Friday 10 July", "Little Scoop"],
        "probes": ["resurfacing"],
        "gold_goals": [
            {"match": "cancel", "status": LIVE},
            {"match": "Christmas fair", "status": LIVE},
            {"match": "the 17th", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- EPC
    {
        "id": "blind24-epc-en-letting-gas-safety-surname-slip",
        "domain": "epc_assessment",
        "schema": "EpcAssessmentState",
        "steps": [
            (
                "u",
                "Hi, I need an EPC for a flat I'm about to let. It's a 2-bed on the first "
                "floor, Flat 3, 27 Clarendon Road, Southampton SO16 4GB.",
            ),
            (
                "a",
                "An EPC for a 2-bed flat is £65 and takes about 45 minutes. We can come Monday 8 "
                "June at 11am or Wednesday 10 June at 9am.",
            ),
            (
                "u",
                "Wednesday at 9. My tenant moves in on the 15th, so I need it before then. Could "
                "you do a gas safety certificate on the same visit?",
            ),
            (
                "a",
                "Yes, our assessor is Gas Safe registered too. A gas safety check is £60, so "
                "£125 for both.",
            ),
            (
                "u",
                "Great, both please. My name's Ruth Akers, 07762 905 118. I'll be at work, so "
                "the letting agent, Harbour Lettings, will let you in.",
            ),
            (
                "a",
                "Thanks Ruth. Please make sure the boiler and the meter cupboard are easy to reach.",
            ),
            ("u", "Sorry, I typed my surname wrong, it's Ruth Akehurst."),
            (
                "call",
                "book_visit",
                {
                    "address": "Flat 3, 27 Clarendon Road, Southampton SO16 4GB",
                    "date": "2026-06-10",
                    "time": "09:00",
                    "services": ["EPC", "gas safety"],
                    "contact": "Ruth Akehurst",
                    "access": "Harbour Lettings",
                },
                {"job_ref": "EPC-41187", "price": "£125"},
            ),
            ("a", "All booked, EPC-41187: Wednesday 10 June at 9am, £125."),
        ],
        "gold_fields": {
            "customer_name": "Ruth Akehurst",
            "phone": "07762 905 118",
            "address": one_of(
                "Flat 3, 27 Clarendon Road, Southampton SO16 4GB",
                "Flat 3, 27 Clarendon Road, Southampton",
                "Flat 3, 27 Clarendon Road",
            ),
            "property_type": one_of(
                "flat", "2-bed flat", "first floor", "2-bed on the first floor"
            ),
            "bedrooms": 2,
            "purpose": one_of("let", "letting", "to let", "about to let"),
            "services": ["EPC", "gas safety"],
            "visit_date": one_of("Wednesday 10 June", "10 June", "Wednesday", "2026-06-10"),
            "visit_time": one_of("9am", "9", "09:00", "at 9"),
            "access": one_of(
                "Harbour Lettings", "letting agent", "the letting agent, Harbour Lettings"
            ),
            "price": one_of("£125", None),
            "job_ref": one_of("EPC-41187", None),
        },
        "not_active": ["Ruth Akers", "Monday 8 June"],
        "probes": ["tenant"],
        "gold_goals": [
            {"match": "EPC", "status": LIVE},
            {"match": "gas safety", "status": LIVE},
        ],
    },
    {
        "id": "blind24-epc-en-thursday-declined-five-bed",
        "domain": "epc_assessment",
        "schema": "EpcAssessmentState",
        "steps": [
            (
                "u",
                "Hello, I've got an EPC booked for Friday at 9, job EPC-40962, at 9 Hawthorn "
                "Rise, Truro. Could you come Thursday instead? My estate agent wants to list "
                "the house on Thursday afternoon.",
            ),
            (
                "a",
                "Thursday's fully booked, I'm afraid. The earliest I can offer is Friday 12 June "
                "at 8am, our first slot, an hour earlier than yours.",
            ),
            ("u", "Could you do 8 then? He says he can list it on Friday afternoon instead."),
            (
                "a",
                "Done, moved to Friday 12 June at 8am. It's down as a 4-bed detached, so the fee "
                "stays £95.",
            ),
            (
                "u",
                "Actually it's 5 bedrooms now - we converted the loft last year. Does that "
                "change anything?",
            ),
            ("a", "Yes, a 5-bed is £110 as it takes longer."),
            ("u", "Fine. Will you need to get into the loft?"),
        ],
        "gold_fields": {
            "address": one_of("9 Hawthorn Rise, Truro", "9 Hawthorn Rise"),
            "property_type": one_of("detached", "house", "the house", "detached house"),
            "bedrooms": 5,
            "purpose": one_of("sale", "list the house", "to list the house", None),
            "services": one_of(["EPC"], None),
            "visit_date": one_of("Friday 12 June", "12 June", "Friday"),
            "visit_time": one_of("8am", "8", "at 8"),
            "price": one_of("£110", None),
            "job_ref": "EPC-40962",
        },
        "not_active": ["£95", "4-bed", "Friday at 9"],
        "probes": ["estate agent"],
        "gold_goals": [
            {"match": "Thursday instead", "status": GONE},
            {"match": "get into the loft", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- shed installation
    {
        "id": "blind24-shed-en-bigger-shed-old-one-removed",
        "domain": "shed_installation",
        "schema": "ShedInstallState",
        "steps": [
            (
                "u",
                "Hi, I'd like to order the 8x6 Apex Shiplap shed and have it installed. Do you "
                "do bases as well?",
            ),
            (
                "a",
                "The 8x6 Apex is £649 and installation £120. A timber base is £95, or a "
                "concrete slab base £280.",
            ),
            (
                "u",
                "Timber base is fine. Actually, is the 10x8 much more? We've got a lot of "
                "garden stuff.",
            ),
            (
                "a",
                "The 10x8 Apex is £899, with its timber base £130 and installation £150: £1,179.",
            ),
            ("u", "Let's do the 10x8. Can you take away the old shed? It's falling apart."),
            ("a", "Yes, removal and disposal of an old shed is £75. That makes £1,254."),
            (
                "u",
                "Perfect. We're at 16 Larch Avenue, Chelmsford CM2 9JX. Name's Ben Okafor, "
                "07534 772 019. We're away 4-11 July, so not that week.",
            ),
            ("a", "We can install on Wednesday 1 July or Tuesday 14 July."),
            ("u", "1 July please."),
            (
                "call",
                "create_order",
                {
                    "shed": "10x8 Apex Shiplap",
                    "base": "timber",
                    "install": "2026-07-01",
                    "remove_old": True,
                    "address": "16 Larch Avenue, Chelmsford CM2 9JX",
                },
                {"order_ref": "SH-90215", "price": "£1,254", "arrival": "8am-10am"},
            ),
            (
                "a",
                "Ordered, SH-90215. The team will arrive between 8 and 10am on Wednesday 1 July.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Ben Okafor",
            "phone": "07534 772 019",
            "address": one_of(
                "16 Larch Avenue, Chelmsford CM2 9JX",
                "16 Larch Avenue, Chelmsford",
                "16 Larch Avenue",
            ),
            "shed": one_of("10x8 Apex Shiplap", "10x8", "10x8 Apex", "the 10x8"),
            "base": one_of("timber", "timber base"),
            "removal": True,
            "install_date": one_of("Wednesday 1 July", "1 July", "Wednesday", "2026-07-01"),
            "install_time": one_of("8am-10am", "between 8 and 10am", "8 and 10am", None),
            "price": one_of("£1,254", None),
            "order_ref": one_of("SH-90215", None),
        },
        "not_active": ["8x6", "£649", "£1,179", "Tuesday 14 July"],
        "probes": ["garden stuff"],
        "gold_goals": [
            {"match": "shed", "status": LIVE},
            {"match": "concrete", "status": GONE},
        ],
    },
    {
        "id": "blind24-shed-en-no-show-monday-shelving",
        "domain": "shed_installation",
        "schema": "ShedInstallState",
        "steps": [
            (
                "u",
                "Hi, my shed order SH-88431 was meant to be installed today and nobody's turned "
                "up. It's 11am and the slot was 8 to 10.",
            ),
            (
                "a",
                "I'm really sorry. The van broke down this morning. The team can come tomorrow, "
                "Saturday 20 June, at 8am, or on Monday 22 June.",
            ),
            (
                "u",
                "Tomorrow's no good, it's my son's football tournament all day. Monday, but it "
                "has to be the morning - I'm working from home from 1.",
            ),
            (
                "a",
                "Monday 22 June, first job at 8am. As an apology we'll refund the £150 "
                "installation fee, and we can fit a free shelving kit if you'd like one.",
            ),
            (
                "u",
                "Yes, the shelves would be great. And please make sure they bring the felt "
                "shingles, not plain felt - that's what I ordered.",
            ),
            ("a", "I've checked: your order says felt shingles, so that's fine."),
            (
                "u",
                "Good. Use my wife's number for the day, she'll be in: Ama, 07845 220 617.",
            ),
            ("a", "Noted, the team will ring Ama on 07845 220 617 when they're on the way."),
        ],
        "gold_fields": {
            "customer_name": one_of(None, "Ama"),
            "phone": "07845 220 617",
            "roof": one_of("felt shingles", "the felt shingles"),
            "extras": one_of(["shelving"], ["shelves"]),
            "install_date": one_of("Monday 22 June", "22 June", "Monday"),
            "install_time": one_of("8am", "8", "morning", "the morning"),
            "price": one_of("£150", None),
            "order_ref": "SH-88431",
        },
        "not_active": ["Saturday 20 June", "8 to 10"],
        "probes": ["football"],
        "gold_goals": [{"match": "shelv", "status": LIVE}],
    },
]

ZH: list[dict[str, Any]] = [
    {
        "id": "blind24-dogwalk-zh-moving-cancel-five-stars",
        "domain": "dog_walking",
        "schema": "DogWalkingState",
        "steps": [
            (
                "u",
                "你好，我在你们平台订了上门遛狗，订单号LG-88172，每天晚上7点遛30分钟，包了一个月。",
            ),
            (
                "a",
                "您好，查到了，柯基“豆豆”，6月1号到30号，每天晚上7点，一共1350元。请问有什么需要帮忙的？",
            ),
            ("u", "我们下周要搬家去苏州了，6月13号以后的能取消吗？"),
            (
                "a",
                "可以的。到6月13号一共13次，按每次45元结算，剩下17次765元原路退回。",
            ),
            ("u", "好的，那就取消吧。"),
            (
                "call",
                "cancel_order",
                {"order_id": "LG-88172", "last_day": "2026-06-13"},
                {"status": "已取消", "refund": "765元", "last_walk": "6月13号"},
            ),
            ("a", "已经帮您取消了，最后一次是6月13号晚上，765元3个工作日内退回。"),
            ("u", "谢谢。小李遛得很好，豆豆特别喜欢他，给他打5星。"),
            ("a", "谢谢您的认可，我会转告小李的。祝搬家顺利！"),
        ],
        "gold_fields": {
            "dog_name": one_of("豆豆", "“豆豆”"),
            "breed": one_of("柯基", None),
            "walks_per_week": one_of(7, None),
            "walk_days": one_of(["每天"], None),
            "walk_time": one_of("晚上7点", "7点", "每天晚上7点", None),
            "walk_length": one_of("30分钟", None),
            "start_date": one_of("6月1号", None),
            "last_walk": one_of("6月13号", "2026-06-13", "6月13号晚上"),
            "booking_status": one_of("已取消", "取消", "cancelled"),
            "rating": 5,
            "price": one_of("765元", None),
            "booking_ref": "LG-88172",
        },
        "not_active": ["1350元"],
        "probes": ["搬家"],
        "gold_goals": [{"match": "取消", "status": LIVE}],
    },
    {
        "id": "blind24-ring-zh-size-15-no-engraving",
        "domain": "ring_resizing",
        "schema": "RingResizingState",
        "steps": [
            ("u", "你好，我想把结婚戒指改小一点，18K金的，现在是16号，想改成14号。"),
            (
                "a",
                "可以的，18K金改圈每个号50元，改两个号100元，大概5个工作日。要不要顺便抛光翻新？加30元。",
            ),
            ("u", "好呀，抛光也要。能在戒指里面刻字吗？"),
            ("a", "可以，激光刻字每个字符10元，英文字母和数字都按字符算。"),
            ("u", "刻“LOVE 0520”要多少钱？"),
            ("a", "一共8个字符，80元。改圈、抛光加刻字一共210元，6月12号可以取。"),
            ("u", "算了，刻字不要了，有点贵。另外改成15号吧，我怕14号戴着太紧。"),
            ("a", "好的，改一个号50元，加抛光30元，一共80元，还是6月12号到店取。"),
            ("u", "行。我叫黄佳怡，电话155 6620 8137。6月12号我在上海出差，13号周六去取可以吗？"),
            ("a", "可以的，周六我们营业到晚上9点，戒指会一直帮您保管。"),
            ("u", "好的，那我13号周六下午过去拿。"),
        ],
        "gold_fields": {
            "customer_name": "黄佳怡",
            "phone": one_of("155 6620 8137", "15566208137"),
            "ring": one_of("结婚戒指", "18K金", "戒指", "18K金的结婚戒指"),
            "current_size": one_of("16号", "16"),
            "new_size": one_of("15号", "15"),
            "polish": True,
            "ready_date": "6月12号",
            "collect_date": one_of("13号周六", "13号", "周六", "周六下午", "13号周六下午"),
            "price": one_of("80元", None),
        },
        "not_active": ["210元", "LOVE 0520", "100元"],
        "probes": ["太紧"],
        "gold_goals": [
            {"match": "戒指", "status": LIVE},
            {"match": "刻字", "status": GONE},
        ],
    },
    {
        "id": "blind24-skating-zh-private-thursday-phone-slip",
        "domain": "ice_skating_lessons",
        "schema": "SkatingLessonState",
        "steps": [
            ("u", "你好，我想给我女儿报个滑冰私教课，她10岁，之前学过一点，能自己滑了。"),
            (
                "a",
                "您好，私教课每节45分钟，初级教练每节280元，高级教练每节380元，一次买10节打九折。",
            ),
            ("u", "初级教练就行，先买10节吧。时间想要每周三下午5点。"),
            ("a", "周三下午5点的初级教练已经约满了，周三6点或者周四下午5点可以。"),
            ("u", "周三6点她有钢琴课，那就周四下午5点吧。"),
            (
                "a",
                "好的，每周四下午5点，10节课2520元，下周四（6月11号）开始。需要租冰鞋吗？每次20元。",
            ),
            ("u", "冰鞋我们自己有。我叫林晓，电话159 0173 2846。哦不对，电话是159 0173 2864。"),
            (
                "call",
                "create_booking",
                {
                    "coach_level": "初级",
                    "lessons": 10,
                    "day": "周四",
                    "time": "17:00",
                    "start": "2026-06-11",
                    "phone": "15901732864",
                },
                {"booking_ref": "BK-0611-27", "price": "2520元"},
            ),
            ("a", "已经订好了，单号BK-0611-27，下周四下午5点在冰场前台等教练。"),
        ],
        "gold_fields": {
            "guardian_name": "林晓",
            "phone": one_of("159 0173 2864", "15901732864"),
            "children": one_of(1, None),
            "classes": one_of(["私教课"], ["私教"]),
            "coach": one_of("初级教练", "初级"),
            "lesson_day": one_of("周四", "每周四"),
            "lesson_time": one_of("下午5点", "5点", "17:00", "周四下午5点"),
            "start_date": one_of("下周四", "6月11号", "下周四（6月11号）", "周四", "2026-06-11"),
            "sessions": 10,
            "skate_hire": False,
            "price": one_of("2520元", None),
            "booking_ref": one_of("BK-0611-27", None),
        },
        "not_active": ["159 0173 2846", "每周三下午5点"],
        "probes": ["钢琴课"],
        "gold_goals": [{"match": "私教课", "status": LIVE}],
    },
    {
        "id": "blind24-calligraphy-zh-sunday-one-child",
        "domain": "calligraphy_class",
        "schema": "CalligraphyClassState",
        "steps": [
            ("u", "你好，我想给两个孩子报周末的少儿书法班，一个8岁一个11岁。"),
            (
                "a",
                "您好，少儿软笔书法班周六上午9点到10点半，12次课每人1680元，第二个孩子打八折，两个一共3024元。",
            ),
            ("u", "能不能排在周日？周六上午他们要上英语课。"),
            ("a", "周日上午10点到11点半也有班，价格一样。"),
            ("u", "那就周日。不过老大说他不想学了，只报小的吧。"),
            (
                "a",
                "好的，一个孩子周日上午10点的班，12次课1680元，6月14号开课。笔墨纸砚可以自带，也可以在我们这里买一套，180元。",
            ),
            ("u", "自带吧。孩子叫王一诺，我是她妈妈，电话137 6402 5518。"),
            ("a", "好的，一诺报名成功了，6月14号周日上午10点见。"),
            ("u", "好的。对了，上课是在徐汇那个校区吗？"),
        ],
        "gold_fields": {
            "student_name": "王一诺",
            "phone": one_of("137 6402 5518", "13764025518"),
            "course": one_of("少儿书法班", "少儿软笔书法班", "软笔书法", "书法班"),
            "class_day": one_of("周日", "周日上午"),
            "class_time": one_of("上午10点", "10点", "10点到11点半", "上午10点到11点半"),
            "start_date": one_of("6月14号", "6月14号周日", "周日"),
            "sessions": 12,
            "kit": False,
            "price": one_of("1680元", None),
        },
        "not_active": ["3024元", "周六上午9点"],
        "probes": ["英语课"],
        "gold_goals": [
            {"match": "书法", "status": LIVE},
            {"match": "校区", "status": GONE},
        ],
    },
    {
        "id": "blind24-waterfilter-zh-address-fix-cancel",
        "domain": "water_filter_install",
        "schema": "WaterFilterState",
        "steps": [
            (
                "u",
                "你好，我在你们天猫店买了一台净水器，型号RO-600，想预约上门安装。订单号是JS20260603118。",
            ),
            ("a", "您好，可以的。请问安装地址和方便的时间？"),
            ("u", "地址是南京市鼓楼区汉中路142号5栋1203，这周六下午可以吗？"),
            (
                "a",
                "这周六（6月6号）下午2点到5点可以。厨房水槽下面需要有电源插座，麻烦提前确认一下。",
            ),
            ("u", "等一下，地址写错了，是5栋1302，不是1203。"),
            ("a", "好的，已经改成5栋1302。"),
            ("u", "刚问了物业，我们楼下周才能通水，周六装不了。先把安装取消吧，我过两周再约。"),
            (
                "call",
                "cancel_install",
                {"order_no": "JS20260603118"},
                {"status": "已取消"},
            ),
            ("a", "已经帮您取消了，您方便的时候再联系我们预约，保修从安装那天开始算。"),
        ],
        "gold_fields": {
            "address": one_of(
                "南京市鼓楼区汉中路142号5栋1302", "鼓楼区汉中路142号5栋1302", "汉中路142号5栋1302"
            ),
            "unit": one_of("净水器", "RO-600", "净水器，型号RO-600"),
            "order_status": one_of("已取消", "取消", "cancelled"),
            "order_ref": "JS20260603118",
        },
        "not_active": ["5栋1203", "6月6号", "下午2点到5点"],
        "probes": ["通水"],
        "gold_goals": [
            {"match": "取消", "status": LIVE},
            {"match": "预约上门安装", "status": GONE},
        ],
    },
    {
        "id": "blind24-camp-zh-july-20-cousin-later",
        "domain": "kids_summer_camp",
        "schema": "SummerCampState",
        "steps": [
            ("u", "你好，想给孩子报暑假的科技夏令营，男孩，12岁。7月份有哪几期？"),
            (
                "a",
                "您好，7月有两期：7月6号到10号，和7月20号到24号，都是白天营，早上8点半到下午5点，每期2980元，含午餐。",
            ),
            ("u", "报7月20号那期吧，6号那周他要跟爷爷奶奶回老家。"),
            (
                "a",
                "好的，7月20号到24号，2980元。要不要加接送班车？每期300元，徐汇和闵行都有站点。",
            ),
            ("u", "班车要的，我们住闵行。孩子叫赵子轩，我是他爸爸赵刚，电话186 2190 4473。"),
            ("a", "好的赵先生，一共3280元。孩子有没有过敏或者需要特别注意的？"),
            ("u", "没有过敏。哦对了，他表哥也想去，两个人一起报有优惠吗？"),
            ("a", "两个人一起报每人减200元，一共6160元。麻烦提供一下表哥的名字和年龄。"),
            ("u", "表哥还要问问他妈妈，先只报子轩一个吧。"),
        ],
        "gold_fields": {
            "parent_name": one_of("赵刚", "赵先生"),
            "phone": one_of("186 2190 4473", "18621904473"),
            "children": ["子轩"],
            "camp": one_of("科技夏令营", "暑假的科技夏令营"),
            "weeks": ["7月20号"],
            "hours": one_of("早上8点半到下午5点", None),
            "lunch": one_of(True, None),
            "extras": ["班车"],
            "medical": one_of(None, "没有过敏"),
            "price": one_of("3280元", None),
        },
        "not_active": ["6160元", "7月6号到10号"],
        "probes": ["回老家"],
        "gold_goals": [
            {"match": "夏令营", "status": LIVE},
            {"match": "班车", "status": LIVE},
            {"match": "表哥", "status": GONE},
        ],
    },
    {
        "id": "blind24-conveyancing-zh-transfer-notary-name-slip",
        "domain": "conveyancing",
        "schema": "ConveyancingState",
        "steps": [
            (
                "u",
                "你好，我卖了一套二手房，想找你们代办过户。房子在成都市武侯区玉林南路18号3单元502，成交价186万。",
            ),
            (
                "a",
                "您好，代办过户服务费2800元，包括网签、缴税预约和不动产登记，税费另算。买家是贷款还是全款？",
            ),
            ("u", "买家是全款。买家6月18号从外地过来，待三天，过户就约19号吧。"),
            (
                "a",
                "好的，6月19号上午9点在武侯区不动产登记中心办理。卖方夫妻双方都要到场，带身份证、户口本、结婚证和房产证。",
            ),
            ("u", "我老婆那天要出差，到不了场，怎么办？"),
            ("a", "可以办一份公证委托书，委托您来办理，公证费大概600元，我们可以帮您预约公证处。"),
            ("u", "那就帮我约公证吧。我叫何志强，电话138 8012 6675。"),
            ("a", "好的何先生，过户代办加公证一共3400元（含公证费）。"),
            ("u", "不好意思，名字打错了，是何志刚，刚强的刚。"),
        ],
        "gold_fields": {
            "client_name": "何志刚",
            "phone": one_of("138 8012 6675", "13880126675"),
            "transaction": one_of(
                "卖了一套二手房", "卖房", "二手房过户", "过户", "代办过户", "二手房"
            ),
            "property_address": one_of(
                "成都市武侯区玉林南路18号3单元502",
                "武侯区玉林南路18号3单元502",
                "玉林南路18号3单元502",
            ),
            "property_price": "186万",
            "finance": one_of("全款", "买家是全款"),
            "completion_date": one_of("6月19号", "19号"),
            "appointment_time": one_of("上午9点", "9点"),
            "extras": one_of(["公证"], ["公证委托书"]),
            "fee": one_of("3400元", None),
        },
        "not_active": ["何志强"],
        "probes": ["出差"],
        "gold_goals": [
            {"match": "过户", "status": LIVE},
            {"match": "公证", "status": LIVE},
        ],
    },
    {
        "id": "blind24-toolhire-zh-generator-one-three-days",
        "domain": "tool_hire",
        "schema": "ToolHireState",
        "steps": [
            (
                "u",
                "你好，我们周末在郊区办露营活动，想租两台5千瓦的汽油发电机，周六早上到周日晚上。",
            ),
            (
                "a",
                "您好，5千瓦汽油发电机每台每天260元，两台两天1040元，押金每台2000元。需要送货吗？",
            ),
            ("u", "要送货，地址是北京市怀柔区雁栖镇柏崖厂村的云栖营地。"),
            ("a", "送到怀柔往返运费300元，周六早上8点前送到。"),
            ("u", "刚和同事商量了一下，一台就够了，不过要多租一天，周一下午再来拉走。"),
            ("a", "好的，一台三天780元，加运费300元，一共1080元，押金2000元，周一下午来取。"),
            ("u", "押金能不能免？我们是老客户了。"),
            ("a", "抱歉，押金免不了，不过可以刷信用卡预授权，不会真的扣钱。"),
            ("u", "那就预授权吧。联系人王磊，电话133 0117 6284。"),
        ],
        "gold_fields": {
            "customer_name": "王磊",
            "phone": one_of("133 0117 6284", "13301176284"),
            "tools": ["发电机"],
            "quantity": 1,
            "hire_start": one_of("周六早上", "周六"),
            "hire_end": one_of("周一下午", "周一"),
            "duration": one_of("三天", "3天"),
            "delivery": True,
            "delivery_address": one_of(
                "北京市怀柔区雁栖镇柏崖厂村的云栖营地",
                "怀柔区雁栖镇柏崖厂村的云栖营地",
                "柏崖厂村的云栖营地",
                "云栖营地",
            ),
            "delivery_slot": one_of("周六早上8点前", "早上8点前", "8点前"),
            "deposit": one_of("2000元", "预授权", "押金2000元", "信用卡预授权"),
            "price": one_of("1080元", None),
        },
        "not_active": ["1040元", "两台", "周日晚上"],
        "probes": ["露营"],
        "gold_goals": [
            {"match": "发电机", "status": LIVE},
            {"match": "能不能免", "status": GONE},
        ],
    },
]


def build() -> list[dict[str, Any]]:
    """The set's records (English first, then Chinese)."""
    return build_set("blind24", [("en", EN), ("zh", ZH)], 24)


if __name__ == "__main__":
    write_set(Path(__file__).with_name("state_blind24.jsonl"), build())
