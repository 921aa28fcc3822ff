"""Builds ``state_blind3.jsonl``: a third blind labelled set for ``turnmem eval state``.

Hand-written for turnmem (not taken from any data set) by someone who had not read the rule
folder or its tests. 24 conversations, 12 English and 12 Chinese, split ``blind3``, in six
domains no earlier set used (train and coach tickets, event tickets, pet grooming and vet
visits, food delivery, utility accounts, apartment viewings), two English and two Chinese
conversations each, every one naming a class of ``schemas_blind3.py``. Run
``python tests/data/state/build_state_blind3.py`` to rebuild the file (deterministic).

Labelling conventions (as in ``build_state_blind2.py``):

- a field only a tool output states may be unset (``null`` in ``one_of``) unless the tool's
  JSON key is the field's own name; a field the user stated must be set; a schema field not
  listed must end unset (someone else's details are not the customer's fields);
- where a conversation holds two entities of one kind (two orders, two listings) and the user
  acts on both, either is an acceptable field value; the other is probed in the context;
- ``not_active`` lists replaced or cancelled values chosen so that no true statement at the
  end needs to contain them; a cancelled request is labelled in ``gold_goals`` as
  ``abandoned`` or ``absent``;
- questions and requests for information are ``absent`` goals.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

Step = tuple[Any, ...]


def _messages(steps: list[Step]) -> list[dict[str, Any]]:
    """("u", text) / ("a", text) / ("call", name, args, result) -> OpenAI messages."""
    out: list[dict[str, Any]] = []
    calls = 0
    for step in steps:
        if step[0] == "u":
            out.append({"role": "user", "content": step[1]})
        elif step[0] == "a":
            out.append({"role": "assistant", "content": step[1]})
        else:
            _, name, args, result = step
            calls += 1
            call_id = f"call_{calls}"
            out.append(
                {
                    "role": "assistant",
                    "content": None,
                    "tool_calls": [
                        {
                            "id": call_id,
                            "type": "function",
                            "function": {
                                "name": name,
                                "arguments": json.dumps(args, ensure_ascii=False),
                            },
                        }
                    ],
                }
            )
            out.append(
                {
                    "role": "tool",
                    "tool_call_id": call_id,
                    "content": json.dumps(result, ensure_ascii=False),
                }
            )
    return out


def one_of(*values: Any) -> dict[str, list[Any]]:
    return {"one_of": list(values)}


EN: list[dict[str, Any]] = [
    # ---------------------------------------------------------------- train
    {
        "id": "blind3-train-en-not-the-810",
        "domain": "train",
        "schema": "TicketTravelState",
        "steps": [
            ("u", "hi need 2 tickets london to edinburgh fri 13 march, me and my mum"),
            (
                "a",
                "Sure. Could I have both passenger names? And is there a time you'd like to leave?",
            ),
            ("u", "Priya Shah and Anjali Shah. morning-ish"),
            (
                "call",
                "search_trains",
                {"origin": "London King's Cross", "destination": "Edinburgh", "date": "2026-03-13"},
                {
                    "results": [
                        {"train_no": "LN0810", "departs": "08:10", "arrives": "12:31"},
                        {"train_no": "LN0930", "departs": "09:30", "arrives": "13:52"},
                        {"train_no": "LN1100", "departs": "11:00", "arrives": "15:24"},
                    ]
                },
            ),
            ("a", "From King's Cross there's 08:10, 09:30 and 11:00. Which one?"),
            ("u", "the 8:10"),
            ("a", "08:10 it is. Standard or first class?"),
            (
                "u",
                "not the 8:10, the 9:30 sorry - mum can't get to kings cross that early. standard is fine",
            ),
            ("a", "No problem, 09:30 in standard, £96 for the two of you."),
            ("u", "hmm actually make it first class, it's her birthday"),
            (
                "call",
                "book_tickets",
                {
                    "train_no": "LN0930",
                    "date": "2026-03-13",
                    "passengers": ["Priya Shah", "Anjali Shah"],
                    "seat_class": "first",
                },
                {
                    "booking_ref": "LNR-7Q4K2",
                    "train_no": "LN0930",
                    "travel_date": "2026-03-13",
                    "departure_time": "09:30",
                    "seat_class": "first",
                    "passengers": 2,
                    "seats": ["Coach K 14", "Coach K 15"],
                    "total": "GBP 212.00",
                },
            ),
            (
                "a",
                "Booked: LNR-7Q4K2, 09:30 King's Cross to Edinburgh on 13 March, first class, seats K14 and K15, £212.",
            ),
            ("u", "whats the luggage limit in first?"),
            ("a", "Two large cases and one small bag each; there's no weighing on board."),
            ("u", "perfect ta"),
        ],
        "gold_fields": {
            "passenger_name": one_of("Priya Shah", "Priya"),
            "booking_ref": "LNR-7Q4K2",
            "origin": one_of("London", "London King's Cross", "King's Cross", "kings cross"),
            "destination": "Edinburgh",
            "travel_date": one_of(
                "fri 13 march", "13 March", "March 13", "2026-03-13", "Friday 13 March"
            ),
            "departure_time": one_of("09:30", "9:30", "9:30am", "09:30 am"),
            "train_no": "LN0930",
            "seat_class": "first",
            "passengers": 2,
        },
        "not_active": ["8:10", "08:10"],
        "probes": ["LNR-7Q4K2", "Anjali Shah", "K14"],
        "gold_goals": [
            {"match": "need 2 tickets", "status": ["done", "absent"]},
            {"match": "luggage limit", "status": "absent"},
        ],
        "once": ["LNR-7Q4K2"],
    },
    # ---------------------------------------------------------------- coach
    {
        "id": "blind3-coach-en-never-mind-the-return",
        "domain": "train",
        "schema": "TicketTravelState",
        "steps": [
            (
                "u",
                "Hello, I'd like a coach ticket Boston to New York on the 12th, and a return on the 15th.",
            ),
            (
                "call",
                "search_coaches",
                {"origin": "Boston", "destination": "New York", "date": "2026-06-12"},
                {
                    "results": [
                        {"service": "BX212", "departs": "07:00", "price": "USD 29"},
                        {"service": "BX218", "departs": "13:15", "price": "USD 24"},
                    ]
                },
            ),
            ("a", "On June 12 there's a 7:00 (BX212, $29) and a 1:15pm (BX218, $24). Which works?"),
            ("u", "the afternoon one"),
            (
                "a",
                "BX218 at 1:15pm. For the return on the 15th, would you like a morning or evening coach?",
            ),
            (
                "u",
                "oh never mind the return, my sister's driving me back. just the one way please. Name is Marcus Webb",
            ),
            ("a", "Just the one-way then. Where should we send the mobile ticket?"),
            ("u", "text it to 617 555 0193"),
            (
                "call",
                "book_coach",
                {
                    "service": "BX218",
                    "date": "2026-06-12",
                    "passenger": "Marcus Webb",
                    "contact_phone": "617 555 0193",
                },
                {
                    "booking_ref": "48213377",
                    "train_no": "BX218",
                    "departure_time": "13:15",
                    "travel_date": "2026-06-12",
                    "seat_class": "standard",
                    "contact_phone": "6175550193",
                    "status": "ticketed",
                },
            ),
            (
                "a",
                "All set, Marcus: booking 48213377 on BX218, June 12 at 1:15pm from South Station. The ticket is on its way to 617 555 0193.",
            ),
            ("u", "is there wifi on board"),
            ("a", "Yes, free wifi and power outlets at every seat."),
            ("u", "cool thanks"),
        ],
        "gold_fields": {
            "passenger_name": one_of("Marcus Webb", "Marcus"),
            "booking_ref": "48213377",
            "origin": one_of("Boston", "South Station", "Boston South Station"),
            "destination": one_of("New York", "NYC"),
            "travel_date": one_of("the 12th", "12th", "June 12", "2026-06-12", "12 June"),
            "departure_time": one_of("13:15", "1:15pm", "1:15 pm", "1:15"),
            "train_no": "BX218",
            "seat_class": "standard",
            "passengers": one_of(1, None),
            "contact_phone": one_of("617 555 0193", "6175550193", "617-555-0193"),
        },
        "not_active": ["the 15th"],
        "probes": ["48213377", "BX218", "617 555 0193"],
        "gold_goals": [
            {"match": "coach ticket Boston", "status": ["done", "absent"]},
            {"match": "a return on the 15th", "status": ["abandoned", "absent"]},
            {"match": "wifi", "status": "absent"},
        ],
        "once": ["48213377"],
    },
    # ---------------------------------------------------------------- event tickets
    {
        "id": "blind3-event-en-make-it-3",
        "domain": "event_tickets",
        "schema": "EventTicketState",
        "steps": [
            (
                "u",
                "Hi, I bought tickets for Phoebe Lane at the Roundhouse on May 9, order EV-33190. can I add one more for my flatmate?",
            ),
            (
                "call",
                "get_order",
                {"order_id": "EV-33190"},
                {
                    "order_id": "EV-33190",
                    "buyer": "Jonah Reyes",
                    "event_name": "Phoebe Lane",
                    "event_date": "2026-05-09",
                    "section": "Block C",
                    "ticket_count": 2,
                    "delivery": "e-ticket",
                },
            ),
            (
                "a",
                "Hi Jonah. You have 2 e-tickets in Block C for May 9. Block C only has single seats left, not next to yours. How many do you want in total?",
            ),
            ("u", "make it 3"),
            (
                "a",
                "I can move all three of you to Block D, where three seats together are free, for £8 extra per ticket. Want that?",
            ),
            ("u", "yeah do that, D together instead of C split up"),
            (
                "call",
                "modify_order",
                {"order_id": "EV-33190", "ticket_count": 3, "section": "Block D"},
                {
                    "order_id": "EV-33190",
                    "ticket_count": 3,
                    "section": "Block D",
                    "seats": ["D-112", "D-113", "D-114"],
                    "delivery": "e-ticket",
                    "charged": "GBP 61.00",
                    "status": "confirmed",
                },
            ),
            ("a", "Done: 3 e-tickets in Block D, seats D-112 to D-114. £61 was charged."),
            (
                "u",
                "thanks. also I have another order EV-33512 for the comedy night in June, is that still going ahead? heard it was postponed",
            ),
            (
                "call",
                "get_order",
                {"order_id": "EV-33512"},
                {
                    "order_id": "EV-33512",
                    "event_name": "Laugh Lines Comedy Night",
                    "event_date": "2026-06-20",
                    "status": "scheduled",
                },
            ),
            ("a", "EV-33512 is still on for June 20, nothing has been postponed."),
            ("u", "great cheers"),
        ],
        "gold_fields": {
            "buyer_name": one_of("Jonah Reyes", "Jonah", None),
            "order_id": "EV-33190",
            "event_name": one_of("Phoebe Lane", "Phoebe Lane at the Roundhouse"),
            "event_date": one_of("May 9", "2026-05-09", "9 May", "May 9th"),
            "section": one_of("Block D", "D"),
            "ticket_count": 3,
            "delivery": one_of("e-ticket", None),
        },
        "not_active": ["Block C"],
        "probes": ["EV-33190", "EV-33512", "D-112"],
        "gold_goals": [
            {"match": "add one more", "status": ["done", "absent"]},
            {"match": "still going ahead", "status": "absent"},
        ],
        "once": ["EV-33190", "EV-33512"],
    },
    {
        "id": "blind3-event-en-will-call",
        "domain": "event_tickets",
        "schema": "EventTicketState",
        "steps": [
            (
                "u",
                "Hey, want to buy 4 weekend passes for Riverbend Folk Festival, the August one",
            ),
            (
                "call",
                "get_event",
                {"event_name": "Riverbend Folk Festival"},
                {
                    "event_name": "Riverbend Folk Festival",
                    "event_date": "2026-08-14",
                    "zones": ["General Admission", "Hillside Camping"],
                    "price": "USD 145",
                },
            ),
            (
                "a",
                "Riverbend starts August 14. Weekend passes are $145, General Admission or Hillside Camping. Which zone?",
            ),
            ("u", "general admission. and can you mail them, I like having paper ones"),
            ("a", "Sure. Mailing takes 7-10 days. What name and address?"),
            (
                "u",
                "Dana Kowalski... hang on, will call instead of mail, we're moving house next week and post will be a mess",
            ),
            ("a", "Will call it is. Would you also like a parking pass for $20?"),
            ("u", "yes add parking"),
            ("a", "Added. Anything else before I check out?"),
            ("u", "forget the parking pass actually, we'll take the shuttle. go ahead"),
            (
                "call",
                "purchase",
                {
                    "event_name": "Riverbend Folk Festival",
                    "ticket_count": 4,
                    "section": "General Admission",
                    "delivery": "will call",
                    "buyer": "Dana Kowalski",
                },
                {
                    "order_id": "RBF-900417",
                    "ticket_count": 4,
                    "section": "General Admission",
                    "delivery": "will call",
                    "total": "USD 580.00",
                },
            ),
            (
                "a",
                "Done, order RBF-900417: 4 weekend passes, General Admission, pick up at will call with ID. $580 total.",
            ),
            ("u", "what time do gates open on the friday?"),
            ("a", "Gates open at noon on Friday the 14th."),
            ("u", "ok"),
        ],
        "gold_fields": {
            "buyer_name": one_of("Dana Kowalski", "Dana"),
            "order_id": "RBF-900417",
            "event_name": "Riverbend Folk Festival",
            "event_date": one_of("August 14", "2026-08-14", "14 August", "Friday the 14th"),
            "section": one_of("General Admission", "GA"),
            "ticket_count": 4,
            "delivery": "will call",
        },
        "not_active": ["mail them"],
        "probes": ["RBF-900417", "will call"],
        "gold_goals": [
            {"match": "4 weekend passes", "status": ["done", "absent"]},
            {"match": "parking", "status": ["abandoned", "absent"]},
            {"match": "gates open", "status": "absent"},
        ],
        "once": ["RBF-900417"],
    },
    # ---------------------------------------------------------------- pet care
    {
        "id": "blind3-pet-en-wednesday-not-tuesday",
        "domain": "pet_care",
        "schema": "PetCareState",
        "steps": [
            (
                "u",
                "hi! can i book a full groom for my dog Biscuit? he's a cockapoo, getting very fluffy lol",
            ),
            (
                "a",
                "Happy to! We have Tuesday at 10am or Thursday at 2pm with Kim. Name and a phone number for you?",
            ),
            ("u", "Tuesday 10. Lauren Pike, 07712 448 903"),
            ("a", "Thanks Lauren. Would you like to add a nail trim for £8?"),
            ("u", "yes pls"),
            ("u", "oh wait, actually make it wednesday, same time? tuesday I have a dentist thing"),
            (
                "call",
                "check_slots",
                {"date": "Wednesday", "time": "10:00", "service": "full groom"},
                {"available": True, "staff": "Kim", "appointment_date": "2026-02-18"},
            ),
            ("a", "Wednesday 18 Feb at 10am with Kim is free."),
            (
                "u",
                "great. and never mind the nail trim, the vet did his nails last week. his microchip is 985 112 004 567 321 if you need it",
            ),
            (
                "call",
                "book_appointment",
                {
                    "pet_name": "Biscuit",
                    "species": "dog",
                    "service": "full groom",
                    "appointment_date": "2026-02-18",
                    "appointment_time": "10:00",
                    "staff": "Kim",
                    "phone": "07712 448 903",
                },
                {
                    "appointment_id": "GR-2041",
                    "pet_name": "Biscuit",
                    "service": "full groom",
                    "appointment_date": "2026-02-18",
                    "appointment_time": "10:00",
                    "staff": "Kim",
                    "status": "booked",
                },
            ),
            (
                "a",
                "Booked: GR-2041, full groom for Biscuit, Wednesday 18 Feb at 10am with Kim. No nail trim.",
            ),
            ("u", "do you close at 6 on weds? might be late picking up"),
            ("a", "We close at 6:30 on Wednesdays, pick-up is any time before then."),
            ("u", "brill, see you then"),
        ],
        "gold_fields": {
            "owner_name": one_of("Lauren Pike", "Lauren"),
            "pet_name": "Biscuit",
            "species": "dog",
            "service": one_of("full groom", "groom", "a full groom", "grooming"),
            "appointment_date": one_of(
                "wednesday", "Wednesday 18 Feb", "2026-02-18", "18 Feb", "Feb 18", "18 February"
            ),
            "appointment_time": one_of("10:00", "10am", "10", "10 am", "same time"),
            "staff": "Kim",
            "appointment_id": "GR-2041",
            "phone": one_of("07712 448 903", "07712448903"),
        },
        "not_active": ["Tuesday 10", "Tuesday at 10am"],
        "probes": ["GR-2041", "Biscuit", "07712 448 903"],
        "gold_goals": [
            {"match": "full groom", "status": ["done", "absent"]},
            {"match": "nail trim", "status": ["abandoned", "absent"]},
            {"match": "close at 6", "status": "absent"},
        ],
        "once": ["GR-2041"],
    },
    {
        "id": "blind3-vet-en-two-cats",
        "domain": "pet_care",
        "schema": "PetCareState",
        "steps": [
            (
                "u",
                "Good morning. Both my cats are due their booster jabs, Miso and Pickle. Could I get them in together?",
            ),
            ("a", "Of course. Can I take your surname or the account phone number?"),
            ("u", "Okonkwo, phone 0161 496 0772"),
            (
                "call",
                "find_client",
                {"phone": "0161 496 0772"},
                {
                    "owner_name": "Grace Okonkwo",
                    "pets": [
                        {"pet_name": "Miso", "species": "cat", "age": 4},
                        {"pet_name": "Pickle", "species": "cat", "age": 2},
                    ],
                    "usual_vet": "Dr. Moreno",
                },
            ),
            (
                "a",
                "Found you, Grace: Miso and Pickle. Dr. Moreno has Monday the 9th at 4:40pm, two back-to-back slots.",
            ),
            (
                "u",
                "could we see Dr Patel instead of Dr Moreno? Pickle hides from him lol. Monday's fine",
            ),
            (
                "call",
                "book_appointment",
                {
                    "pets": ["Miso", "Pickle"],
                    "service": "booster vaccination",
                    "staff": "Dr. Patel",
                    "appointment_date": "2026-03-09",
                    "appointment_time": "17:10",
                },
                {
                    "appointment_id": "VET-55821",
                    "staff": "Dr. Patel",
                    "appointment_date": "2026-03-09",
                    "appointment_time": "17:10",
                    "service": "booster vaccination",
                    "status": "booked",
                },
            ),
            (
                "a",
                "Dr. Patel can see both on Monday 9 March at 5:10pm, appointment VET-55821. Please bring the stool sample for Miso's check we asked for last time.",
            ),
            ("u", "already dropped that off on Friday"),
            ("a", "Ah yes, I see it logged on Friday, thank you. Nothing else to bring then."),
            ("u", "what's your address again? we moved and I've lost track"),
            ("a", "We're at 22 Wilmslow Road, M14 5TQ, next to the pharmacy."),
            ("u", "lovely thank you"),
        ],
        "gold_fields": {
            "owner_name": one_of("Grace Okonkwo", "Okonkwo", "Grace"),
            # two cats booked together: either name is fair, both are probed
            "pet_name": one_of("Miso", "Pickle", "Miso and Pickle", None),
            "species": one_of("cat", None),
            "service": one_of(
                "booster vaccination", "booster jabs", "boosters", "booster", "vaccination"
            ),
            "appointment_date": one_of(
                "Monday the 9th", "Monday 9 March", "2026-03-09", "9 March", "March 9", "Monday"
            ),
            "appointment_time": one_of("17:10", "5:10pm", "5:10 pm", "5:10"),
            "staff": one_of("Dr. Patel", "Dr Patel", "Patel"),
            "appointment_id": "VET-55821",
            "phone": one_of("0161 496 0772", "01614960772"),
        },
        "not_active": ["4:40pm"],
        "probes": ["Miso", "Pickle", "VET-55821", "Dr. Patel"],
        "gold_goals": [
            {"match": "stool sample", "status": ["done", "absent"]},
            {"match": "address", "status": "absent"},
        ],
        "once": ["VET-55821"],
    },
    # ---------------------------------------------------------------- food delivery
    {
        "id": "blind3-food-en-apt-5b",
        "domain": "food_delivery",
        "schema": "FoodOrderState",
        "steps": [
            (
                "u",
                "hey can I order from Lotus Thai? pad see ew, green curry and 2 spring rolls",
            ),
            ("a", "Sure! What's the delivery address?"),
            ("u", "42 Albany St apt 3"),
            ("a", "Got it. When would you like it, ASAP or scheduled?"),
            ("u", "7:30 pls. not apt 3 sorry, apt 5B, I always mix them up we just moved"),
            ("a", "42 Albany St, apt 5B, for 7:30pm. Cash or card?"),
            ("u", "cash... actually card, I have no change"),
            (
                "call",
                "place_order",
                {
                    "restaurant": "Lotus Thai",
                    "items": ["pad see ew", "green curry", "spring rolls x2"],
                    "delivery_address": "42 Albany St, Apt 5B",
                    "delivery_time": "19:30",
                    "payment_method": "card",
                },
                {
                    "order_id": "LT-88213",
                    "restaurant": "Lotus Thai",
                    "delivery_address": "42 Albany St, Apt 5B",
                    "delivery_time": "19:30",
                    "payment_method": "card",
                    "total": "USD 38.40",
                    "status": "confirmed",
                },
            ),
            (
                "a",
                "Order LT-88213 confirmed: $38.40 on card, arriving 7:30pm at 42 Albany St, Apt 5B.",
            ),
            ("u", "can you tell me the restaurant's phone number? want to ask about peanuts"),
            ("a", "Lotus Thai's number is (503) 555-0148."),
            ("u", "thx. my number for the driver is 503 555 0171 btw, buzzer doesn't work"),
            ("a", "Added 503 555 0171 for the courier with a note that the buzzer is broken."),
            ("u", "👍"),
        ],
        "gold_fields": {
            "order_id": "LT-88213",
            "restaurant": "Lotus Thai",
            "delivery_address": one_of(
                "42 Albany St, Apt 5B", "42 Albany St apt 5B", "apt 5B", "42 Albany Street, Apt 5B"
            ),
            "delivery_time": one_of("7:30", "7:30pm", "19:30", "7:30 pm"),
            "payment_method": "card",
            "phone": one_of("503 555 0171", "5035550171", "503-555-0171"),
        },
        "not_active": ["apt 3", "cash"],
        "probes": ["LT-88213", "5B", "503 555 0171"],
        "gold_goals": [
            {"match": "order from Lotus Thai", "status": ["done", "absent"]},
            {"match": "restaurant's phone", "status": "absent"},
        ],
        "once": ["LT-88213"],
    },
    {
        "id": "blind3-food-en-two-orders",
        "domain": "food_delivery",
        "schema": "FoodOrderState",
        "steps": [
            (
                "u",
                "my order from Burrito Bros is over an hour late. order BB-40517. where is it??",
            ),
            (
                "call",
                "track_order",
                {"order_id": "BB-40517"},
                {
                    "order_id": "BB-40517",
                    "restaurant": "Burrito Bros",
                    "customer_name": "Kevin Tran",
                    "status": "courier unassigned",
                    "delivery_address": "18 Harbor View Rd",
                    "placed_at": "18:02",
                },
            ),
            (
                "a",
                "I'm sorry Kevin, no courier has picked it up yet. I can cancel it with a full refund or push it to the front of the queue.",
            ),
            ("u", "just cancel and refund it, we've given up and are eating cereal"),
            (
                "call",
                "cancel_order",
                {"order_id": "BB-40517", "refund": "full"},
                {"order_id": "BB-40517", "status": "cancelled", "refund": "USD 31.75"},
            ),
            ("a", "Cancelled. $31.75 goes back to your card in 3-5 days."),
            (
                "u",
                "ok. separately I have a scheduled order for tomorrow lunch, BB-40622, to the office. is that one safe or should I cancel that too",
            ),
            (
                "call",
                "track_order",
                {"order_id": "BB-40622"},
                {
                    "order_id": "BB-40622",
                    "restaurant": "Burrito Bros",
                    "status": "scheduled",
                    "delivery_time": "12:15",
                    "delivery_address": "Unit 4, 250 Dock St",
                },
            ),
            (
                "a",
                "BB-40622 is scheduled for 12:15 tomorrow to Unit 4, 250 Dock St. Tomorrow's lunch shift is fully staffed, so it should be on time.",
            ),
            ("u", "fine keep it. can it come at 12:45 instead, meeting runs late"),
            (
                "call",
                "update_order",
                {"order_id": "BB-40622", "delivery_time": "12:45"},
                {"order_id": "BB-40622", "delivery_time": "12:45", "status": "scheduled"},
            ),
            ("a", "Moved to 12:45 tomorrow."),
            ("u", "ty"),
        ],
        "gold_fields": {
            "customer_name": one_of("Kevin Tran", "Kevin"),
            # the live order is the second one; the first was cancelled, which does not make it
            # a wrong id -- either is acceptable, both are probed
            "order_id": one_of("BB-40622", "BB-40517"),
            "restaurant": "Burrito Bros",
            "delivery_address": one_of("Unit 4, 250 Dock St", "250 Dock St", "18 Harbor View Rd"),
            "delivery_time": "12:45",
        },
        "not_active": ["12:15"],
        "probes": ["BB-40517", "BB-40622", "31.75"],
        "gold_goals": [
            {"match": "cancel and refund", "status": ["done", "absent"]},
            {"match": "12:45", "status": ["done", "absent"]},
        ],
        "once": ["BB-40517", "BB-40622"],
    },
    # ---------------------------------------------------------------- utility
    {
        "id": "blind3-utility-en-move-out-30th",
        "domain": "utility",
        "schema": "UtilityAccountState",
        "steps": [
            ("u", "Hi, I'm moving out and need to close my electricity account."),
            ("a", "I can help with that. What's the account number, please?"),
            ("u", "0048 2210 77"),
            (
                "call",
                "get_account",
                {"account_number": "0048221077"},
                {
                    "account_number": "0048221077",
                    "account_holder": "Sofia Marchetti",
                    "service_address": "Flat 2, 19 Canal Street",
                    "phone": "07700 900123",
                    "paperless": False,
                },
            ),
            (
                "a",
                "Thanks Sofia, that's Flat 2, 19 Canal Street. What date are you moving out? We have 07700 900123 on file, is that still right?",
            ),
            ("u", "yes that's still my mobile. moving out the 28th"),
            (
                "a",
                "Got it. Please send a meter reading on the day, or give me one now if you have it.",
            ),
            (
                "u",
                "change it to the 30th, landlord just texted that the handover moved. reading is 45821",
            ),
            (
                "call",
                "schedule_move_out",
                {
                    "account_number": "0048221077",
                    "effective_date": "2026-04-30",
                    "meter_reading": "45821",
                },
                {
                    "request_id": "MO-118204",
                    "effective_date": "2026-04-30",
                    "meter_reading": "45821",
                    "final_bill": "to be emailed",
                },
            ),
            (
                "a",
                "Done: supply closes on 30 April with reading 45821, reference MO-118204. The final bill will be emailed. Would you like paperless billing on the final statement too?",
            ),
            ("u", "sure"),
            (
                "u",
                "hmm drop the paperless thing, my work email is going away. post it to 8 Elm Row",
            ),
            ("a", "Okay, the final bill will be posted to 8 Elm Row instead."),
            ("u", "ok. do I need to be home for anything?"),
            ("a", "No, nothing needs an engineer visit."),
            ("u", "thanks bye"),
        ],
        "gold_fields": {
            "account_holder": one_of("Sofia Marchetti", "Sofia"),
            "account_number": one_of("0048221077", "0048 2210 77"),
            "service_address": one_of("Flat 2, 19 Canal Street", "19 Canal Street"),
            "request_type": "move out",
            "effective_date": one_of("the 30th", "30th", "30 April", "April 30", "2026-04-30"),
            "meter_reading": "45821",
            "phone": one_of("07700 900123", "07700900123"),
        },
        "not_active": ["the 28th"],
        "probes": ["0048", "45821", "MO-118204", "8 Elm Row"],
        "gold_goals": [
            {"match": "close my electricity account", "status": ["done", "in_progress", "open"]},
            {"match": "paperless", "status": ["abandoned", "absent"]},
            {"match": "be home", "status": "absent"},
        ],
        "once": ["MO-118204"],
    },
    {
        "id": "blind3-utility-en-payment-plan",
        "domain": "utility",
        "schema": "UtilityAccountState",
        "steps": [
            (
                "u",
                "my water bill is $612 this quarter, usually it's like 150. something's wrong. acct 7730041289",
            ),
            (
                "call",
                "get_usage",
                {"account_number": "7730041289"},
                {
                    "account_number": "7730041289",
                    "account_holder": "Derek Hollis",
                    "service_address": "511 Juniper Ln",
                    "usage_gallons": {"previous": 9800, "current": 41200},
                    "amount_due": "USD 612.40",
                },
            ),
            (
                "a",
                "Derek, usage jumped from 9,800 to 41,200 gallons, which usually means a leak. Have you checked for a running toilet or a leak outside?",
            ),
            ("u", "had a plumber out yesterday, it was the irrigation line. fixed now"),
            (
                "a",
                "Good to hear. With a repair receipt we can apply a leak adjustment. Could you email the plumber's invoice to billing@cityh2o.gov?",
            ),
            ("u", "just sent it"),
            (
                "call",
                "apply_leak_adjustment",
                {"account_number": "7730041289"},
                {"adjusted_amount_due": "USD 344.10", "status": "approved"},
            ),
            (
                "a",
                "Received, and approved: the bill is now $344.10. I can split that into 3 or 6 monthly installments with no fee.",
            ),
            ("u", "6"),
            ("a", "Six installments of $57.35. Shall I set that up?"),
            ("u", "hmm actually make it 3, I'd rather get it over with"),
            (
                "call",
                "create_payment_plan",
                {"account_number": "7730041289", "installments": 3},
                {"plan_id": "PP-20931", "installments": 3, "monthly_amount": "USD 114.70"},
            ),
            ("a", "Plan PP-20931: three payments of $114.70, the first with next month's bill."),
            (
                "u",
                "ok good. if my phone number changed do I tell you? it's 555 201 7788 now",
            ),
            ("a", "Updated your contact number to 555 201 7788."),
        ],
        "gold_fields": {
            "account_holder": one_of("Derek Hollis", "Derek"),
            "account_number": "7730041289",
            "service_address": "511 Juniper Ln",
            "request_type": one_of("billing", "payment plan"),
            "installments": 3,
            "phone": one_of("555 201 7788", "5552017788", "555-201-7788"),
        },
        "not_active": ["57.35"],
        "probes": ["7730041289", "PP-20931", "344.10"],
        "gold_goals": [
            {"match": "sent it", "status": ["done", "absent"]},
            {"match": "do I tell you", "status": "absent"},
        ],
        "once": ["PP-20931"],
    },
    # ---------------------------------------------------------------- apartment
    {
        "id": "blind3-apt-en-saturday-instead",
        "domain": "apartment",
        "schema": "ApartmentViewingState",
        "steps": [
            (
                "u",
                "Hi, I saw the 2 bed on Larch Avenue online (listing RL-6620). Is it still available? I'd love to see it",
            ),
            (
                "call",
                "get_listing",
                {"listing_id": "RL-6620"},
                {
                    "property_id": "RL-6620",
                    "address": "14 Larch Avenue, Unit 3",
                    "bedrooms": 2,
                    "rent": "USD 1,850/month",
                    "available_from": "2026-05-01",
                    "status": "available",
                },
            ),
            (
                "a",
                "Yes, 14 Larch Avenue Unit 3 is available from May 1 at $1,850/month. I have Friday at 5pm or Saturday at 11am for a viewing.",
            ),
            ("u", "friday 5 works"),
            ("a", "Great. Could I have your name and a phone number?"),
            (
                "u",
                "Omar Haddad, 312-555-0126. what's the budget range you usually need, like income?",
            ),
            (
                "a",
                "We ask for monthly income of about three times the rent. Friday at 5pm then?",
            ),
            (
                "u",
                "hmm can we do Saturday 11am instead of Friday 5? I just realised I'm working late friday",
            ),
            (
                "call",
                "book_viewing",
                {
                    "listing_id": "RL-6620",
                    "viewing_date": "Saturday",
                    "viewing_time": "11:00",
                    "name": "Omar Haddad",
                    "phone": "312-555-0126",
                },
                {
                    "viewing_id": "V-3391",
                    "viewing_date": "2026-04-11",
                    "viewing_time": "11:00",
                    "agent": "Lena",
                },
            ),
            ("a", "Booked for Saturday April 11 at 11am, Lena will meet you at the door."),
            ("u", "cool. is the building pet friendly? I have a small dog"),
            ("a", "Dogs under 25 lb are welcome with a $300 pet deposit."),
            ("u", "perfect. ideally I'd move in mid May, like the 15th"),
            ("a", "That's fine, I'll note May 15 as your preferred move-in date."),
        ],
        "gold_fields": {
            "renter_name": one_of("Omar Haddad", "Omar"),
            "listing_id": "RL-6620",
            "address": one_of("14 Larch Avenue, Unit 3", "14 Larch Avenue", "Larch Avenue"),
            "viewing_date": one_of("Saturday", "Saturday April 11", "2026-04-11", "April 11"),
            "viewing_time": one_of("11am", "11:00", "11 am", "11"),
            "bedrooms": 2,
            "move_in_date": one_of(
                "mid May", "the 15th", "May 15", "15th", "mid May, like the 15th"
            ),
            "phone": one_of("312-555-0126", "3125550126", "312 555 0126"),
        },
        "not_active": ["friday 5", "Friday at 5pm"],
        "probes": ["RL-6620", "V-3391", "312-555-0126"],
        "gold_goals": [
            {"match": "pet friendly", "status": "absent"},
            {"match": "what's the budget", "status": "absent"},
        ],
        "once": ["RL-6620"],
    },
    {
        "id": "blind3-apt-en-two-listings",
        "domain": "apartment",
        "schema": "ApartmentViewingState",
        "steps": [
            (
                "u",
                "hello i'd like to view two of your flats this week: the studio at 9 Quarry Rd (AP-1182) and the 1 bed at 301 Mill Lane (AP-1207). budget is max 1100 a month",
            ),
            (
                "call",
                "check_viewings",
                {"listing_ids": ["AP-1182", "AP-1207"]},
                {
                    "AP-1182": {"slots": ["Thu 18:00"], "rent": "EUR 980"},
                    "AP-1207": {"slots": ["Thu 18:45", "Sat 10:00"], "rent": "EUR 1,090"},
                },
            ),
            (
                "a",
                "Quarry Rd can be seen Thursday at 18:00; Mill Lane Thursday 18:45 or Saturday 10:00. Both on Thursday, one after the other?",
            ),
            ("u", "yes both thursday. Ines Carvalho, +351 912 345 678"),
            (
                "call",
                "book_viewings",
                {
                    "bookings": [
                        {"listing_id": "AP-1182", "time": "Thu 18:00"},
                        {"listing_id": "AP-1207", "time": "Thu 18:45"},
                    ],
                    "name": "Ines Carvalho",
                    "phone": "+351 912 345 678",
                },
                {
                    "bookings": [
                        {"listing_id": "AP-1182", "viewing_time": "18:00", "ref": "VW-71"},
                        {"listing_id": "AP-1207", "viewing_time": "18:45", "ref": "VW-72"},
                    ],
                    "viewing_date": "2026-09-17",
                },
            ),
            (
                "a",
                "Booked for Thursday 17 September: AP-1182 at 18:00 (VW-71) and AP-1207 at 18:45 (VW-72).",
            ),
            (
                "u",
                "oh never mind the Quarry Rd one, a friend says it's right above a bar. keep Mill Lane",
            ),
            (
                "call",
                "cancel_viewing",
                {"ref": "VW-71"},
                {"ref": "VW-71", "listing_id": "AP-1182", "status": "cancelled"},
            ),
            ("a", "Cancelled the Quarry Rd viewing; Mill Lane on Thursday at 18:45 stays."),
            ("u", "is there a lift in the mill lane building?"),
            ("a", "Yes, there's a lift, and the flat is on the 4th floor."),
            ("u", "ok great. obrigada"),
        ],
        "gold_fields": {
            "renter_name": one_of("Ines Carvalho", "Ines"),
            "listing_id": "AP-1207",
            "address": one_of("301 Mill Lane", "Mill Lane", None),
            "viewing_date": one_of(
                "thursday", "Thursday 17 September", "2026-09-17", "17 September", "Thu"
            ),
            "viewing_time": one_of("18:45", "Thu 18:45"),
            "bedrooms": one_of(1, None),
            "budget": one_of("max 1100 a month", "1100", "1100 a month", "max 1100", "EUR 1,100"),
            "phone": one_of("+351 912 345 678", "+351912345678", "912 345 678"),
        },
        "not_active": [],
        "probes": ["AP-1207", "VW-72", "18:45"],
        "gold_goals": [
            {"match": "Quarry Rd", "status": ["abandoned", "absent"]},
            {"match": "lift", "status": "absent"},
        ],
        "once": ["AP-1207"],
    },
]

ZH: list[dict[str, Any]] = [
    # ---------------------------------------------------------------- 高铁
    {
        "id": "blind3-train-zh-huan-cheng-g15",
        "domain": "train",
        "schema": "TicketTravelState",
        "steps": [
            ("u", "你好，帮我订两张北京南到上海虹桥的高铁票，下周五，我和我爸"),
            ("a", "好的。请提供两位乘客的姓名，想坐几点的车？"),
            ("u", "陈志远，陈国平。上午的"),
            (
                "call",
                "search_trains",
                {"origin": "北京南", "destination": "上海虹桥", "date": "2026-04-17"},
                {
                    "results": [
                        {"train_no": "G1", "departs": "07:00", "arrives": "11:29"},
                        {"train_no": "G5", "departs": "07:20", "arrives": "11:58"},
                        {"train_no": "G15", "departs": "10:00", "arrives": "14:28"},
                    ]
                },
            ),
            ("a", "4月17日上午有 G1 7:00、G5 7:20、G15 10:00。要哪一班？"),
            ("u", "G5吧，二等座"),
            ("a", "G5 二等座两张，共1246元，确认吗？"),
            ("u", "等下，换成G15，我爸起不来那么早。一等座而不是二等座，他腰不好"),
            (
                "call",
                "book_tickets",
                {
                    "train_no": "G15",
                    "date": "2026-04-17",
                    "passengers": ["陈志远", "陈国平"],
                    "seat_class": "first",
                },
                {
                    "booking_ref": "E739120458",
                    "train_no": "G15",
                    "travel_date": "2026-04-17",
                    "departure_time": "10:00",
                    "seat_class": "first",
                    "passengers": 2,
                    "seats": ["03车06A", "03车06C"],
                    "total": "CNY 1996",
                },
            ),
            (
                "a",
                "已出票：订单号 E739120458，4月17日 G15 10:00 北京南开，一等座 03车06A、06C，共1996元。",
            ),
            ("u", "能告诉我在哪个检票口吗"),
            ("a", "检票口一般发车前40分钟在车站大屏公布，G15 通常在 15 检票口附近。"),
            ("u", "嗯 那就这样，谢谢"),
        ],
        "gold_fields": {
            "passenger_name": one_of("陈志远", None),
            "booking_ref": "E739120458",
            "origin": one_of("北京南", "北京"),
            "destination": one_of("上海虹桥", "上海", "虹桥"),
            "travel_date": one_of("下周五", "4月17日", "2026-04-17", "4月17号"),
            "departure_time": one_of("10:00", "10点"),
            "train_no": "G15",
            "seat_class": "first",
            "passengers": 2,
        },
        "not_active": ["G5", "二等座"],
        "probes": ["E739120458", "G15", "陈国平"],
        "gold_goals": [
            {"match": "高铁票", "status": ["done", "absent"]},
            {"match": "检票口", "status": "absent"},
        ],
        "once": ["E739120458"],
    },
    # ---------------------------------------------------------------- 长途汽车
    {
        "id": "blind3-coach-zh-fan-cheng-bu-yong-le",
        "domain": "train",
        "schema": "TicketTravelState",
        "steps": [
            ("u", "在吗 想买一张广州到韶关的大巴票，这周六早上，顺便把周日回来的也买了"),
            (
                "call",
                "search_coaches",
                {"origin": "广州", "destination": "韶关", "date": "2026-05-16"},
                {
                    "results": [
                        {"service": "K8203", "departs": "08:30", "price": "CNY 85"},
                        {"service": "K8207", "departs": "10:30", "price": "CNY 85"},
                    ]
                },
            ),
            ("a", "周六5月16日有 8:30 和 10:30 两班，票价85元。要哪班？回程周日要几点的？"),
            ("u", "8点半的。回程的话……算了，回程不用了，我表哥开车送我回来"),
            ("a", "好的，只买去程。请提供乘车人姓名和手机号，电子票会发短信。"),
            ("u", "黄嘉欣 13926081475"),
            (
                "call",
                "book_coach",
                {
                    "service": "K8203",
                    "date": "2026-05-16",
                    "passenger": "黄嘉欣",
                    "contact_phone": "13926081475",
                },
                {
                    "booking_ref": "20260516083012",
                    "train_no": "K8203",
                    "travel_date": "2026-05-16",
                    "departure_time": "08:30",
                    "origin": "广州省站",
                    "destination": "韶关",
                    "status": "已出票",
                },
            ),
            (
                "a",
                "已出票，订单号 20260516083012，5月16日 8:30 广州省站发车 K8203，短信已发到 13926081475。",
            ),
            ("u", "省站地址能发我一下吗"),
            ("a", "广州省汽车客运站在环市西路145号，地铁2号线/5号线广州火车站站。"),
            ("u", "好嘞"),
        ],
        "gold_fields": {
            "passenger_name": "黄嘉欣",
            "booking_ref": "20260516083012",
            "origin": one_of("广州", "广州省站"),
            "destination": "韶关",
            "travel_date": one_of("这周六", "周六", "5月16日", "2026-05-16", "周六早上"),
            "departure_time": one_of("8点半", "08:30", "8:30"),
            "train_no": "K8203",
            "seat_class": None,
            "passengers": one_of(1, None),
            "contact_phone": "13926081475",
        },
        "not_active": ["周日回来"],
        "probes": ["20260516083012", "13926081475", "K8203"],
        "gold_goals": [
            {"match": "大巴票", "status": ["done", "absent"]},
            {"match": "回程", "status": ["abandoned", "absent"]},
            {"match": "地址", "status": "absent"},
        ],
        "once": ["20260516083012"],
    },
    # ---------------------------------------------------------------- 演唱会
    {
        "id": "blind3-event-zh-bu-dui-shi-b-qu",
        "domain": "event_tickets",
        "schema": "EventTicketState",
        "steps": [
            ("u", "你好 我要买周杰伦成都站的票，6月6号那场，两张"),
            (
                "call",
                "get_event",
                {"event_name": "周杰伦嘉年华世界巡回演唱会-成都站", "date": "2026-06-06"},
                {
                    "event_name": "周杰伦嘉年华世界巡回演唱会-成都站",
                    "event_date": "2026-06-06",
                    "zones": {"A区": "CNY 1280", "B区": "CNY 980", "C区": "CNY 680"},
                },
            ),
            ("a", "6月6日成都站还有 A区1280、B区980、C区680。您要哪个区？"),
            ("u", "C区"),
            ("a", "C区两张共1360元，需要实名，请提供购票人姓名。"),
            ("u", "不对，是B区，C区太远了看不清。李思琪"),
            ("a", "B区两张1960元。一共两张对吗？"),
            ("u", "改成3张，我室友也要去"),
            (
                "call",
                "purchase",
                {
                    "event_name": "周杰伦嘉年华世界巡回演唱会-成都站",
                    "section": "B区",
                    "ticket_count": 3,
                    "buyer": "李思琪",
                },
                {
                    "order_id": "DM2026060611873",
                    "section": "B区",
                    "ticket_count": 3,
                    "delivery": "e-ticket",
                    "seats": ["B区 12排 7号", "B区 12排 8号", "B区 12排 9号"],
                    "total": "CNY 2940",
                },
            ),
            (
                "a",
                "购票成功，订单号 DM2026060611873，B区12排7-9号三张，共2940元，电子票入场。",
            ),
            ("u", "几点开始检票啊"),
            ("a", "当天17:30开始检票入场，19:30开演。"),
            ("u", "ok"),
        ],
        "gold_fields": {
            "buyer_name": "李思琪",
            "order_id": "DM2026060611873",
            "event_name": one_of(
                "周杰伦成都站",
                "周杰伦",
                "周杰伦嘉年华世界巡回演唱会-成都站",
                "周杰伦嘉年华世界巡回演唱会",
            ),
            "event_date": one_of("6月6号", "6月6日", "2026-06-06"),
            "section": one_of("B区", "B"),
            "ticket_count": 3,
            "delivery": "e-ticket",
        },
        "not_active": [],
        "probes": ["DM2026060611873", "12排"],
        "gold_goals": [
            {"match": "检票", "status": "absent"},
        ],
        "once": ["DM2026060611873"],
    },
    # ---------------------------------------------------------------- 话剧
    {
        "id": "blind3-event-zh-liang-ge-ding-dan",
        "domain": "event_tickets",
        "schema": "EventTicketState",
        "steps": [
            (
                "u",
                "您好，我在你们这买了两个订单，一个是《茶馆》的 TK50021，一个是《雷雨》的 TK50388",
            ),
            (
                "call",
                "get_orders",
                {"order_ids": ["TK50021", "TK50388"]},
                {
                    "orders": [
                        {
                            "order_id": "TK50021",
                            "event_name": "茶馆",
                            "event_date": "2026-03-21",
                            "ticket_count": 2,
                            "section": "池座",
                        },
                        {
                            "order_id": "TK50388",
                            "event_name": "雷雨",
                            "event_date": "2026-03-28",
                            "ticket_count": 2,
                            "section": "二楼",
                        },
                    ],
                    "buyer_name": "孙敏",
                },
            ),
            (
                "a",
                "孙女士您好，查到两个订单：TK50021《茶馆》3月21日池座2张，TK50388《雷雨》3月28日二楼2张。需要办理什么？",
            ),
            ("u", "雷雨那个取消吧，那天要加班。茶馆的照常"),
            (
                "call",
                "cancel_order",
                {"order_id": "TK50388"},
                {"order_id": "TK50388", "status": "cancelled", "refund": "CNY 456"},
            ),
            ("a", "TK50388 已取消，456元退回原支付账户，3-5个工作日到账。"),
            ("u", "茶馆的票能不能寄纸质票给我？"),
            ("a", "可以，快递费12元，请提供收件地址。"),
            ("u", "嗯……算了，快递不用了，到时候现场取吧"),
            (
                "call",
                "update_order",
                {"order_id": "TK50021", "delivery": "will call"},
                {"order_id": "TK50021", "delivery": "will call", "pickup": "剧院东门取票处"},
            ),
            ("a", "已改为现场取票，演出当天凭身份证在剧院东门取票处领取。"),
            ("u", "谢谢。剧院停车方便吗？"),
            ("a", "剧院地下有停车场，晚上每小时10元。"),
        ],
        "gold_fields": {
            "buyer_name": "孙敏",
            "order_id": "TK50021",
            "event_name": one_of("茶馆", "《茶馆》"),
            "event_date": one_of("3月21日", "2026-03-21", None),
            "section": one_of("池座", None),
            "ticket_count": one_of(2, None),
            "delivery": "will call",
        },
        "not_active": [],
        "probes": ["TK50021", "TK50388", "东门"],
        "gold_goals": [
            {"match": "雷雨", "status": ["done", "absent"]},
            {"match": "纸质票", "status": ["abandoned", "absent"]},
            {"match": "停车", "status": "absent"},
        ],
        "once": ["TK50021"],
    },
    # ---------------------------------------------------------------- 宠物洗护
    {
        "id": "blind3-pet-zh-gai-cheng-zhou-ri",
        "domain": "pet_care",
        "schema": "PetCareState",
        "steps": [
            ("u", "你好，想给我家猫预约洗澡加驱虫，周六上午有空吗"),
            ("a", "您好！周六上午10点和11点半都可以。猫咪叫什么名字？您怎么称呼？"),
            ("u", "它叫团子，英短。我姓赵，手机15801236677"),
            ("a", "好的赵先生/女士，周六10点给团子洗澡加驱虫可以吗？"),
            ("u", "10点可以"),
            ("u", "哎不好意思，改成周日下午吧，周六我要回老家"),
            (
                "call",
                "check_slots",
                {"date": "周日", "period": "下午", "service": "猫咪洗澡"},
                {"slots": ["14:00", "16:30"], "staff": "小雅", "appointment_date": "2026-07-12"},
            ),
            ("a", "周日7月12日下午有2点和4点半，美容师是小雅。"),
            ("u", "2点。驱虫不用了，上周在医院刚做过"),
            (
                "call",
                "book_appointment",
                {
                    "pet_name": "团子",
                    "species": "cat",
                    "service": "洗澡",
                    "appointment_date": "2026-07-12",
                    "appointment_time": "14:00",
                    "staff": "小雅",
                    "phone": "15801236677",
                },
                {
                    "appointment_id": "PG0712-08",
                    "pet_name": "团子",
                    "service": "洗澡",
                    "appointment_date": "2026-07-12",
                    "appointment_time": "14:00",
                    "staff": "小雅",
                },
            ),
            ("a", "已预约：PG0712-08，7月12日周日下午2点，小雅给团子洗澡，不含驱虫。"),
            ("u", "你们几点关门？"),
            ("a", "我们晚上8点关门。"),
            ("u", "嗯嗯 好的"),
        ],
        "gold_fields": {
            "owner_name": one_of("赵", "赵先生", "赵女士", None),
            "pet_name": "团子",
            "species": "cat",
            "service": one_of("洗澡", "猫咪洗澡"),
            "appointment_date": one_of("周日", "周日下午", "7月12日", "2026-07-12"),
            "appointment_time": one_of("14:00", "2点", "下午2点"),
            "staff": "小雅",
            "appointment_id": "PG0712-08",
            "phone": "15801236677",
        },
        "not_active": ["周六上午"],
        "probes": ["PG0712-08", "团子", "15801236677"],
        "gold_goals": [
            {"match": "驱虫", "status": ["abandoned", "absent"]},
            {"match": "关门", "status": "absent"},
        ],
        "once": ["PG0712-08"],
    },
    # ---------------------------------------------------------------- 宠物医院
    {
        "id": "blind3-vet-zh-huan-cheng-li-yi-sheng",
        "domain": "pet_care",
        "schema": "PetCareState",
        "steps": [
            ("u", "医生好，我家狗狗豆豆最近老是挠耳朵，想挂个号"),
            ("a", "您好，请问是老客户吗？可以报一下手机号或者病历号。"),
            ("u", "病历号 PH20418，手机是 186 2117 0935"),
            (
                "call",
                "find_client",
                {"record_no": "PH20418"},
                {
                    "owner_name": "周建华",
                    "pet_name": "豆豆",
                    "species": "dog",
                    "breed": "柯基",
                    "last_visit": "2026-01-08",
                    "phone": "18621170935",
                },
            ),
            ("a", "周先生您好，豆豆上次一月来打过疫苗。明天上午王医生有号，9点半可以吗？"),
            ("u", "换成李医生吧，豆豆上次就是李医生看的皮肤，熟悉"),
            (
                "call",
                "check_slots",
                {"staff": "李医生", "date": "2026-03-05"},
                {"staff": "李医生", "slots": ["15:00", "17:30"]},
            ),
            ("a", "李医生明天下午3点和5点半有号。"),
            ("u", "下午三点"),
            (
                "call",
                "book_appointment",
                {
                    "pet_name": "豆豆",
                    "service": "皮肤科",
                    "staff": "李医生",
                    "appointment_date": "2026-03-05",
                    "appointment_time": "15:00",
                },
                {
                    "appointment_id": "VC-30517",
                    "staff": "李医生",
                    "appointment_date": "2026-03-05",
                    "appointment_time": "15:00",
                    "service": "皮肤科",
                },
            ),
            ("a", "已挂号 VC-30517，明天3月5日下午3点李医生皮肤科。来之前别给它洗澡。"),
            ("u", "驱虫药上周已经喂过了，要跟医生说吗"),
            ("a", "好的，我已经备注上周已驱虫，医生会看到。"),
            ("u", "行 谢谢"),
        ],
        "gold_fields": {
            "owner_name": one_of("周建华", "周先生"),
            "pet_name": "豆豆",
            "species": "dog",
            "service": one_of("皮肤科", "挠耳朵", "皮肤"),
            "appointment_date": one_of("明天", "3月5日", "2026-03-05"),
            "appointment_time": one_of("15:00", "下午三点", "三点", "下午3点"),
            "staff": "李医生",
            "appointment_id": "VC-30517",
            "phone": one_of("186 2117 0935", "18621170935"),
        },
        "not_active": ["王医生", "9点半"],
        "probes": ["VC-30517", "PH20418", "李医生"],
        "gold_goals": [
            {"match": "挂个号", "status": ["done", "absent"]},
            {"match": "要跟医生说吗", "status": "absent"},
        ],
        "once": ["VC-30517"],
    },
    # ---------------------------------------------------------------- 外卖
    {
        "id": "blind3-food-zh-bu-dui-3-hao-lou",
        "domain": "food_delivery",
        "schema": "FoodOrderState",
        "steps": [
            ("u", "帮我从老王家川菜点个外卖：水煮鱼一份，米饭两碗"),
            ("a", "好的，送到哪里？"),
            ("u", "阳光花园5号楼2单元601"),
            ("a", "阳光花园5号楼2单元601。想几点送到？"),
            ("u", "不对，是3号楼2单元601，5号楼是我朋友家。尽快就行"),
            ("a", "改为3号楼2单元601。微信还是支付宝付款？也可以货到付款。"),
            ("u", "货到付款吧…还是用微信吧"),
            (
                "call",
                "place_order",
                {
                    "restaurant": "老王家川菜",
                    "items": ["水煮鱼", "米饭x2"],
                    "delivery_address": "阳光花园3号楼2单元601",
                    "payment_method": "wallet",
                },
                {
                    "order_id": "WM7730218",
                    "restaurant": "老王家川菜",
                    "delivery_address": "阳光花园3号楼2单元601",
                    "payment_method": "wallet",
                    "delivery_time": "12:40",
                    "total": "CNY 76",
                },
            ),
            ("a", "下单成功，订单号 WM7730218，微信支付76元，预计12:40送达3号楼2单元601。"),
            ("u", "能告诉我店的地址吗，下次自己去吃"),
            ("a", "老王家川菜在建设路88号，商场一楼。"),
            ("u", "备注一下不要香菜。骑手打我电话 13512349876"),
            ("a", "已备注不要香菜，骑手会联系 13512349876。"),
        ],
        "gold_fields": {
            "order_id": "WM7730218",
            "restaurant": "老王家川菜",
            "delivery_address": one_of("阳光花园3号楼2单元601", "3号楼2单元601"),
            "delivery_time": one_of("12:40", "尽快"),
            "payment_method": "wallet",
            "phone": "13512349876",
        },
        "not_active": ["5号楼2单元601", "货到付款"],
        "probes": ["WM7730218", "3号楼", "不要香菜"],
        "gold_goals": [
            {"match": "点个外卖", "status": ["done", "absent"]},
            {"match": "店的地址", "status": "absent"},
        ],
        "once": ["WM7730218"],
    },
    {
        "id": "blind3-food-zh-liang-dan",
        "domain": "food_delivery",
        "schema": "FoodOrderState",
        "steps": [
            ("u", "我刚才下了两单，一单奶茶一单烧烤，奶茶那单送错了，送到隔壁楼去了"),
            ("a", "抱歉！请问奶茶那单的订单号是多少？"),
            ("u", "WM8801562"),
            (
                "call",
                "track_order",
                {"order_id": "WM8801562"},
                {
                    "order_id": "WM8801562",
                    "restaurant": "茶颜悦色",
                    "customer_name": "刘洋",
                    "delivery_address": "天通苑北二区7号楼",
                    "status": "delivered",
                },
            ),
            ("a", "刘先生，系统显示送到了7号楼。您的地址是？"),
            ("u", "8号楼，我填的是8号楼啊"),
            ("a", "确实是骑手送错了。可以给您重新做一份送过去，或者全额退款。"),
            ("u", "重新送吧"),
            (
                "call",
                "resend_order",
                {"order_id": "WM8801562", "delivery_address": "天通苑北二区8号楼"},
                {
                    "order_id": "WM8801563",
                    "delivery_address": "天通苑北二区8号楼",
                    "delivery_time": "20:15",
                    "status": "preparing",
                },
            ),
            ("a", "已安排补送，新单号 WM8801563，预计20:15送到8号楼。"),
            ("u", "烧烤那单 WM8801570 到哪了？"),
            (
                "call",
                "track_order",
                {"order_id": "WM8801570"},
                {
                    "order_id": "WM8801570",
                    "restaurant": "很久以前羊肉串",
                    "status": "on the way",
                    "delivery_time": "20:05",
                },
            ),
            ("a", "烧烤那单骑手已取餐，预计20:05到。"),
            ("u", "好 那等着"),
        ],
        "gold_fields": {
            "customer_name": "刘洋",
            # three orders of one customer: the resent milk tea, its original and the barbecue
            "order_id": one_of("WM8801563", "WM8801562", "WM8801570"),
            "restaurant": one_of("茶颜悦色", "很久以前羊肉串"),
            "delivery_address": one_of("天通苑北二区8号楼", "8号楼"),
            "delivery_time": one_of("20:15", "20:05"),
        },
        "not_active": [],
        "probes": ["WM8801562", "WM8801563", "WM8801570"],
        "gold_goals": [
            {"match": "重新送", "status": ["done", "absent"]},
            {"match": "到哪了", "status": "absent"},
        ],
        "once": ["WM8801570"],
    },
    # ---------------------------------------------------------------- 电费
    {
        "id": "blind3-utility-zh-guo-hu-gai-15-hao",
        "domain": "utility",
        "schema": "UtilityAccountState",
        "steps": [
            ("u", "你好，我新买了个二手房，想把电费户头过户到我名下"),
            ("a", "好的，请提供电费户号，在电费单或网上国网APP上能看到。"),
            ("u", "户号 0301882745，我手机号 13788215064"),
            (
                "call",
                "get_account",
                {"account_number": "0301882745"},
                {
                    "account_number": "0301882745",
                    "account_holder": "钱立新",
                    "service_address": "杭州市西湖区文三路259号3幢502室",
                    "balance": "CNY -23.60",
                },
            ),
            (
                "a",
                "查到户号 0301882745，户主钱立新，地址文三路259号3幢502室，目前欠费23.6元。新户主姓名是？希望哪天生效？",
            ),
            ("u", "何静。10号吧"),
            ("a", "过户需要原户主签字的过户申请、房产证和您的身份证，10号可以办。"),
            ("u", "改成15号，房产证14号才下来"),
            ("a", "好的，15号。今天方便的话报一下电表读数。"),
            ("u", "读数是 08817"),
            (
                "call",
                "create_transfer",
                {
                    "account_number": "0301882745",
                    "new_holder": "何静",
                    "effective_date": "2026-06-15",
                    "meter_reading": "08817",
                    "phone": "13788215064",
                },
                {"request_id": "GH2026061501", "effective_date": "2026-06-15", "status": "待审核"},
            ),
            (
                "a",
                "已提交过户申请 GH2026061501，6月15日生效，请在那之前把材料上传到APP。欠费23.6元需先结清。",
            ),
            ("u", "欠费已经交了，刚在APP上交的"),
            ("a", "收到，系统显示已结清。"),
        ],
        "gold_fields": {
            # the holder until the transfer takes effect, or the new one
            "account_holder": one_of("何静", "钱立新"),
            "account_number": "0301882745",
            "service_address": one_of("杭州市西湖区文三路259号3幢502室", "文三路259号3幢502室"),
            "request_type": one_of("move in", "other", None),
            "effective_date": one_of("15号", "6月15日", "2026-06-15"),
            "meter_reading": "08817",
            "phone": "13788215064",
        },
        "not_active": ["10号"],
        "probes": ["0301882745", "GH2026061501", "13788215064"],
        "gold_goals": [
            {"match": "过户", "status": ["done", "in_progress", "open"]},
            {"match": "欠费已经交了", "status": ["done", "absent"]},
        ],
        "once": ["0301882745"],
    },
    # ---------------------------------------------------------------- 水费
    {
        "id": "blind3-utility-zh-ting-shui",
        "domain": "utility",
        "schema": "UtilityAccountState",
        "steps": [
            ("u", "怎么又停水了？？从早上8点到现在一滴水都没有"),
            ("a", "非常抱歉给您带来不便。请提供用水户号或者地址，我查一下。"),
            ("u", "锦绣苑12栋，户号 ws-5520913"),
            (
                "call",
                "check_outage",
                {"account_number": "WS-5520913"},
                {
                    "account_number": "WS-5520913",
                    "account_holder": "吴秀兰",
                    "service_address": "锦绣苑12栋1804",
                    "outage": {
                        "reason": "主管道抢修",
                        "expected_restore": "18:00",
                        "ticket": "TS-88120",
                    },
                },
            ),
            ("a", "吴女士，锦绣苑那一片主管道在抢修，预计下午6点恢复，工单 TS-88120。"),
            ("u", "6点？那我孩子晚饭怎么办。能送点桶装水吗"),
            ("a", "小区门口有应急送水车，每户可以领两桶，凭户号领取。"),
            ("u", "两桶不够，我家五口人"),
            ("a", "我帮您申请加一桶，一共三桶。"),
            ("u", "行。还有上个月水费多扣了我20块，这个也帮我查查"),
            (
                "call",
                "create_billing_dispute",
                {"account_number": "WS-5520913", "amount": "CNY 20"},
                {"dispute_id": "BD-40771", "status": "受理中", "sla": "3个工作日"},
            ),
            ("a", "已登记水费核查 BD-40771，3个工作日内回复。"),
            ("u", "算了，应急水不用了，我老公说去我妈家吃"),
            ("a", "好的，已取消加水申请。水费核查照常处理。"),
        ],
        "gold_fields": {
            "account_holder": "吴秀兰",
            "account_number": one_of("WS-5520913", "ws-5520913"),
            "service_address": one_of("锦绣苑12栋1804", "锦绣苑12栋"),
            "request_type": one_of("outage", "billing"),
        },
        "not_active": ["三桶"],
        "probes": ["TS-88120", "BD-40771", "18:00"],
        "gold_goals": [
            {"match": "桶装水", "status": ["abandoned", "absent"]},
            {"match": "多扣了", "status": ["open", "in_progress", "absent"]},
        ],
        "once": ["WS-5520913"],
    },
    # ---------------------------------------------------------------- 看房
    {
        "id": "blind3-apt-zh-zhou-liu-er-bu-shi-zhou-ri",
        "domain": "apartment",
        "schema": "ApartmentViewingState",
        "steps": [
            ("u", "你好，我看到你们挂的那套两室，房源编号 SH-20931，还在吗"),
            (
                "call",
                "get_listing",
                {"listing_id": "SH-20931"},
                {
                    "property_id": "SH-20931",
                    "address": "浦东新区张杨路1520弄8号",
                    "bedrooms": 2,
                    "rent": "CNY 7800/月",
                    "status": "available",
                },
            ),
            ("a", "还在的，张杨路1520弄8号，两室一厅，月租7800。想什么时候来看？"),
            ("u", "周日下午吧"),
            ("a", "周日下午3点可以吗？怎么称呼您？"),
            ("u", "我姓林，林晓。周六下午而不是周日，周日临时有事"),
            ("a", "好的，周六下午3点。您预算大概多少？"),
            ("u", "8000以内。带车位吗"),
            ("a", "车位是另外租的，每月600。"),
            ("u", "算了，车位不用了，我没车"),
            (
                "call",
                "book_viewing",
                {
                    "listing_id": "SH-20931",
                    "viewing_date": "周六",
                    "viewing_time": "15:00",
                    "name": "林晓",
                },
                {
                    "viewing_id": "KF-6615",
                    "viewing_date": "2026-10-10",
                    "viewing_time": "15:00",
                    "agent": "小郑",
                    "agent_phone": "13061728890",
                },
            ),
            ("a", "约好了：10月10日周六下午3点看房，经纪人小郑，电话13061728890。"),
            ("u", "我电话 17721004563，到了打我"),
            ("a", "好的，已记下您的电话 17721004563。"),
        ],
        "gold_fields": {
            "renter_name": one_of("林晓", "林"),
            "listing_id": "SH-20931",
            "address": one_of("浦东新区张杨路1520弄8号", "张杨路1520弄8号"),
            "viewing_date": one_of("周六", "周六下午", "10月10日", "2026-10-10"),
            "viewing_time": one_of("15:00", "下午3点", "3点"),
            "bedrooms": 2,
            "budget": one_of("8000以内", "8000"),
            "phone": "17721004563",
        },
        "not_active": ["周日下午"],
        "probes": ["SH-20931", "KF-6615", "17721004563"],
        "gold_goals": [
            {"match": "车位", "status": ["abandoned", "absent"]},
            {"match": "还在吗", "status": "absent"},
        ],
        "once": ["SH-20931"],
    },
    {
        "id": "blind3-apt-zh-liang-tao-fang",
        "domain": "apartment",
        "schema": "ApartmentViewingState",
        "steps": [
            ("u", "中介你好，想约看两套：望京的 BJ-7712 一居室 和 酒仙桥的 BJ-7730 也是一居"),
            (
                "call",
                "check_viewings",
                {"listing_ids": ["BJ-7712", "BJ-7730"]},
                {
                    "BJ-7712": {
                        "address": "望京西园三区",
                        "rent": "CNY 5200",
                        "slots": ["周四19:00"],
                    },
                    "BJ-7730": {
                        "address": "酒仙桥驼房营",
                        "rent": "CNY 4600",
                        "slots": ["周四19:40"],
                    },
                },
            ),
            ("a", "两套都可以周四晚上看：望京西园三区 19:00，酒仙桥驼房营 19:40。您贵姓？"),
            ("u", "马腾，电话13911220087"),
            (
                "call",
                "book_viewings",
                {
                    "bookings": [
                        {"listing_id": "BJ-7712", "time": "周四19:00"},
                        {"listing_id": "BJ-7730", "time": "周四19:40"},
                    ],
                    "name": "马腾",
                    "phone": "13911220087",
                },
                {
                    "viewing_date": "2026-11-05",
                    "bookings": [
                        {"listing_id": "BJ-7712", "ref": "KF-901"},
                        {"listing_id": "BJ-7730", "ref": "KF-902"},
                    ],
                },
            ),
            ("a", "已约好11月5日周四，19:00 BJ-7712，19:40 BJ-7730。"),
            ("u", "我希望12月1号能入住，两套都能吗"),
            ("a", "BJ-7712 12月1日可以入住；BJ-7730 要到12月中旬。"),
            ("u", "那酒仙桥那套取消，只看望京的"),
            (
                "call",
                "cancel_viewing",
                {"ref": "KF-902"},
                {"ref": "KF-902", "listing_id": "BJ-7730", "status": "cancelled"},
            ),
            ("a", "已取消酒仙桥的看房，周四19:00望京西园三区照常。"),
            ("u", "物业费怎么算"),
            ("a", "物业费含在房租里，水电燃气另付。"),
            ("u", "嗯 知道了"),
        ],
        "gold_fields": {
            "renter_name": "马腾",
            "listing_id": "BJ-7712",
            "address": one_of("望京西园三区", "望京", None),
            "viewing_date": one_of("周四", "11月5日", "2026-11-05", "周四晚上"),
            "viewing_time": one_of("19:00", "周四19:00"),
            "bedrooms": one_of(1, None),
            "move_in_date": one_of("12月1号", "12月1日", "2026-12-01"),
            "phone": "13911220087",
        },
        "not_active": ["19:40"],
        "probes": ["BJ-7712", "13911220087"],
        "gold_goals": [
            {"match": "酒仙桥", "status": ["abandoned", "absent"]},
            {"match": "物业费", "status": "absent"},
        ],
        "once": ["BJ-7712"],
    },
]


def build() -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for lang, cases in (("en", EN), ("zh", ZH)):
        for case in cases:
            messages = _messages(case["steps"])
            assert 8 <= len(messages) <= 20, (case["id"], len(messages))
            record = {k: v for k, v in case.items() if k != "steps"}
            record["messages"] = messages
            record["split"] = "blind3"
            record["lang"] = lang
            out.append(record)
    assert len(out) == 24 and len({c["id"] for c in out}) == 24
    return out


if __name__ == "__main__":
    path = Path(__file__).with_name("state_blind3.jsonl")
    lines = [json.dumps(c, ensure_ascii=False) for c in build()]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {path} ({len(lines)} conversations)")
