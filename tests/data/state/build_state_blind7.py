"""Builds ``state_blind7.jsonl``: a seventh blind labelled set for ``turnmem eval state``.

Hand-written for turnmem (not taken from any data set) without reading the rule folder, its
correction tests or the conversations of the earlier blind sets. 24 conversations, 16 English
and 8 Chinese, split ``blind7``, in twelve domains (telecom plans, gym memberships, car
service, grocery orders, pharmacy refills, course enrolment, event tickets, home services,
parcel returns, hotel changes, visa appointments, subscriptions), two conversations each,
every one naming a class of ``schemas_blind7.py``. They lean on the ways people change what
they said: corrections mid-sentence ("the 14th - no, the 15th"), a value asked as a question
that the assistant accepts or declines ("could we do Saturday?" / "Saturday is full"),
cancelling and taking it back, dropping one of several things, changed counts, dates, times,
places and amounts, a choice among listed options ("the second one"), a third person's
constraint given as the reason for a change, hedges ("we might add ..."), and conversations
where nothing changes (nothing may be overwritten). Run
``python tests/data/state/build_state_blind7.py`` to rebuild the file (deterministic).

Labelling conventions (as in ``build_state_blind6.py``):

- a field only a tool output states may be unset (``null`` in ``one_of``); a field the user
  stated (or the assistant stated and the user accepted) must be set; a schema field not listed
  must end unset;
- ``not_active`` lists replaced, cancelled or rejected values chosen so that no true statement
  at the end needs to contain them; a cancelled request is labelled in ``gold_goals`` as
  ``abandoned`` or ``absent``;
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
    # ---------------------------------------------------------------- telecom
    {
        "id": "blind7-telecom-en-unlimited-declined-take-30gb",
        "domain": "telecom",
        "schema": "TelecomState",
        "steps": [
            (
                "u",
                "Hi, I want to change the plan on my number 0412 558 903. I'm on 10GB and "
                "always run out.",
            ),
            (
                "call",
                "get_plans",
                {"line": "0412558903"},
                {"plans": ["Value 20GB $35", "Plus 30GB $45", "Max Unlimited $65"]},
            ),
            (
                "a",
                "There are three plans you can move to: Value 20GB at $35, Plus 30GB at $45 and "
                "Max Unlimited at $65 a month.",
            ),
            ("u", "Could I get the unlimited one for $45 if I sign for two years?"),
            (
                "a",
                "I'm afraid Max Unlimited is $65 whatever the contract length. Plus 30GB is $45.",
            ),
            ("u", "Fine, the 30 gig one then. From the start of next billing cycle, please."),
            (
                "call",
                "change_plan",
                {"line": "0412558903", "plan": "Plus 30GB", "when": "next_cycle"},
                {"status": "scheduled", "effective": "2026-12-15"},
            ),
            ("a", "Done: Plus 30GB from 15 December, your next billing date."),
        ],
        "gold_fields": {
            "phone_number": one_of("0412 558 903", "0412558903"),
            "plan": one_of("Plus 30GB", "Plus"),
            "data_allowance": one_of("30GB", "30 gig", None),
            "start_date": one_of(
                "start of next billing cycle", "next billing cycle", "15 December", "2026-12-15"
            ),
        },
        "not_active": ["for two years"],
        "gold_goals": [{"match": "unlimited one for $45", "status": "absent"}],
    },
    # ---------------------------------------------------------------- gym
    {
        "id": "blind7-gym-en-freeze-then-keep-training",
        "domain": "gym",
        "schema": "GymState",
        "steps": [
            (
                "u",
                "Hello, Priya Raman here, member at the Northgate branch. I'd like to freeze my "
                "membership until the end of January, I'm having knee surgery.",
            ),
            ("a", "Sorry to hear that, Priya. I can freeze it until 31 January. Shall I go ahead?"),
            (
                "u",
                "Actually hold off on that. My physio says I should keep doing the pool "
                "sessions, so I'd rather keep it running and just switch to the Off-Peak tier "
                "to save a bit.",
            ),
            (
                "a",
                "No problem, no freeze. Off-Peak gives you access before 4pm on weekdays and all "
                "weekend, for $29 a month. Monthly billing as now?",
            ),
            ("u", "Yes, monthly."),
            (
                "call",
                "change_membership",
                {"member": "Priya Raman", "tier": "Off-Peak", "billing": "monthly"},
                {"status": "ok", "from": "2026-12-01"},
            ),
            ("a", "You're on Off-Peak, monthly, from 1 December. Good luck with the surgery!"),
        ],
        "gold_fields": {
            "member_name": "Priya Raman",
            "branch": "Northgate",
            "membership": "Off-Peak",
            "billing": "monthly",
        },
        "not_active": ["end of January", "31 January"],
        "probes": ["knee surgery"],
        "gold_goals": [
            {"match": "freeze", "status": GONE},
            {"match": "Off-Peak", "status": LIVE},
        ],
    },
    # ---------------------------------------------------------------- car service
    {
        "id": "blind7-car-en-brakes-added-time-moved-for-wife",
        "domain": "car_service",
        "schema": "CarServiceState",
        "steps": [
            (
                "u",
                "I need to book my Golf in for its annual service, reg KT19 XNB. Thursday "
                "morning, 8:30 if you can.",
            ),
            (
                "call",
                "check_slots",
                {"date": "Thursday"},
                {"slots": ["08:30", "10:00", "13:30"]},
            ),
            ("a", "Thursday at 8:30 is free. Anything else you'd like us to look at?"),
            (
                "u",
                "The brakes squeal a bit, check those too. Oh and my wife needs the car for the "
                "school run first thing, so make it 10 instead of 8:30.",
            ),
            (
                "a",
                "Annual service plus a brake check, Thursday at 10:00. Would you like a courtesy "
                "car?",
            ),
            ("u", "No thanks, she'll drop me at work after."),
            (
                "call",
                "book_service",
                {"reg": "KT19XNB", "date": "Thursday", "time": "10:00", "courtesy": False},
                {"booking": "SV-20814"},
            ),
            ("a", "Booked: SV-20814, Thursday 10:00, annual service and brake check."),
        ],
        "gold_fields": {
            "plate": one_of("KT19 XNB", "KT19XNB"),
            "car_model": one_of("Golf", "VW Golf"),
            "service": one_of(
                "annual service and brake check",
                "annual service plus a brake check",
                "annual service, brake check",
                "annual service",
            ),
            "date": one_of("Thursday", "Thursday morning"),
            "time": one_of("10", "10:00", "10am"),
            "courtesy_car": False,
        },
        "not_active": ["8:30"],
        "probes": ["school run"],
        "gold_goals": [{"match": "annual service", "status": LIVE}],
        "once": ["SV-20814"],
    },
    # ---------------------------------------------------------------- grocery
    {
        "id": "blind7-grocery-en-drop-salmon-double-eggs-slot-choice",
        "domain": "grocery",
        "schema": "GroceryState",
        "steps": [
            (
                "u",
                "Can I change my order G-448102 for Saturday? I want to take the salmon off and "
                "make the eggs two dozen instead of one.",
            ),
            (
                "call",
                "get_order",
                {"order_id": "G-448102"},
                {
                    "lines": ["salmon fillets", "eggs x12", "sourdough loaf", "oat milk x2"],
                    "slot": "Saturday 9-11am",
                },
            ),
            (
                "a",
                "Done: salmon removed and eggs now 24. You have sourdough, oat milk x2 and the "
                "eggs left, on Saturday 9-11am.",
            ),
            ("u", "Is there anything later on Saturday? We're out in the morning."),
            (
                "call",
                "list_slots",
                {"day": "Saturday"},
                {"slots": ["1-3pm", "4-6pm", "7-9pm"]},
            ),
            ("a", "Saturday has 1-3pm, 4-6pm and 7-9pm."),
            ("u", "The 4 to 6 one. And no substitutions, please, just leave things out."),
            ("a", "Moved to Saturday 4-6pm, substitutions off."),
        ],
        "gold_fields": {
            "order_id": "G-448102",
            "products": one_of(
                ["eggs", "sourdough", "oat milk"],
                ["two dozen eggs", "sourdough loaf", "oat milk x2"],
            ),
            "delivery_day": "Saturday",
            "delivery_slot": one_of("4-6pm", "4 to 6", "4-6"),
            "substitutions": False,
        },
        "not_active": ["9-11am", "eggs x12"],
        "gold_goals": [{"match": "G-448102", "status": LIVE}],
        "once": ["G-448102"],
    },
    # ---------------------------------------------------------------- pharmacy
    {
        "id": "blind7-pharmacy-en-nothing-changes-refill",
        "domain": "pharmacy",
        "schema": "PharmacyState",
        "steps": [
            (
                "u",
                "Hi, I'd like to refill my lisinopril 10mg, 90-day supply, for pickup at the "
                "Elm Street branch. Name is Walter Hughes.",
            ),
            (
                "call",
                "find_rx",
                {"patient": "Walter Hughes", "drug": "lisinopril"},
                {"rx": "RX-301877", "refills_left": 2, "strength": "10mg"},
            ),
            (
                "a",
                "Found it, RX-301877, two refills left. Would you like it delivered instead? "
                "Delivery is free this month.",
            ),
            ("u", "No, pickup is fine, I walk past it every day. When will it be ready?"),
            ("a", "It'll be ready tomorrow after 2pm at Elm Street."),
            ("u", "Great, thanks."),
        ],
        "gold_fields": {
            "patient_name": "Walter Hughes",
            "medication": "lisinopril",
            "dose": "10mg",
            "quantity": one_of("90-day supply", "90-day", "90 days"),
            "pickup": "pickup",
            "pharmacy_branch": one_of("Elm Street", "Elm Street branch"),
        },
        "not_active": ["delivered instead"],
        "gold_goals": [
            {"match": "lisinopril", "status": LIVE},
            {"match": "when will it be ready", "status": "absent"},
        ],
        "once": ["RX-301877"],
    },
    # ---------------------------------------------------------------- course
    {
        "id": "blind7-course-en-section-b-then-evening-online",
        "domain": "course",
        "schema": "CourseState",
        "steps": [
            (
                "u",
                "I want to enrol my son Tomás Ortega in Intro to Python for the spring term.",
            ),
            (
                "call",
                "list_sections",
                {"course": "Intro to Python", "term": "spring"},
                {
                    "sections": [
                        "A: Mon/Wed 4pm in person",
                        "B: Tue/Thu 5pm in person",
                        "C: Sat 10am online",
                    ]
                },
            ),
            (
                "a",
                "Spring has three sections: A on Mon/Wed at 4pm in person, B on Tue/Thu at 5pm "
                "in person, and C on Saturdays at 10am online.",
            ),
            ("u", "Put him in B."),
            ("a", "Section B, Tuesdays and Thursdays at 5pm. Shall I confirm?"),
            (
                "u",
                "Wait, he's got football on Tuesdays. Better make it the Saturday online one.",
            ),
            (
                "call",
                "enrol",
                {"student": "Tomás Ortega", "course": "Intro to Python", "section": "C"},
                {"status": "enrolled", "ref": "EN-7781"},
            ),
            ("a", "Tomás is enrolled in section C, Saturdays 10am online, reference EN-7781."),
        ],
        "gold_fields": {
            "student_name": "Tomás Ortega",
            "course": "Intro to Python",
            "section": one_of("C", "section C", "Saturday online", "Sat 10am online"),
            "term": one_of("spring", "spring term"),
            "mode": "online",
        },
        "not_active": ["Tue/Thu 5pm", "in B"],
        "probes": ["football"],
        "gold_goals": [{"match": "Intro to Python", "status": LIVE}],
    },
    {
        "id": "blind7-course-en-might-add-art-no-change",
        "domain": "course",
        "schema": "CourseState",
        "steps": [
            (
                "u",
                "Hi, this is Hannah Cole. I'm registering for Evening Spanish B1, the "
                "in-person one at the Riverside campus, starting in February.",
            ),
            (
                "call",
                "enrol",
                {"student": "Hannah Cole", "course": "Evening Spanish B1", "term": "February"},
                {"status": "enrolled", "ref": "EN-9120"},
            ),
            ("a", "You're enrolled in Evening Spanish B1 from February, reference EN-9120."),
            (
                "u",
                "Thanks. We might also do the watercolour class later, my sister and I, but "
                "not decided yet. Is there parking at Riverside?",
            ),
            ("a", "Yes, free parking behind the main building after 5pm."),
            ("u", "Perfect, that's all for now."),
        ],
        "gold_fields": {
            "student_name": "Hannah Cole",
            "course": "Evening Spanish B1",
            "term": one_of("February", "starting in February"),
            "mode": "in person",
        },
        "gold_goals": [
            {"match": "Spanish", "status": LIVE},
            {"match": "watercolour", "status": "absent"},
            {"match": "parking", "status": "absent"},
        ],
    },
    # ---------------------------------------------------------------- tickets
    {
        "id": "blind7-tickets-en-four-to-three-stalls",
        "domain": "tickets",
        "schema": "TicketState",
        "steps": [
            (
                "u",
                "I'd like four tickets for The Lumineers at the Apollo on 12 March, balcony if "
                "possible.",
            ),
            (
                "call",
                "check_availability",
                {"event": "The Lumineers", "date": "2026-03-12"},
                {"balcony": 2, "stalls": 40, "price_stalls": "£68"},
            ),
            (
                "a",
                "The balcony only has two seats left together. The stalls have plenty at £68 each.",
            ),
            (
                "u",
                "Stalls then. And it's three now, not four, my brother just said he can't come.",
            ),
            ("a", "Three stalls tickets for 12 March. E-tickets or collect at the box office?"),
            ("u", "E-tickets to my phone."),
            (
                "call",
                "buy_tickets",
                {"event": "The Lumineers", "qty": 3, "section": "stalls", "delivery": "e"},
                {"order": "TK-55203", "total": "£204"},
            ),
            ("a", "Booked: three stalls tickets, order TK-55203, £204, e-tickets on their way."),
        ],
        "gold_fields": {
            "event": one_of("The Lumineers", "Lumineers"),
            "date": one_of("12 March", "2026-03-12"),
            "quantity": 3,
            "section": "stalls",
            "delivery": "e-ticket",
        },
        "not_active": ["four tickets"],
        "gold_goals": [{"match": "Lumineers", "status": LIVE}],
        "once": ["TK-55203"],
    },
    # ---------------------------------------------------------------- home services
    {
        "id": "blind7-home-en-cleaning-rooms-and-oven-dropped",
        "domain": "home_service",
        "schema": "HomeServiceState",
        "steps": [
            (
                "u",
                "I'd like a deep clean at 27 Birch Lane, five rooms, plus the oven and inside "
                "the fridge. Next Friday, ideally.",
            ),
            (
                "a",
                "A deep clean of five rooms with oven and fridge, next Friday. Morning or "
                "afternoon?",
            ),
            (
                "u",
                "Morning. Actually make it four rooms, the spare room is full of boxes. And "
                "skip the oven, we're replacing it anyway.",
            ),
            (
                "call",
                "quote_clean",
                {"rooms": 4, "extras": ["fridge"], "date": "next Friday", "window": "am"},
                {"quote": "£165", "window": "8am-12pm"},
            ),
            ("a", "Four rooms plus the inside of the fridge, next Friday 8am-12pm: £165."),
            ("u", "Book it."),
            ("a", "Booked. The team will arrive between 8 and 12 on Friday."),
        ],
        "gold_fields": {
            "service": one_of("deep clean", "cleaning"),
            "address": "27 Birch Lane",
            "date": one_of("next Friday", "Friday"),
            "time": one_of("morning", "8am-12pm", "8-12"),
            "rooms": 4,
            "extras": one_of(["fridge"], ["inside the fridge"]),
        },
        "not_active": ["five rooms"],
        "gold_goals": [{"match": "deep clean", "status": LIVE}],
    },
    {
        "id": "blind7-home-en-plumber-saturday-declined",
        "domain": "home_service",
        "schema": "HomeServiceState",
        "steps": [
            (
                "u",
                "My kitchen sink is leaking under the cabinet. Can someone come to 8 Quay "
                "Street? Could you do Saturday morning?",
            ),
            (
                "call",
                "plumber_slots",
                {"area": "Quay Street"},
                {"saturday": [], "monday": ["9-11am", "2-4pm"]},
            ),
            (
                "a",
                "Saturday is fully booked, sorry. The earliest is Monday, 9-11am or 2-4pm.",
            ),
            ("u", "Monday 2 to 4 then, I'm at work in the morning."),
            (
                "call",
                "book_plumber",
                {"address": "8 Quay Street", "day": "Monday", "window": "2-4pm"},
                {"job": "PL-6620"},
            ),
            ("a", "Booked: job PL-6620, Monday between 2 and 4pm, for the leak under the sink."),
        ],
        "gold_fields": {
            "service": one_of(
                "plumbing", "leak repair", "kitchen sink leak", "leaking sink", "plumber"
            ),
            "address": "8 Quay Street",
            "date": "Monday",
            "time": one_of("2-4pm", "2 to 4", "2-4"),
        },
        "not_active": ["Saturday morning", "9-11am"],
        "gold_goals": [{"match": "Quay Street", "status": LIVE}],
        "once": ["PL-6620"],
    },
    # ---------------------------------------------------------------- parcel returns
    {
        "id": "blind7-return-en-two-items-one-kept-locker",
        "domain": "parcel_return",
        "schema": "ParcelReturnState",
        "steps": [
            (
                "u",
                "I need to return the hiking boots and the rain jacket from order R-90317. "
                "Boots are too small.",
            ),
            (
                "call",
                "get_order",
                {"order_id": "R-90317"},
                {"lines": ["hiking boots", "rain jacket", "wool socks"]},
            ),
            (
                "a",
                "I can see both on R-90317. How would you like to send them back: drop-off at a "
                "post office, courier pickup, or a parcel locker?",
            ),
            (
                "u",
                "Courier pickup on Wednesday. Hmm, the jacket's grown on me actually, I'll keep "
                "it. Just the boots. And you know what, a locker is easier, there's one at my "
                "station.",
            ),
            (
                "call",
                "create_return",
                {"order_id": "R-90317", "lines": ["hiking boots"], "method": "locker"},
                {"rma": "RT-4410", "code": "LK-8812"},
            ),
            ("a", "Return RT-4410 for the boots. Use code LK-8812 at any parcel locker."),
        ],
        "gold_fields": {
            "order_id": "R-90317",
            "products": one_of(["hiking boots"], ["boots"]),
            "reason": one_of("too small", "boots are too small"),
            "return_method": "locker",
        },
        "not_active": ["Wednesday"],
        "gold_goals": [{"match": "R-90317", "status": LIVE}],
        "once": ["R-90317"],
    },
    {
        "id": "blind7-return-en-cancel-return-then-go-ahead",
        "domain": "parcel_return",
        "schema": "ParcelReturnState",
        "steps": [
            (
                "u",
                "I want to return the blender from order R-66102, it arrived with a cracked "
                "jug. Please arrange a courier pickup for Friday.",
            ),
            (
                "a",
                "Sorry about that. I can book a courier for Friday. Or would a free "
                "replacement jug suit you instead?",
            ),
            ("u", "Oh, a new jug would be fine, cancel the return then."),
            ("call", "check_stock", {"part": "blender jug"}, {"in_stock": False, "eta": "6 weeks"}),
            (
                "a",
                "Unfortunately the jug is out of stock for about six weeks.",
            ),
            (
                "u",
                "Six weeks? No, go ahead with the return after all, courier on Friday like I said.",
            ),
            (
                "call",
                "create_return",
                {"order_id": "R-66102", "method": "courier", "date": "Friday"},
                {"rma": "RT-5093"},
            ),
            ("a", "Return RT-5093 booked, the courier will collect the blender on Friday."),
        ],
        "gold_fields": {
            "order_id": "R-66102",
            "products": one_of(["blender"]),
            "reason": one_of("cracked jug", "arrived with a cracked jug"),
            "return_method": "courier pickup",
            "pickup_date": "Friday",
        },
        "not_active": ["replacement jug", "new jug"],
        "gold_goals": [{"match": "blender", "status": LIVE}],
        "once": ["R-66102"],
    },
    # ---------------------------------------------------------------- hotel
    {
        "id": "blind7-hotel-en-extend-one-night-breakfast",
        "domain": "hotel",
        "schema": "HotelChangeState",
        "steps": [
            (
                "u",
                "Hi, booking HX-20391 at the Harbour View. I'm checking in on the 9th and out "
                "on the 11th, but I need to stay until the 12th now.",
            ),
            (
                "call",
                "get_booking",
                {"ref": "HX-20391"},
                {"room": "standard double", "guests": 2, "breakfast": False},
            ),
            (
                "a",
                "I can extend you to the 12th in the same standard double. Would you like to "
                "upgrade to a sea-view room for £30 more a night?",
            ),
            ("u", "Is breakfast included with that?"),
            ("a", "No, breakfast is £15 per person per day either way."),
            ("u", "Then keep the standard room, but add breakfast for both of us."),
            (
                "call",
                "modify_booking",
                {"ref": "HX-20391", "check_out": "12th", "breakfast": True},
                {"status": "ok"},
            ),
            ("a", "Done: check-out on the 12th, standard double, breakfast for two added."),
        ],
        "gold_fields": {
            "booking_ref": "HX-20391",
            "hotel": "Harbour View",
            "check_in": one_of("9th", "the 9th"),
            "check_out": one_of("12th", "the 12th"),
            "room_type": one_of("standard double", "standard", "standard room", None),
            "guests": one_of(2, None),
            "breakfast": True,
        },
        "not_active": ["the 11th", "sea-view"],
        "gold_goals": [{"match": "breakfast included", "status": "absent"}],
        "once": ["HX-20391"],
    },
    # ---------------------------------------------------------------- appointment
    {
        "id": "blind7-visa-en-date-typo-and-two-applicants",
        "domain": "appointment",
        "schema": "AppointmentState",
        "steps": [
            (
                "u",
                "I need a biometrics appointment for a UK visitor visa at the Manchester "
                "centre. My name is Chen Jing. Any day the week of the 14th - sorry, the 21st, "
                "I'm away the week before.",
            ),
            (
                "call",
                "visa_slots",
                {"centre": "Manchester", "week": "2026-12-21"},
                {"slots": ["Mon 21 09:15", "Tue 22 11:40", "Wed 23 15:00"]},
            ),
            ("a", "That week there's Mon 21 at 09:15, Tue 22 at 11:40, or Wed 23 at 15:00."),
            ("u", "Tuesday. Oh, and my husband is applying too, can we go together?"),
            ("a", "Yes, I can book two applicants in the Tuesday 11:40 slot."),
            ("u", "Please do."),
            (
                "call",
                "book_visa",
                {"centre": "Manchester", "slot": "Tue 22 11:40", "applicants": 2},
                {"ref": "VB-38820"},
            ),
            ("a", "Booked for two: Tuesday 22 December at 11:40, reference VB-38820."),
        ],
        "gold_fields": {
            "applicant": "Chen Jing",
            "appointment_type": one_of(
                "biometrics", "biometrics appointment", "UK visitor visa", "visitor visa"
            ),
            "office": one_of("Manchester", "Manchester centre"),
            "date": one_of("Tuesday", "Tue 22", "Tuesday 22 December", "22 December"),
            "time": "11:40",
            "people": 2,
        },
        "not_active": ["the 14th"],
        "gold_goals": [{"match": "biometrics", "status": LIVE}],
        "once": ["VB-38820"],
    },
    # ---------------------------------------------------------------- subscriptions
    {
        "id": "blind7-subscription-en-cancel-then-pause",
        "domain": "subscription",
        "schema": "SubscriptionState",
        "steps": [
            (
                "u",
                "I'd like to cancel my StreamBox Premium subscription, account "
                "lena.fischer@posteo.de.",
            ),
            (
                "a",
                "I can do that. Before I do: you could pause it for up to three months instead, "
                "and keep your profiles and watch history. Would you like that?",
            ),
            ("u", "Oh, pausing sounds better actually. Pause it, don't cancel."),
            (
                "call",
                "pause_subscription",
                {"account": "lena.fischer@posteo.de", "months": 3},
                {"status": "paused", "resumes": "2027-03-02"},
            ),
            ("a", "Your Premium plan is paused and will resume on 2 March 2027."),
        ],
        "gold_fields": {
            "service": "StreamBox",
            "tier": "Premium",
            "status": "paused",
            "email": "lena.fischer@posteo.de",
        },
        "not_active": ["cancel my StreamBox"],
        "gold_goals": [
            {"match": "cancel my StreamBox", "status": GONE},
            {"match": "pause", "status": LIVE},
        ],
    },
    {
        "id": "blind7-subscription-en-annual-question-stays-monthly",
        "domain": "subscription",
        "schema": "SubscriptionState",
        "steps": [
            (
                "u",
                "Hi, I'm on the Family plan of NoteCloud, billed monthly. Would switching to "
                "annual save me money?",
            ),
            (
                "call",
                "price_plans",
                {"plan": "Family"},
                {"monthly": "$12", "annual": "$120"},
            ),
            ("a", "Annual is $120 a year, which works out to $10 a month instead of $12."),
            (
                "u",
                "Hm, I'll stay monthly for now, we may drop it in spring. Can you change the "
                "account email to ravi.iyer@proton.me though?",
            ),
            (
                "call",
                "update_email",
                {"email": "ravi.iyer@proton.me"},
                {"status": "verification_sent"},
            ),
            ("a", "Done. A confirmation link is on its way to ravi.iyer@proton.me."),
        ],
        "gold_fields": {
            "service": "NoteCloud",
            "tier": one_of("Family", "Family plan"),
            "billing": "monthly",
            "email": "ravi.iyer@proton.me",
        },
        "gold_goals": [
            {"match": "save me money", "status": "absent"},
            {"match": "ravi.iyer@proton.me", "status": LIVE},
        ],
    },
]

ZH: list[dict[str, Any]] = [
    {
        "id": "blind7-telecom-zh-two-lines-drop-one-addon",
        "domain": "telecom",
        "schema": "TelecomState",
        "steps": [
            (
                "u",
                "你好，我想给手机号13812345678办个家庭套餐，加两张副卡，再加一个国际漫游包和视频会员。",
            ),
            (
                "call",
                "family_plans",
                {"phone": "13812345678"},
                {"plans": ["家庭88元套餐", "家庭128元套餐"]},
            ),
            ("a", "可以办理家庭88元套餐或家庭128元套餐，副卡每张10元。您选哪个？"),
            ("u", "128的吧。副卡改成一张就行，我爸说他不用。漫游包也不要了，明年才出国。"),
            ("a", "好的：家庭128元套餐，一张副卡，加视频会员，下个月1号生效，可以吗？"),
            ("u", "可以。"),
        ],
        "gold_fields": {
            "phone_number": "13812345678",
            "plan": one_of("家庭128元套餐", "128", "家庭128"),
            "lines": one_of(2, 1),
            "addons": one_of(["视频会员"]),
            "start_date": one_of("下个月1号", "下个月1号生效"),
        },
        "not_active": ["两张副卡", "国际漫游包", "家庭88元套餐"],
        "probes": ["明年才出国"],
        "gold_goals": [{"match": "家庭", "status": LIVE}],
    },
    {
        "id": "blind7-gym-zh-class-swap-yoga-to-spin",
        "domain": "gym",
        "schema": "GymState",
        "steps": [
            ("u", "我是会员王丽，在静安店。帮我约周三晚上7点的瑜伽课和周五的普拉提。"),
            (
                "call",
                "book_classes",
                {"member": "王丽", "classes": ["周三19:00瑜伽", "周五普拉提"]},
                {"booked": ["周三19:00瑜伽", "周五18:30普拉提"]},
            ),
            ("a", "已为您预约周三19:00瑜伽和周五18:30普拉提。"),
            ("u", "周三的瑜伽换成动感单车吧，同一个时间。普拉提不变。"),
            (
                "call",
                "swap_class",
                {"from": "周三19:00瑜伽", "to": "周三19:00动感单车"},
                {"status": "ok"},
            ),
            ("a", "已换好：周三19:00动感单车，周五18:30普拉提。"),
        ],
        "gold_fields": {
            "member_name": "王丽",
            "branch": one_of("静安店", "静安"),
            "classes": one_of(
                ["周三19:00动感单车", "周五18:30普拉提"],
                ["动感单车", "普拉提"],
                ["周三晚上7点动感单车", "周五的普拉提"],
            ),
        },
        "not_active": ["瑜伽"],
        "gold_goals": [{"match": "动感单车", "status": LIVE}],
    },
    {
        "id": "blind7-car-zh-tyres-question-then-oil-change",
        "domain": "car_service",
        "schema": "CarServiceState",
        "steps": [
            ("u", "我的卡罗拉，车牌沪A·7K392，想这周六上午去浦东店做个保养，换机油。"),
            ("call", "check_slots", {"garage": "浦东店", "day": "周六"}, {"slots": []}),
            ("a", "浦东店周六已经约满了。周日上午9点或者闵行店周六上午10点都可以。"),
            ("u", "那就闵行店周六10点吧。顺便问一下，轮胎要不要一起换？"),
            ("a", "您的轮胎去年刚换过，目前磨损正常，暂时不用换。"),
            ("u", "好，那就只做保养。"),
            (
                "call",
                "book_service",
                {"garage": "闵行店", "day": "周六", "time": "10:00", "service": "保养换机油"},
                {"booking": "BY-60213"},
            ),
            ("a", "已预约闵行店周六上午10点保养，预约号BY-60213。"),
        ],
        "gold_fields": {
            "plate": "沪A·7K392",
            "car_model": "卡罗拉",
            "service": one_of("保养", "保养换机油", "换机油", "做个保养，换机油"),
            "garage": one_of("闵行店", "闵行"),
            "date": one_of("周六", "这周六"),
            "time": one_of("10点", "10:00", "上午10点"),
        },
        "not_active": ["浦东店"],
        "gold_goals": [{"match": "轮胎要不要", "status": "absent"}],
        "once": ["BY-60213"],
    },
    {
        "id": "blind7-grocery-zh-milk-count-and-tomorrow-evening",
        "domain": "grocery",
        "schema": "GroceryState",
        "steps": [
            ("u", "帮我下个单：牛奶三盒，鸡蛋一盒，苹果两斤。明天上午送。"),
            ("a", "好的：牛奶3盒、鸡蛋1盒、苹果2斤，明天上午9-11点送达，可以吗？"),
            ("u", "牛奶要五盒，不是三盒。时间改到明天晚上吧，上午家里没人。"),
            (
                "call",
                "create_order",
                {"lines": ["牛奶x5", "鸡蛋x1", "苹果2斤"], "slot": "明天18-20点"},
                {"order_id": "DD-771904"},
            ),
            ("a", "已下单DD-771904：牛奶5盒、鸡蛋1盒、苹果2斤，明天18-20点送达。"),
        ],
        "gold_fields": {
            "order_id": one_of("DD-771904", None),
            "products": one_of(
                ["牛奶五盒", "鸡蛋一盒", "苹果两斤"],
                ["牛奶5盒", "鸡蛋1盒", "苹果2斤"],
                ["牛奶", "鸡蛋", "苹果"],
            ),
            "delivery_day": "明天",
            "delivery_slot": one_of("晚上", "明天晚上", "18-20点", "明天18-20点"),
        },
        "not_active": ["牛奶三盒", "9-11点", "明天上午"],
        "gold_goals": [{"match": "下个单", "status": LIVE}],
        "once": ["DD-771904"],
    },
    {
        "id": "blind7-pharmacy-zh-dose-corrected-delivery",
        "domain": "pharmacy",
        "schema": "PharmacyState",
        "steps": [
            ("u", "我要续配二甲双胍，500毫克的，不对，是850毫克的，一次配两盒。我叫赵建国。"),
            (
                "call",
                "find_rx",
                {"patient": "赵建国", "drug": "二甲双胍"},
                {"rx": "CF-20991", "strength": "850mg", "refills_left": 3},
            ),
            ("a", "查到您的处方，850毫克，还可以续配3次。到店自取还是送货上门？"),
            ("u", "送到家里吧，我腿脚不方便。"),
            ("a", "好的，两盒850毫克二甲双胍，明天送到您登记的地址。"),
        ],
        "gold_fields": {
            "patient_name": "赵建国",
            "medication": "二甲双胍",
            "dose": one_of("850毫克", "850mg"),
            "quantity": one_of("两盒", "2盒"),
            "pickup": "delivery",
        },
        "not_active": ["500毫克"],
        "probes": ["腿脚不方便"],
        "gold_goals": [{"match": "二甲双胍", "status": LIVE}],
        "once": ["CF-20991"],
    },
    {
        "id": "blind7-tickets-zh-nothing-changes-concert",
        "domain": "tickets",
        "schema": "TicketState",
        "steps": [
            ("u", "我想买周杰伦演唱会的票，12月20号那场，两张内场票。"),
            (
                "call",
                "check_availability",
                {"event": "周杰伦演唱会", "date": "12月20日"},
                {"内场": "有票", "price": "1280元"},
            ),
            ("a", "12月20日内场还有票，1280元一张。要不要看看看台票？看台便宜一些，680元。"),
            ("u", "不用，就要内场。电子票就行。"),
            (
                "call",
                "buy_tickets",
                {"event": "周杰伦演唱会", "date": "12月20日", "qty": 2, "section": "内场"},
                {"order": "YC-88127"},
            ),
            ("a", "已购买两张12月20日内场票，订单号YC-88127，电子票已发送。"),
        ],
        "gold_fields": {
            "event": one_of("周杰伦演唱会", "周杰伦"),
            "date": one_of("12月20号", "12月20日"),
            "quantity": 2,
            "section": one_of("内场", "内场票"),
            "delivery": "e-ticket",
        },
        "gold_goals": [{"match": "周杰伦", "status": LIVE}],
        "once": ["YC-88127"],
    },
    {
        "id": "blind7-hotel-zh-date-shift-and-guest-count",
        "domain": "hotel",
        "schema": "HotelChangeState",
        "steps": [
            ("u", "你好，我在西湖国宾馆有个预订，订单号HZ-55310，1月3号入住，住两晚。"),
            (
                "call",
                "get_booking",
                {"ref": "HZ-55310"},
                {"check_in": "1月3日", "check_out": "1月5日", "room": "大床房", "guests": 2},
            ),
            ("a", "查到了：1月3日入住，1月5日退房，大床房，两位。需要修改什么？"),
            ("u", "能不能推迟一天，4号入住6号走？另外我妈也一起去，改成三个人。"),
            ("a", "可以改到1月4日至6日。三位的话大床房住不下，需要换成家庭房，每晚加200元。"),
            ("u", "行，换家庭房。"),
            (
                "call",
                "modify_booking",
                {"ref": "HZ-55310", "check_in": "1月4日", "check_out": "1月6日", "room": "家庭房"},
                {"status": "ok"},
            ),
            ("a", "已修改：1月4日入住，1月6日退房，家庭房，三位。"),
        ],
        "gold_fields": {
            "booking_ref": "HZ-55310",
            "hotel": "西湖国宾馆",
            "check_in": one_of("4号", "1月4日", "1月4号"),
            "check_out": one_of("6号", "1月6日", "1月6号"),
            "room_type": "家庭房",
            "guests": 3,
        },
        "not_active": ["1月3号", "1月5日", "大床房"],
        "probes": ["我妈"],
        "gold_goals": [{"match": "推迟", "status": LIVE}],
        "once": ["HZ-55310"],
    },
    {
        "id": "blind7-visa-zh-afternoon-chosen-morning-declined",
        "domain": "appointment",
        "schema": "AppointmentState",
        "steps": [
            ("u", "我要预约申根签证递交，在广州的签证中心，下周二上午可以吗？我叫林晓。"),
            (
                "call",
                "visa_slots",
                {"centre": "广州", "day": "下周二"},
                {"slots": ["14:00", "15:30"]},
            ),
            ("a", "下周二上午已经没有名额了，下午有14:00和15:30。"),
            ("u", "那就三点半吧。"),
            (
                "call",
                "book_visa",
                {"centre": "广州", "day": "下周二", "time": "15:30", "name": "林晓"},
                {"ref": "SG-10472"},
            ),
            ("a", "已预约下周二15:30，广州签证中心，预约号SG-10472。"),
        ],
        "gold_fields": {
            "applicant": "林晓",
            "appointment_type": one_of("申根签证递交", "申根签证"),
            "office": one_of("广州的签证中心", "广州签证中心", "广州"),
            "date": "下周二",
            "time": one_of("15:30", "三点半"),
        },
        "not_active": ["下周二上午"],
        "gold_goals": [{"match": "申根", "status": LIVE}],
        "once": ["SG-10472"],
    },
]


def build() -> list[dict[str, Any]]:
    return build_set("blind7", (("en", EN), ("zh", ZH)), size=24)


if __name__ == "__main__":
    write_set(Path(__file__).with_name("state_blind7.jsonl"), build())
