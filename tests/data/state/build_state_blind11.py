"""Builds ``state_blind11.jsonl``: an eleventh blind labelled set for ``turnmem eval state``.

Hand-written for turnmem (not taken from any data set) without reading the rule folder, its
correction tests or the conversations of the earlier blind sets. 24 conversations, 16 English
and 8 Chinese, split ``blind11``, in twelve domains no earlier set used (hospital outpatient
clinics, school trips, charity donations, storage units, opticians, music lessons, camping
sites, kitchen renovation quotes, software licence sales, solar panel installs, child care,
dry cleaning), two conversations each, every one naming a class of ``schemas_blind11.py``.
They lean on the ways people change what they said: a slip corrected in the same breath
("RX-55102 - no sorry, RX-55120", "病历号是 A3307，不对，是 A3370"), a change because of a third
person ("my daughter drives me and she works Tuesdays", "朋友的沙发也要放"), a value floated as a
question and accepted or declined ("Would Tuesdays and Thursdays work?", "要不要加洗碗机？"), a
cancellation taken back ("cancel the renewal ... finance just approved the budget"), one of
several garments, extras, appliances or days dropped, changed counts, dates, times, sizes and
amounts, a pick among listed options ("the 11:15", "B款"), negations ("No, skip that",
"不要变色", "No battery for now"), hedges ("we might go to 45 minutes after her first exam"),
and conversations where nothing changes.
Run ``python tests/data/state/build_state_blind11.py`` to rebuild the file (deterministic).

Labelling conventions (as in ``build_state_blind10.py``):

- a field only a tool output states may be unset (``null`` in ``one_of``); a field the user
  stated (or the assistant stated and the user accepted) must be set; a schema field not listed
  must end unset;
- ``not_active`` lists replaced, cancelled or rejected values chosen so that no true statement
  at the end needs to contain them (a reason such as "she has swimming on Wednesdays" or a
  negation such as "no climate control" is true, so "Wednesday" is not listed); a cancelled
  request is labelled in ``gold_goals`` as ``abandoned`` or ``absent``;
- questions and requests for information are ``absent`` goals; a request the user makes in
  the imperative is a goal (any live or done status); a hedge ("we might") sets nothing.
- ``probes`` name a reason the user gave for a change (a third person's constraint, a health
  reason) that the final context should still hold.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from turnmem.lab.state_sets import GONE, LIVE, build_set, one_of, write_set

EN: list[dict[str, Any]] = [
    # ---------------------------------------------------------------- hospital outpatient
    {
        "id": "blind11-outpatient-en-daughter-drives",
        "domain": "hospital_outpatient",
        "schema": "OutpatientState",
        "steps": [
            (
                "u",
                "Hello, I need to book a follow-up at the dermatology clinic. My hospital "
                "number is RX-55102 - no sorry, RX-55120.",
            ),
            (
                "call",
                "find_slots",
                {"patient_id": "RX-55120", "clinic": "dermatology"},
                {
                    "patient": "Margaret Hollis",
                    "doctor": "Dr Banerjee",
                    "slots": ["Tue 09:20", "Tue 10:40", "Thu 14:00"],
                },
            ),
            (
                "a",
                "Thanks, Margaret. Dr Banerjee has Tuesday 9:20 or 10:40, or Thursday at 2pm.",
            ),
            (
                "u",
                "Tuesday 10:40 then. Oh hang on - my daughter drives me and she works "
                "Tuesdays, so it'll have to be the Thursday at 2.",
            ),
            ("a", "Thursday at 2pm with Dr Banerjee. Is 07700 900412 still your number?"),
            ("u", "Yes, that's still right."),
        ],
        "gold_fields": {
            "patient_name": one_of(None, "Margaret Hollis", "Margaret"),
            "patient_id": "RX-55120",
            "department": one_of("dermatology", "dermatology clinic"),
            "doctor": one_of(None, "Dr Banerjee", "Banerjee"),
            "date": one_of("Thursday", "Thu", "the Thursday"),
            "time": one_of("2", "2pm", "14:00", "2 pm"),
            "phone": one_of(None, "07700 900412"),
        },
        "not_active": ["RX-55102", "10:40"],
        "gold_goals": [{"match": "follow-up", "status": LIVE}],
        "probes": ["daughter"],
        "once": ["RX-55120"],
    },
    # ---------------------------------------------------------------- school trip
    {
        "id": "blind11-school-trip-en-collect-at-museum",
        "domain": "school_trip",
        "schema": "SchoolTripState",
        "steps": [
            (
                "u",
                "Hi, I'm filling in the form for the Year 5 trip to the Natural History Museum. "
                "My son is Arjun Shah, class 5B. I'm Priya Shah.",
            ),
            (
                "call",
                "get_trip",
                {"class": "5B", "trip": "Natural History Museum"},
                {"date": "2026-03-18", "cost": "£18.50", "return": "school gates 15:30"},
            ),
            (
                "a",
                "The trip is on 18 March and costs £18.50; pupils come back to the school "
                "gates at 3:30. Any dietary needs or medication?",
            ),
            (
                "u",
                "He's nut-free, and he carries an inhaler. Could he be collected from the "
                "museum instead? We live nearby.",
            ),
            (
                "a",
                "Yes - parents can collect at the museum's Exhibition Road entrance at 3pm. "
                "Shall I put that down?",
            ),
            ("u", "Yes please, do that. Emergency number is 07911 234567."),
        ],
        "gold_fields": {
            "student_name": "Arjun Shah",
            "parent_name": "Priya Shah",
            "class_name": one_of("5B", "class 5B"),
            "trip": one_of("Natural History Museum", "Year 5 trip to the Natural History Museum"),
            "date": one_of(None, "2026-03-18", "18 March"),
            "dietary_needs": ["nut-free"],
            "medication": one_of("inhaler", "an inhaler"),
            "payment": one_of(None, "£18.50", "18.50"),
            "pickup_point": one_of(
                "museum",
                "the museum",
                "Exhibition Road entrance",
                "museum's Exhibition Road entrance",
                "the museum's Exhibition Road entrance",
            ),
            "phone": "07911 234567",
        },
        "not_active": [],
    },
    # ---------------------------------------------------------------- charity
    {
        "id": "blind11-charity-en-keep-it-at-ten",
        "domain": "charity_donation",
        "schema": "DonationState",
        "steps": [
            (
                "u",
                "I'd like to set up a monthly donation to Riverside Food Bank, £10 a month.",
            ),
            (
                "a",
                "Thank you! Many of our regular donors give £25 a month - would you like to "
                "do that? And are you a UK taxpayer, for Gift Aid?",
            ),
            (
                "u",
                "No, keep it at £10 for now. Yes I pay UK tax, add Gift Aid. Start on the "
                "1st of next month, by direct debit.",
            ),
            (
                "call",
                "create_regular_gift",
                {"charity": "Riverside Food Bank", "amount": "10", "gift_aid": True},
                {"donation_id": "RFB-40218", "first_payment": "2026-04-01"},
            ),
            ("a", "Done - reference RFB-40218, first payment 1 April. Name and email?"),
            ("u", "Daniel Mercer, dan.mercer@fastpost.net."),
        ],
        "gold_fields": {
            "donor_name": "Daniel Mercer",
            "email": "dan.mercer@fastpost.net",
            "charity": "Riverside Food Bank",
            "amount": one_of("£10", "10", "£10 a month"),
            "frequency": one_of("monthly", "a month", "each month"),
            "gift_aid": True,
            "payment_method": one_of("direct debit", "by direct debit"),
            "start_date": one_of("1st of next month", "1st", "2026-04-01", "1 April"),
            "donation_id": one_of(None, "RFB-40218"),
        },
        "not_active": ["£25"],
        "gold_goals": [{"match": "monthly donation", "status": LIVE}],
        "once": ["RFB-40218"],
    },
    # ---------------------------------------------------------------- storage unit
    {
        "id": "blind11-storage-en-brothers-motorbike",
        "domain": "storage_unit",
        "schema": "StorageUnitState",
        "steps": [
            ("u", "What unit sizes do you have at the Eastgate site?"),
            (
                "call",
                "list_units",
                {"facility": "Eastgate"},
                {"sizes": {"25 sq ft": "£39", "50 sq ft": "£64", "75 sq ft": "£89"}},
            ),
            ("a", "25 sq ft at £39, 50 sq ft at £64 or 75 sq ft at £89 a month."),
            (
                "u",
                "The 50 for three months from Saturday the 14th. Wait, my brother's storing "
                "his motorbike with my stuff, so the 75 instead. Do I need climate control?",
            ),
            (
                "a",
                "We recommend it for wooden furniture, it's £12 extra. Shall I add it?",
            ),
            (
                "u",
                "No, skip that, it's just boxes and the bike. And make it four months, the "
                "new flat isn't ready until July. Name's Chloe Burrows, 07822 615300.",
            ),
            (
                "call",
                "reserve_unit",
                {"facility": "Eastgate", "size": "75 sq ft", "months": 4, "start": "14th"},
                {"unit_number": "E-217", "monthly_price": "£89"},
            ),
            ("a", "Reserved: unit E-217, 75 sq ft, four months from the 14th, £89 a month."),
        ],
        "gold_fields": {
            "customer_name": "Chloe Burrows",
            "phone": "07822 615300",
            "facility": one_of("Eastgate", "Eastgate site"),
            "unit_size": one_of("75", "75 sq ft", "the 75"),
            "climate_control": False,
            "start_date": one_of("Saturday the 14th", "the 14th", "14th", "Saturday"),
            "months": 4,
            "monthly_price": one_of(None, "£89", "89"),
            "unit_number": one_of(None, "E-217"),
        },
        "not_active": ["three months"],
        "gold_goals": [{"match": "climate control", "status": GONE}],
        "probes": ["motorbike"],
        "once": ["E-217"],
    },
    # ---------------------------------------------------------------- optician
    {
        "id": "blind11-optician-en-nothing-changes",
        "domain": "optician",
        "schema": "OpticianState",
        "steps": [
            (
                "u",
                "I'd like to book an eye test at your Kingsway branch, Friday morning if "
                "possible. I wear contact lenses, so I need a contact lens check too.",
            ),
            (
                "call",
                "find_slots",
                {"branch": "Kingsway", "day": "Friday", "part": "morning"},
                {"slots": ["09:00", "11:15"]},
            ),
            ("a", "Friday at 9:00 or 11:15 at Kingsway. Which suits you?"),
            ("u", "The 11:15 please. Tomasz Nowak, 07455 318902."),
            ("a", "Booked: eye test and contact lens check, Friday 11:15, Kingsway."),
        ],
        "gold_fields": {
            "patient_name": "Tomasz Nowak",
            "phone": "07455 318902",
            "branch": one_of("Kingsway", "Kingsway branch"),
            "service": one_of("eye test", "eye test and contact lens check", "contact lens check"),
            "date": one_of("Friday", "Friday morning"),
            "time": one_of("11:15", "the 11:15"),
            "contact_lenses": True,
        },
        "gold_goals": [{"match": "eye test", "status": LIVE}],
    },
    # ---------------------------------------------------------------- music lessons
    {
        "id": "blind11-music-en-swimming-wednesdays",
        "domain": "music_lessons",
        "schema": "MusicLessonState",
        "steps": [
            (
                "u",
                "Hi, I'm Ruth Fielding. I want to book piano lessons for my daughter Ellie, "
                "she's 8 and a beginner. Who teaches on weekday afternoons?",
            ),
            (
                "a",
                "Mr Adeyemi teaches Wednesdays and Thursdays, Ms Lund Mondays. Lessons are 30 "
                "or 45 minutes.",
            ),
            (
                "u",
                "Mr Adeyemi, Wednesdays at 4:30, 30 minutes. We might go to 45 minutes after "
                "her first exam. Ten lessons to start.",
            ),
            ("a", "Wednesdays 4:30 with Mr Adeyemi, 30 minutes, ten lessons."),
            (
                "u",
                "Oh no, she has swimming on Wednesdays. Thursdays then, same time.",
            ),
            (
                "call",
                "book_lessons",
                {"teacher": "Mr Adeyemi", "day": "Thursday", "time": "16:30", "count": 10},
                {"booking_ref": "PN-3391", "first_lesson": "2026-01-15"},
            ),
            ("a", "Booked, PN-3391: Thursdays at 4:30, first lesson 15 January."),
        ],
        "gold_fields": {
            "student_name": one_of("Ellie", "Ellie Fielding"),
            "parent_name": "Ruth Fielding",
            "instrument": "piano",
            "teacher": one_of("Mr Adeyemi", "Adeyemi"),
            "level": one_of("beginner", "a beginner"),
            "lesson_day": one_of("Thursdays", "Thursday"),
            "lesson_time": one_of("4:30", "16:30", "same time"),
            "lesson_length": one_of("30 minutes", "30", "30 min"),
            "lessons": 10,
            "start_date": one_of(None, "2026-01-15", "15 January"),
            "booking_ref": one_of(None, "PN-3391"),
        },
        "not_active": [],
        "gold_goals": [
            {"match": "Who teaches", "status": GONE},
            {"match": "piano lessons", "status": LIVE},
        ],
        "probes": ["swimming"],
        "once": ["PN-3391"],
    },
    # ---------------------------------------------------------------- camping
    {
        "id": "blind11-camping-en-one-kid-at-grandparents",
        "domain": "camping",
        "schema": "CampingState",
        "steps": [
            (
                "u",
                "Hi, we'd like a family tent pitch at Larchwood Camping from Friday 7 August "
                "for three nights - two adults and three kids, with electric hook-up.",
            ),
            (
                "call",
                "check_pitches",
                {"site": "Larchwood", "arrival": "2026-08-07", "nights": 3},
                {"available": True, "extras": ["firewood", "kayak hire", "gas bottle"]},
            ),
            (
                "a",
                "That's available. We also offer firewood, kayak hire and gas bottles.",
            ),
            (
                "u",
                "Firewood and kayak hire please. Actually our eldest is staying with his "
                "grandparents that week, so just two kids.",
            ),
            ("a", "Two adults and two children, firewood and kayak hire."),
            (
                "u",
                "Could we arrive on Thursday the 6th instead and still leave on the Monday? "
                "And scrap the kayak, the little ones are too young.",
            ),
            ("a", "Yes: Thursday 6 August for four nights, leaving Monday. Kayak removed."),
            ("u", "Perfect. It's under Gareth Pryce, gareth.pryce@valleymail.com."),
        ],
        "gold_fields": {
            "guest_name": "Gareth Pryce",
            "email": "gareth.pryce@valleymail.com",
            "campsite": one_of("Larchwood", "Larchwood Camping"),
            "pitch_type": one_of("family tent pitch", "tent pitch", "tent", "family tent"),
            "arrival_date": one_of("Thursday the 6th", "the 6th", "6th", "6 August", "Thursday"),
            "nights": 4,
            "adults": 2,
            "children": 2,
            "electric_hookup": True,
            "extras": ["firewood"],
        },
        "not_active": ["three kids", "three nights"],
        "gold_goals": [{"match": "family tent pitch", "status": LIVE}],
        "probes": ["grandparents"],
    },
    # ---------------------------------------------------------------- kitchen renovation
    {
        "id": "blind11-kitchen-en-partner-wants-to-be-there",
        "domain": "kitchen_renovation",
        "schema": "KitchenQuoteState",
        "steps": [
            (
                "u",
                "Hi, I'd like a quote for a new kitchen. L-shaped - actually no, an island, "
                "we're taking the wall out to the dining room.",
            ),
            (
                "a",
                "An island layout, lovely. For worktops we do laminate, oak or quartz. Which "
                "appliances should we include?",
            ),
            (
                "u",
                "Oak. Induction hob, dishwasher and a wine fridge. Budget is around £18,000 - "
                "I could stretch to 20 but I'd rather not.",
            ),
            (
                "a",
                "Noted. Our designer can survey on Tuesday at 10am. Name and address?",
            ),
            (
                "u",
                "Leave out the wine fridge, it won't fit with the island. And can it be "
                "Wednesday, same time? My partner wants to be there. Nadia Kerr, "
                "14 Elm Row, Bristol, 07123 456780.",
            ),
            (
                "call",
                "book_survey",
                {"name": "Nadia Kerr", "date": "Wednesday", "time": "10:00"},
                {"quote_id": "KQ-7702"},
            ),
            ("a", "Survey booked for Wednesday at 10am, quote reference KQ-7702."),
        ],
        "gold_fields": {
            "customer_name": "Nadia Kerr",
            "phone": "07123 456780",
            "address": one_of("14 Elm Row, Bristol", "14 Elm Row"),
            "layout": one_of("island", "an island"),
            "worktop": "oak",
            "appliances": ["induction hob", "dishwasher"],
            "budget": one_of("£18,000", "18,000", "around £18,000"),
            "survey_date": "Wednesday",
            "survey_time": one_of("10am", "10:00", "same time", "10"),
            "quote_id": one_of(None, "KQ-7702"),
        },
        "not_active": ["L-shaped", "Tuesday"],
        "gold_goals": [{"match": "quote", "status": LIVE}],
        "probes": ["partner"],
        "once": ["KQ-7702"],
    },
    # ---------------------------------------------------------------- software licence
    {
        "id": "blind11-software-en-hr-new-hires",
        "domain": "software_license",
        "schema": "SoftwareLicenseState",
        "steps": [
            (
                "u",
                "Hi, Olivia Grant from Brightwave Ltd. We want TeamLedger Business for 40 "
                "seats, billed annually, with the SSO and audit log add-ons.",
            ),
            (
                "a",
                "Happy to help. Would you like Premium support with that? It adds 24/7 phone "
                "cover.",
            ),
            (
                "u",
                "No, standard support is fine. Oh, and HR just told me it's 52 seats after "
                "the new hires in March.",
            ),
            (
                "call",
                "create_quote",
                {"product": "TeamLedger", "edition": "Business", "seats": 52, "term": "annual"},
                {"quote_id": "Q-88310", "price": "£31,200/yr"},
            ),
            ("a", "Quote Q-88310: 52 Business seats, annual, £31,200 a year. Where to send it?"),
            ("u", "olivia.grant@brightwave.co.uk. Start date 1 April."),
        ],
        "gold_fields": {
            "company": "Brightwave Ltd",
            "contact_name": "Olivia Grant",
            "email": "olivia.grant@brightwave.co.uk",
            "product": one_of("TeamLedger", "TeamLedger Business"),
            "edition": one_of("Business", "TeamLedger Business"),
            "seats": 52,
            "billing_term": one_of("annually", "annual", "billed annually"),
            "start_date": one_of("1 April", "April 1"),
            "support_level": one_of("standard", "standard support"),
            "add_ons": ["SSO", "audit log"],
            "quote_id": one_of(None, "Q-88310"),
        },
        "not_active": ["40 seats", "Premium"],
        "gold_goals": [
            {"match": "Premium", "status": GONE},
            {"match": "TeamLedger Business", "status": LIVE},
        ],
        "probes": ["new hires"],
        "once": ["Q-88310"],
    },
    {
        "id": "blind11-software-en-renewal-back-on",
        "domain": "software_license",
        "schema": "SoftwareLicenseState",
        "steps": [
            (
                "u",
                "Hello, Marcus Lee at Fenwick Labs. Our DataForge Enterprise licence, 25 "
                "seats, renews on 1 October. Please cancel the renewal.",
            ),
            (
                "call",
                "get_subscription",
                {"company": "Fenwick Labs", "product": "DataForge"},
                {"edition": "Enterprise", "seats": 25, "renews": "2026-10-01", "id": "SUB-5510"},
            ),
            ("a", "I can see SUB-5510. Shall I go ahead and cancel the renewal?"),
            (
                "u",
                "Hold on - finance just approved the budget. Don't cancel. Renew it, but move "
                "us down to the Team edition, same 25 seats.",
            ),
            ("a", "Understood: renewal kept, Team edition, 25 seats from 1 October."),
            ("u", "Yes. Send the invoice to accounts@fenwicklabs.io - that's all."),
        ],
        "gold_fields": {
            "company": "Fenwick Labs",
            "contact_name": "Marcus Lee",
            "email": "accounts@fenwicklabs.io",
            "product": one_of("DataForge", "DataForge Team"),
            "edition": one_of("Team", "Team edition"),
            "seats": 25,
            "start_date": one_of(None, "1 October", "2026-10-01", "October 1"),
            "quote_id": one_of(None, "SUB-5510"),
        },
        "not_active": ["Enterprise"],
        "gold_goals": [
            {"match": "cancel the renewal", "status": GONE},
            {"match": "Team edition", "status": LIVE},
        ],
        "probes": ["finance"],
    },
    # ---------------------------------------------------------------- solar install
    {
        "id": "blind11-solar-en-surveyor-says-ten",
        "domain": "solar_install",
        "schema": "SolarInstallState",
        "steps": [
            (
                "u",
                "We'd like 12 solar panels on the south roof at 9 Birch Close, Leeds. It's a "
                "tiled roof. Can you add a battery too?",
            ),
            (
                "a",
                "Yes, we fit 5 kWh and 10 kWh batteries. Which would you like?",
            ),
            ("u", "5 kWh please."),
            (
                "call",
                "book_survey",
                {"address": "9 Birch Close, Leeds", "panels": 12},
                {"survey_date": "2026-05-06", "quote_id": "SOL-2045"},
            ),
            ("a", "Survey booked for 6 May, quote SOL-2045."),
            (
                "u",
                "Update after the survey: the surveyor said the south roof only fits 10 "
                "panels. Make it 10, and go up to the 10 kWh battery to make up for it. "
                "Install on 2 June if you can. This is Helen Booth, 07700 123987.",
            ),
            ("a", "Updated: 10 panels, 10 kWh battery, install on 2 June."),
        ],
        "gold_fields": {
            "customer_name": "Helen Booth",
            "phone": "07700 123987",
            "address": one_of("9 Birch Close, Leeds", "9 Birch Close"),
            "panels": 10,
            "battery": True,
            "battery_size": one_of("10 kWh", "10kWh"),
            "roof_type": one_of("tiled", "tiled roof"),
            "survey_date": one_of(None, "2026-05-06", "6 May"),
            "install_date": one_of("2 June", "June 2"),
            "quote_id": one_of(None, "SOL-2045"),
        },
        "not_active": ["5 kWh", "12 solar panels"],
        "probes": ["surveyor"],
        "once": ["SOL-2045"],
    },
    {
        "id": "blind11-solar-en-no-battery-for-now",
        "domain": "solar_install",
        "schema": "SolarInstallState",
        "steps": [
            (
                "u",
                "Hi, quote SOL-3178. I'd like to book the installation of our 16 panels. "
                "What dates do you have?",
            ),
            (
                "call",
                "install_dates",
                {"quote_id": "SOL-3178"},
                {"dates": ["2026-06-09", "2026-06-19", "2026-06-23"], "roof": "slate"},
            ),
            ("a", "We have 9, 19 or 23 June. Do you want a battery added as well?"),
            ("u", "The 19th. No battery for now, we'll see how the bills look."),
            ("a", "Booked for 19 June: 16 panels on the slate roof, no battery."),
        ],
        "gold_fields": {
            "panels": 16,
            "battery": False,
            "roof_type": one_of(None, "slate"),
            "install_date": one_of("the 19th", "19th", "2026-06-19", "19 June"),
            "quote_id": "SOL-3178",
        },
        "gold_goals": [
            {"match": "installation", "status": LIVE},
            {"match": "What dates", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- child care
    {
        "id": "blind11-childcare-en-mum-has-fridays",
        "domain": "child_care",
        "schema": "ChildCareState",
        "steps": [
            (
                "u",
                "Hi, I'd like a place at Little Acorns Nursery for my daughter Maya, she's 2. "
                "Full days on Monday, Wednesday and Friday, starting 5 January.",
            ),
            ("a", "We have space on those days. Any allergies we should know about?"),
            (
                "u",
                "She's allergic to eggs. Actually drop the Friday - my mum's offered to have "
                "her on Fridays.",
            ),
            ("a", "Monday and Wednesday full days then. Who else may collect her?"),
            (
                "u",
                "My partner, Jonas Berg. I'm Anna Berg, 07966 550213.",
            ),
            (
                "call",
                "register_child",
                {"child": "Maya Berg", "days": ["Monday", "Wednesday"], "start": "2027-01-05"},
                {"booking_ref": "LA-1194"},
            ),
            ("a", "All set, reference LA-1194."),
        ],
        "gold_fields": {
            "parent_name": "Anna Berg",
            "child_name": one_of("Maya", "Maya Berg"),
            "child_age": one_of("2", "2 years"),
            "phone": "07966 550213",
            "centre": one_of("Little Acorns Nursery", "Little Acorns"),
            "days": ["Monday", "Wednesday"],
            "session": one_of("full days", "full day"),
            "start_date": one_of("5 January", "2027-01-05"),
            "allergies": ["eggs"],
            "pickup_person": one_of("Jonas Berg", "Jonas", "my partner, Jonas Berg"),
            "booking_ref": one_of(None, "LA-1194"),
        },
        "not_active": [],
        "gold_goals": [{"match": "place at Little Acorns", "status": LIVE}],
        "probes": ["mum"],
        "once": ["LA-1194"],
    },
    {
        "id": "blind11-childcare-en-mornings-and-later-start",
        "domain": "child_care",
        "schema": "ChildCareState",
        "steps": [
            (
                "u",
                "Hello, I'm registering my son Leo, he's 3, at Sunnyside Childcare for "
                "afternoon sessions, starting on the 5th.",
            ),
            (
                "a",
                "Afternoons are full, but we have mornings on Tuesdays and Thursdays. Would "
                "Tuesdays and Thursdays work?",
            ),
            ("u", "Yes, that works, mornings then."),
            (
                "u",
                "Sorry, one more thing - can we push the start to the 12th? We're away the "
                "first week. Contact is Sam Ortiz, 07588 301744.",
            ),
            ("a", "Mornings on Tuesdays and Thursdays for Leo, starting the 12th."),
        ],
        "gold_fields": {
            "parent_name": "Sam Ortiz",
            "child_name": "Leo",
            "child_age": one_of("3", "3 years"),
            "phone": "07588 301744",
            "centre": one_of("Sunnyside Childcare", "Sunnyside"),
            "days": ["Tuesdays", "Thursdays"],
            "session": one_of("mornings", "morning"),
            "start_date": one_of("the 12th", "12th"),
        },
        "not_active": ["afternoon sessions", "the 5th"],
    },
    # ---------------------------------------------------------------- dry cleaning
    {
        "id": "blind11-drycleaning-en-wedding-saturday",
        "domain": "dry_cleaning",
        "schema": "DryCleaningState",
        "steps": [
            (
                "u",
                "Hi, I'm dropping off a navy suit, two shirts and a silk dress. The suit "
                "needs pressing and there's a wine stain on one shirt.",
            ),
            ("a", "We can do that. Standard is ready Monday. Do you need it sooner?"),
            (
                "u",
                "I've got a wedding on Saturday, so express, ready Friday please. And I'll "
                "keep the dress, I'll take it to a specialist.",
            ),
            (
                "a",
                "Express, ready Friday, suit and two shirts. Shall we deliver to your address?",
            ),
            ("u", "No, I'll collect it myself. Name's Ian Cho, 07412 889301."),
            (
                "call",
                "create_ticket",
                {"name": "Ian Cho", "garments": ["navy suit", "shirt", "shirt"], "express": True},
                {"ticket_id": "DC-6620"},
            ),
            ("a", "Ticket DC-6620, ready Friday for collection."),
        ],
        "gold_fields": {
            "customer_name": "Ian Cho",
            "phone": "07412 889301",
            "garments": ["navy suit", "two shirts"],
            "services": one_of(
                ["pressing", "wine stain"],
                ["pressing", "stain"],
                ["press", "stain"],
            ),
            "express": True,
            "ready_day": "Friday",
            "fulfilment": one_of("collect", "collection", "collect it myself"),
            "ticket_id": one_of(None, "DC-6620"),
        },
        "not_active": [],
        "gold_goals": [{"match": "deliver", "status": GONE}],
        "probes": ["wedding"],
        "once": ["DC-6620"],
    },
    {
        "id": "blind11-drycleaning-en-curtains-delivery",
        "domain": "dry_cleaning",
        "schema": "DryCleaningState",
        "steps": [
            ("u", "Can you clean a king-size duvet and two pairs of curtains?"),
            ("a", "Yes, ready Tuesday. Collection or delivery?"),
            (
                "u",
                "Delivery please, to 3 Quay Street, flat 2. Oh, make it three pairs of "
                "curtains, I forgot the bedroom ones.",
            ),
            (
                "call",
                "create_ticket",
                {"garments": ["duvet", "curtains x3"], "delivery": "3 Quay Street, flat 2"},
                {"ticket_id": "DC-7014", "ready": "Wednesday"},
            ),
            ("a", "With three pairs it'll be Wednesday - ticket DC-7014. Is that OK?"),
            ("u", "Wednesday's fine. Name Rosa Diaz, 07301 552006."),
        ],
        "gold_fields": {
            "customer_name": "Rosa Diaz",
            "phone": "07301 552006",
            "garments": one_of(
                ["king-size duvet", "three pairs of curtains"],
                ["duvet", "curtains"],
                ["king-size duvet", "curtains"],
            ),
            "ready_day": "Wednesday",
            "fulfilment": "delivery",
            "address": one_of("3 Quay Street, flat 2", "3 Quay Street"),
            "ticket_id": one_of(None, "DC-7014"),
        },
        "not_active": ["Tuesday", "two pairs"],
        "once": ["DC-7014"],
    },
]


ZH: list[dict[str, Any]] = [
    # ---------------------------------------------------------------- hospital outpatient
    {
        "id": "blind11-outpatient-zh-son-comes-along",
        "domain": "hospital_outpatient",
        "schema": "OutpatientState",
        "steps": [
            ("u", "你好，我想挂心内科的号，病历号是 A3307，不对，是 A3370。"),
            (
                "call",
                "find_slots",
                {"patient_id": "A3370", "department": "心内科"},
                {
                    "patient": "刘桂兰",
                    "slots": ["周三上午9点 王医生", "周四下午2点半 李医生"],
                },
            ),
            ("a", "刘阿姨您好，可以约周三上午9点王医生，或者周四下午2点半李医生。"),
            ("u", "周三上午吧。哎，我儿子周三要上班，得他陪我去，那就改周四下午。"),
            ("a", "好的，周四下午2点半，李医生。需要留个联系电话吗？"),
            ("u", "电话是 13812345678。这次主要是复查血压。"),
        ],
        "gold_fields": {
            "patient_name": one_of(None, "刘桂兰"),
            "patient_id": "A3370",
            "department": "心内科",
            "doctor": one_of("李医生", "李"),
            "date": one_of("周四", "周四下午"),
            "time": one_of("下午2点半", "2点半", "14:30", "周四下午2点半"),
            "phone": "13812345678",
            "reason": one_of("复查血压", "血压"),
        },
        "not_active": ["A3307", "周三上午"],
        "gold_goals": [{"match": "挂心内科", "status": LIVE}],
        "probes": ["儿子"],
        "once": ["A3370"],
    },
    # ---------------------------------------------------------------- school trip
    {
        "id": "blind11-school-trip-zh-mango-allergy",
        "domain": "school_trip",
        "schema": "SchoolTripState",
        "steps": [
            (
                "u",
                "老师好，我给三年级二班的张小雨报名周五去植物园的春游。她对芒果过敏。",
            ),
            ("a", "好的。费用是60元，回来统一在学校门口接孩子，可以吗？"),
            (
                "u",
                "我们住植物园附近，能不能在植物园南门直接接她？",
            ),
            ("a", "可以的，下午3点在植物园南门等。家长姓名和电话留一下？"),
            ("u", "好，就南门。我是她妈妈陈静，电话 13900001111。费用我已经微信付了。"),
        ],
        "gold_fields": {
            "student_name": "张小雨",
            "parent_name": "陈静",
            "phone": "13900001111",
            "class_name": "三年级二班",
            "trip": one_of("植物园", "植物园的春游", "春游"),
            "date": "周五",
            "dietary_needs": one_of(["芒果过敏"], ["芒果"]),
            "payment": one_of(None, "60元", "60"),
            "pickup_point": one_of("植物园南门", "南门"),
        },
        "not_active": [],
    },
    # ---------------------------------------------------------------- charity
    {
        "id": "blind11-charity-zh-one-off-to-monthly",
        "domain": "charity_donation",
        "schema": "DonationState",
        "steps": [
            ("u", "你好，我想给“春苗助学”项目捐一次500元。"),
            ("a", "谢谢您！用什么方式付款？需要开捐赠收据吗？"),
            (
                "u",
                "支付宝。嗯……还是改成每月捐100吧，长期一点比较好，从下个月1号开始。",
            ),
            (
                "call",
                "create_donation",
                {"project": "春苗助学", "amount": "100", "frequency": "monthly"},
                {"donation_id": "CM-20931"},
            ),
            ("a", "已设置每月100元，编号 CM-20931。收据发到哪个邮箱？"),
            ("u", "发到 wangfang88@163.com，我叫王芳。"),
        ],
        "gold_fields": {
            "donor_name": "王芳",
            "email": "wangfang88@163.com",
            "designation": one_of("春苗助学", "“春苗助学”项目"),
            "charity": one_of(None, "春苗助学"),
            "amount": one_of("100元", "100", "每月100元"),
            "frequency": one_of("每月", "monthly"),
            "payment_method": "支付宝",
            "start_date": one_of("下个月1号", "1号"),
            "donation_id": one_of(None, "CM-20931"),
        },
        "not_active": ["500元"],
        "gold_goals": [{"match": "捐", "status": LIVE}],
        "once": ["CM-20931"],
    },
    # ---------------------------------------------------------------- storage unit
    {
        "id": "blind11-storage-zh-friends-sofa",
        "domain": "storage_unit",
        "schema": "StorageUnitState",
        "steps": [
            ("u", "你好，我想在城东店租个3平方的迷你仓，租6个月，下周一开始。"),
            (
                "a",
                "好的，3平方每月280元。要不要恒温恒湿的？每月多加80元。",
            ),
            (
                "u",
                "不要恒温，都是衣服和书。哦对了，我朋友的沙发也要放进去，换成5平方的吧。",
            ),
            (
                "call",
                "reserve_unit",
                {"site": "城东店", "size": "5平方", "months": 6},
                {"unit_number": "B-108", "monthly_price": "420元"},
            ),
            ("a", "已预留5平方 B-108，每月420元，下周一起租6个月。请留个姓名电话。"),
            ("u", "赵磊，13600002222。"),
        ],
        "gold_fields": {
            "customer_name": "赵磊",
            "phone": "13600002222",
            "facility": "城东店",
            "unit_size": one_of("5平方", "5"),
            "climate_control": False,
            "start_date": "下周一",
            "months": 6,
            "monthly_price": one_of(None, "420元", "420"),
            "unit_number": one_of(None, "B-108"),
        },
        "not_active": ["3平方"],
        "probes": ["沙发"],
        "once": ["B-108"],
    },
    # ---------------------------------------------------------------- optician
    {
        "id": "blind11-optician-zh-no-photochromic",
        "domain": "optician",
        "schema": "OpticianState",
        "steps": [
            ("u", "你好，我上周在你们万达店验过光，今天想来配眼镜。"),
            (
                "call",
                "list_frames",
                {"branch": "万达店"},
                {"frames": {"A款": "钛架 680元", "B款": "板材 420元", "C款": "半框 520元"}},
            ),
            ("a", "现在有A款钛架680元、B款板材420元、C款半框520元。"),
            ("u", "B款吧。镜片要防蓝光的，再加变色。"),
            ("a", "好的，B款，防蓝光加变色。周六可以来取。"),
            ("u", "变色还是不要了，上班戴着不方便。周六下午来取。我叫孙悦，电话 13711112222。"),
        ],
        "gold_fields": {
            "patient_name": "孙悦",
            "phone": "13711112222",
            "branch": "万达店",
            "service": one_of("配眼镜", "取镜"),
            # two visits: today to order, Saturday to collect; the field may hold either
            "date": one_of("周六", "周六下午", "今天"),
            "time": one_of(None, "下午", "周六下午"),
            "frames": one_of("B款", "B款板材"),
            "lens_options": ["防蓝光"],
        },
        "not_active": [],
        "gold_goals": [{"match": "配眼镜", "status": LIVE}],
    },
    # ---------------------------------------------------------------- music lessons
    {
        "id": "blind11-music-zh-afternoon-violin",
        "domain": "music_lessons",
        "schema": "MusicLessonState",
        "steps": [
            (
                "u",
                "你好，我给儿子周子涵报小提琴课，他零基础。想每周六上午10点上，一次45分钟。",
            ),
            ("a", "好的，周老师周六上午有空。买20节的课时包还是10节的？"),
            ("u", "先买10节吧。另外能不能改成周六下午3点？上午他要上英语课。"),
            ("a", "周六下午3点周老师也可以，那就下午3点、45分钟、10节。"),
            ("u", "好的。我是他爸爸周强，电话 13588889999。"),
        ],
        "gold_fields": {
            "student_name": "周子涵",
            "parent_name": "周强",
            "phone": "13588889999",
            "instrument": "小提琴",
            "teacher": one_of("周老师", "周"),
            "level": one_of("零基础", "初学"),
            "lesson_day": one_of("周六", "每周六"),
            "lesson_time": one_of("下午3点", "3点", "15:00", "周六下午3点"),
            "lesson_length": one_of("45分钟", "45"),
            "lessons": 10,
        },
        "not_active": ["上午10点"],
        "probes": ["英语课"],
    },
    # ---------------------------------------------------------------- camping
    {
        "id": "blind11-camping-zh-cabin-instead",
        "domain": "camping",
        "schema": "CampingState",
        "steps": [
            ("u", "你好，想订7月12号在松湖营地的帐篷位，住两晚，两个大人一个小孩。"),
            (
                "call",
                "check_site",
                {"campsite": "松湖营地", "date": "2026-07-12", "nights": 2},
                {"tent": "有", "cabin": "有", "extras": ["烧烤炉", "天幕", "睡袋"]},
            ),
            ("a", "帐篷位和木屋都还有。还可以租烧烤炉、天幕和睡袋。"),
            (
                "u",
                "那天可能下雨，还是订木屋吧。租个烧烤炉和天幕。哦，天幕不要了，木屋有门廊。",
            ),
            (
                "call",
                "book_site",
                {"campsite": "松湖营地", "type": "木屋", "nights": 2, "extras": ["烧烤炉"]},
                {"booking_ref": "SH-7712"},
            ),
            ("a", "订好了，木屋两晚，加烧烤炉，订单号 SH-7712。留个邮箱发确认？"),
            ("u", "lixiaoming@qq.com，名字李晓明。"),
        ],
        "gold_fields": {
            "guest_name": "李晓明",
            "email": "lixiaoming@qq.com",
            "campsite": "松湖营地",
            "pitch_type": "木屋",
            "arrival_date": one_of("7月12号", "2026-07-12"),
            "nights": 2,
            "adults": 2,
            "children": 1,
            "extras": ["烧烤炉"],
            "booking_ref": one_of(None, "SH-7712"),
        },
        "not_active": ["帐篷位"],
        "probes": ["下雨"],
        "once": ["SH-7712"],
    },
    # ---------------------------------------------------------------- kitchen renovation
    {
        "id": "blind11-kitchen-zh-no-dishwasher",
        "domain": "kitchen_renovation",
        "schema": "KitchenQuoteState",
        "steps": [
            (
                "u",
                "你好，我家厨房想翻新，做L型的，台面用石英石，预算5万左右。地址是"
                "滨江路88号3栋1202。",
            ),
            ("a", "好的。要不要加洗碗机？嵌入式的大概多4000。"),
            ("u", "暂时不要。"),
            (
                "call",
                "book_survey",
                {"address": "滨江路88号3栋1202", "date": "周六", "time": "上午10点"},
                {"quote_id": "KT-3056"},
            ),
            ("a", "已约周六上午10点上门量房，报价单号 KT-3056。联系人怎么称呼？"),
            ("u", "黄先生，黄明，电话 13677778888。"),
        ],
        "gold_fields": {
            "customer_name": one_of("黄明", "黄先生"),
            "phone": "13677778888",
            "address": "滨江路88号3栋1202",
            "layout": one_of("L型", "L型的"),
            "worktop": "石英石",
            "budget": one_of("5万", "5万左右"),
            "survey_date": one_of(None, "周六", "周六上午"),
            "survey_time": one_of(None, "上午10点", "10点"),
            "quote_id": one_of(None, "KT-3056"),
        },
        "not_active": [],
        "gold_goals": [
            {"match": "翻新", "status": LIVE},
            {"match": "洗碗机", "status": GONE},
        ],
        "once": ["KT-3056"],
    },
]


def build() -> list[dict[str, Any]]:
    return build_set("blind11", (("en", EN), ("zh", ZH)), size=24)


if __name__ == "__main__":
    write_set(Path(__file__).with_name("state_blind11.jsonl"), build())
