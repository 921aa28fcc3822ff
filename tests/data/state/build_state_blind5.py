"""Builds ``state_blind5.jsonl``: a fifth blind labelled set for ``turnmem eval state``.

Hand-written for turnmem (not taken from any data set) before reading the rule folder, as a
user of the library would write conversations. 33 conversations, 22 English and 11 Chinese,
split ``blind5``, in eleven domains the earlier sets touch little (clinic and dentist
appointments, car rental, insurance claims, food delivery, subscriptions, flight changes and
seat upgrades, event tickets, home repair, pharmacy refills, HR leave, SaaS admin tasks), two
English conversations and one Chinese one each, every one naming a class of
``schemas_blind5.py``. They lean on what users actually produce: corrections ("actually make
it Thursday", "no wait, from Providence", "two people dropped out, so 3 now", "不对，是3月9日"),
cancelled and taken-back requests ("forget the fan", "hold off on the atorvastatin", "算了，不升
了"), values given across turns, questions that must not change values ("is there a generic?"),
assistant proposals the user rejects, restatements, imperative requests ("reset my password",
"export all open tickets") and the forms people give details in ("the name's ...", "put it
under ...", "I'm vegetarian", "I'll pay with my Visa", 555-0134). Run
``python tests/data/state/build_state_blind5.py`` to rebuild the file (deterministic).

Labelling conventions (as in ``build_state_blind4.py``):

- a field only a tool output states may be unset (``null`` in ``one_of``) unless the tool's
  JSON key is the field's own name; a field the user stated (or the assistant stated and the
  user confirmed) must be set; a schema field not listed must end unset;
- ``not_active`` lists replaced, cancelled or rejected values chosen so that no true statement
  at the end needs to contain them; a cancelled request is labelled in ``gold_goals`` as
  ``abandoned`` or ``absent``;
- questions and requests for information are ``absent`` goals; a request the user makes in the
  imperative ("reset my password") is a goal (any live or done status).
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


LIVE = ["open", "in_progress", "done"]
GONE = ["abandoned", "absent"]

EN: list[dict[str, Any]] = [
    # ---------------------------------------------------------------- clinic
    {
        "id": "blind5-clinic-en-dentist-thursday-not-tuesday",
        "domain": "clinic",
        "schema": "AppointmentState",
        "steps": [
            ("u", "Hi, I'd like to book a cleaning with Dr. Alvarez. Tuesday morning if possible."),
            (
                "call",
                "find_slots",
                {"provider": "Dr. Alvarez", "date": "2026-03-10", "part": "morning"},
                {"slots": ["09:30", "11:00"]},
            ),
            ("a", "Dr. Alvarez has 9:30 or 11:00 on Tuesday 10 March. Which works?"),
            ("u", "9:30. Oh wait, actually make it Thursday, same time. Tuesday I have a thing."),
            (
                "call",
                "find_slots",
                {"provider": "Dr. Alvarez", "date": "2026-03-12", "part": "morning"},
                {"slots": ["09:30"]},
            ),
            (
                "a",
                "Thursday 12 March at 9:30 is open. Can I get the patient's name and a phone number?",
            ),
            ("u", "the name's Kofi Mensah, phone 555-0134"),
            ("a", "Thanks Kofi. Do you have dental insurance with us on file?"),
            ("u", "do you take Delta Dental?"),
            ("a", "Yes, we're in network with Delta Dental."),
            ("u", "great, then Delta Dental. book it"),
            (
                "call",
                "book_appointment",
                {
                    "provider": "Dr. Alvarez",
                    "date": "2026-03-12",
                    "time": "09:30",
                    "patient": "Kofi Mensah",
                },
                {"appointment_id": "APT-20931"},
            ),
            (
                "a",
                "You're booked: Thursday 12 March at 9:30 with Dr. Alvarez, confirmation APT-20931.",
            ),
        ],
        "gold_fields": {
            "patient_name": "Kofi Mensah",
            "provider": one_of("Dr. Alvarez", "Alvarez"),
            "reason": one_of("cleaning", "a cleaning"),
            "appointment_date": one_of("Thursday", "Thursday 12 March", "12 March", "2026-03-12"),
            "appointment_time": one_of("9:30", "09:30", "9:30 am"),
            "insurance": "Delta Dental",
            "phone": "555-0134",
            "appointment_id": "APT-20931",
        },
        "not_active": ["Tuesday", "2026-03-10"],
        "probes": ["APT-20931", "555-0134"],
        "gold_goals": [{"match": "do you take", "status": "absent"}],
        "once": ["APT-20931"],
    },
    {
        "id": "blind5-clinic-en-gp-mornings-only-under-hannah-wu",
        "domain": "clinic",
        "schema": "AppointmentState",
        "steps": [
            ("u", "I need to see a GP about my knee, it's been swollen for a week."),
            (
                "a",
                "Sorry to hear that. The first available is Monday at 4pm with Dr. Patel. Shall I take it?",
            ),
            ("u", "no, I can only do mornings. anything Wednesday?"),
            (
                "call",
                "find_slots",
                {"date": "2026-05-20", "part": "morning"},
                {"slots": [{"time": "08:40", "doctor": "Dr. Osei"}]},
            ),
            ("a", "Wednesday 20 May at 8:40 with Dr. Osei."),
            ("u", "perfect. put it under Hannah Wu"),
            ("a", "Is 555-0162 still the best number for you?"),
            ("u", "no, that's my old one. it's 555-0178 now"),
            (
                "call",
                "book_appointment",
                {
                    "date": "2026-05-20",
                    "time": "08:40",
                    "doctor": "Dr. Osei",
                    "patient": "Hannah Wu",
                    "phone": "555-0178",
                },
                {"appointment_id": "GP-7742"},
            ),
            ("a", "Booked: Wednesday 20 May, 8:40 with Dr. Osei for your knee. Reference GP-7742."),
            ("u", "thanks. should I bring anything?"),
            ("a", "Just a list of any medication you take."),
        ],
        "gold_fields": {
            "patient_name": "Hannah Wu",
            "provider": one_of("Dr. Osei", "Osei"),
            "reason": one_of("knee", "my knee", "swollen knee", "knee swollen for a week"),
            "appointment_date": one_of("Wednesday", "Wednesday 20 May", "20 May", "2026-05-20"),
            "appointment_time": one_of("8:40", "08:40"),
            "phone": "555-0178",
            "appointment_id": "GP-7742",
        },
        "not_active": ["Dr. Patel", "4pm", "555-0162"],
        "probes": ["GP-7742"],
        "gold_goals": [{"match": "bring anything", "status": "absent"}],
        "once": ["GP-7742"],
    },
    # ---------------------------------------------------------------- car rental
    {
        "id": "blind5-car-en-boston-not-newark-suv",
        "domain": "car_rental",
        "schema": "CarRentalState",
        "steps": [
            (
                "u",
                "I need a rental car from Newark airport, June 3 to June 7. Something compact is fine.",
            ),
            ("a", "Sure. Compact at Newark from 3 to 7 June, returning to Newark?"),
            ("u", "no wait, from Boston Logan, I fly into Boston. and return there too"),
            (
                "call",
                "search_cars",
                {"pickup": "BOS", "from": "2026-06-03", "to": "2026-06-07", "class": "compact"},
                {"cars": [{"class": "compact", "daily": 41}, {"class": "suv", "daily": 68}]},
            ),
            ("a", "At Boston Logan a compact is $41 a day and an SUV $68 a day."),
            ("u", "hmm, we're four adults with big bags. an SUV would be better"),
            ("a", "SUV it is. Any extras? A child seat, GPS, an extra driver?"),
            ("u", "no extras. I'll pay with my Visa"),
            ("a", "And the main driver's name?"),
            ("u", "Daniel Brooks"),
            (
                "call",
                "book_car",
                {
                    "pickup": "BOS",
                    "dropoff": "BOS",
                    "from": "2026-06-03",
                    "to": "2026-06-07",
                    "class": "suv",
                    "driver": "Daniel Brooks",
                },
                {"booking_ref": "CR-66120"},
            ),
            ("a", "Booked: SUV at Boston Logan, 3 to 7 June, reference CR-66120, paid by Visa."),
        ],
        "gold_fields": {
            "driver_name": "Daniel Brooks",
            "pickup_location": one_of("Boston Logan", "Boston", "Logan", "BOS"),
            "dropoff_location": one_of("Boston Logan", "Boston", "Logan", "BOS", None),
            "pickup_date": one_of("June 3", "3 June", "2026-06-03"),
            "return_date": one_of("June 7", "7 June", "2026-06-07"),
            "car_class": "suv",
            "payment_method": one_of("Visa", "my Visa"),
            "booking_ref": "CR-66120",
        },
        "not_active": ["Newark", "compact"],
        "probes": ["CR-66120"],
        "gold_goals": [],
        "once": ["CR-66120"],
    },
    {
        "id": "blind5-car-en-extend-forget-the-gps",
        "domain": "car_rental",
        "schema": "CarRentalState",
        "steps": [
            ("u", "Hi, I have a car booked, reference DR-40318. it's under Lee"),
            (
                "call",
                "get_booking",
                {"booking_ref": "DR-40318"},
                {
                    "driver": "J. Lee",
                    "pickup": "Denver Airport",
                    "dropoff": "Denver Airport",
                    "from": "2026-08-14",
                    "to": "2026-08-16",
                    "class": "midsize",
                },
            ),
            ("a", "Found it: midsize from Denver Airport, 14 to 16 August. What can I change?"),
            ("u", "I need it two more days, bring it back on the 18th instead of the 16th"),
            ("a", "Done, return moved to 18 August. Anything else?"),
            (
                "u",
                "add a GPS too please. and I'll drop it off downtown instead of the airport, the Larimer Street office",
            ),
            ("a", "GPS is $12 a day. One-way to Larimer Street adds a $25 fee. Go ahead?"),
            ("u", "hmm, forget the GPS, I'll use my phone. the downtown drop-off is fine"),
            (
                "call",
                "modify_booking",
                {"booking_ref": "DR-40318", "to": "2026-08-18", "dropoff": "Larimer Street"},
                {"ok": True, "total": 318},
            ),
            (
                "a",
                "Updated: return on 18 August at our Larimer Street office, no GPS. New total $318.",
            ),
            ("u", "thanks"),
        ],
        "gold_fields": {
            "driver_name": one_of("Lee", "J. Lee"),
            "pickup_location": one_of("Denver Airport", "Denver", None),
            "dropoff_location": one_of(
                "Larimer Street", "the Larimer Street office", "Larimer Street office", "downtown"
            ),
            "pickup_date": one_of("14 August", "August 14", "2026-08-14", None),
            "return_date": one_of("the 18th", "18th", "18 August", "2026-08-18"),
            "car_class": one_of("midsize", None),
            "booking_ref": "DR-40318",
        },
        "not_active": ["GPS"],
        "probes": ["DR-40318", "Larimer Street"],
        "gold_goals": [{"match": "GPS", "status": GONE}],
        "once": ["DR-40318"],
    },
    # ---------------------------------------------------------------- insurance
    {
        "id": "blind5-claim-en-rear-ended-the-12th",
        "domain": "insurance",
        "schema": "ClaimState",
        "steps": [
            ("u", "I want to file a claim, someone rear-ended me. policy number AU-5521907"),
            (
                "call",
                "get_policy",
                {"policy_number": "AU-5521907"},
                {"holder": "Maya Goldberg", "type": "auto", "vehicle": "2019 Honda Civic"},
            ),
            ("a", "Thanks Maya, I see your 2019 Honda Civic. When did it happen?"),
            ("u", "on the 14th. no sorry, the 12th, it was the Saturday"),
            ("a", "Saturday the 12th. Where?"),
            ("u", "in the parking lot of the Trader Joe's on Elm Street"),
            ("a", "Do you have a repair estimate?"),
            (
                "u",
                "the body shop said about $2,300 at first, but they called back and it's $2,850 with the sensor",
            ),
            ("a", "Understood. A good number to reach you?"),
            ("u", "555-0121"),
            (
                "call",
                "open_claim",
                {
                    "policy_number": "AU-5521907",
                    "date": "2026-09-12",
                    "location": "Trader Joe's, Elm Street",
                    "estimate": 2850,
                },
                {"claim_id": "CLM-883412"},
            ),
            (
                "a",
                "Your claim CLM-883412 is open for the rear-end damage on 12 September, estimate $2,850. An adjuster will call 555-0121.",
            ),
        ],
        "gold_fields": {
            "policy_holder": one_of("Maya Goldberg", None),
            "policy_number": "AU-5521907",
            "claim_type": "auto",
            "incident_date": one_of(
                "the 12th", "12th", "Saturday the 12th", "Saturday", "12 September", "2026-09-12"
            ),
            "incident_location": one_of(
                "the parking lot of the Trader Joe's on Elm Street",
                "parking lot of the Trader Joe's on Elm Street",
                "Trader Joe's on Elm Street",
                "Trader Joe's, Elm Street",
                "Elm Street",
            ),
            "damage": one_of("rear-end damage", "rear-ended", "rear end", None),
            "amount": one_of("$2,850", "2850", "2,850"),
            "phone": "555-0121",
            "claim_id": "CLM-883412",
        },
        "not_active": ["the 14th", "$2,300"],
        "probes": ["CLM-883412"],
        "gold_goals": [{"match": "file a claim", "status": LIVE}],
        "once": ["CLM-883412"],
    },
    {
        "id": "blind5-claim-en-burst-pipe-leave-the-bike",
        "domain": "insurance",
        "schema": "ClaimState",
        "steps": [
            (
                "u",
                "A pipe burst under my kitchen sink last night and the floor is soaked. Home policy HM-300178.",
            ),
            (
                "call",
                "get_policy",
                {"policy_number": "HM-300178"},
                {"holder": "Oliver Grant", "type": "home", "excess": 250},
            ),
            ("a", "I'm sorry, Oliver. I can start a water damage claim. What's damaged?"),
            (
                "u",
                "the kitchen floor and the cabinet under the sink. oh and my bike was stolen from the garage last week, can I add that?",
            ),
            ("a", "Theft is a separate claim, but I can open both. What was the bike worth?"),
            ("u", "what's my excess?"),
            ("a", "Your excess is $250 per claim."),
            ("u", "ok leave the bike then, it's not worth it. just the kitchen"),
            (
                "call",
                "open_claim",
                {
                    "policy_number": "HM-300178",
                    "cause": "burst pipe",
                    "date": "2026-02-03",
                    "damage": "kitchen floor and sink cabinet",
                },
                {"claim_id": "HC-51906"},
            ),
            (
                "a",
                "Opened claim HC-51906 for the burst pipe: kitchen floor and sink cabinet. A loss adjuster will be in touch.",
            ),
        ],
        "gold_fields": {
            "policy_holder": one_of("Oliver Grant", None),
            "policy_number": "HM-300178",
            "claim_type": "home",
            "incident_date": one_of("last night", "2026-02-03", None),
            "incident_location": one_of("kitchen", "my kitchen", "under my kitchen sink", None),
            "damage": one_of(
                "the kitchen floor and the cabinet under the sink",
                "kitchen floor and the cabinet under the sink",
                "kitchen floor and sink cabinet",
                "kitchen floor",
                "floor is soaked",
            ),
            "claim_id": "HC-51906",
        },
        "not_active": [],
        "probes": ["HC-51906"],
        "gold_goals": [
            {"match": "bike", "status": GONE},
            {"match": "excess", "status": "absent"},
        ],
        "once": ["HC-51906"],
    },
    # ---------------------------------------------------------------- food delivery
    {
        "id": "blind5-food-en-vegetarian-swap-half-seven",
        "domain": "food_delivery",
        "schema": "FoodOrderState",
        "steps": [
            ("u", "Can I order from Luigi's? A large pepperoni pizza and a garlic bread."),
            ("a", "Sure! Anything to drink?"),
            (
                "u",
                "a lemonade. oh wait, my friend's coming and she's vegetarian, and so am I now actually. swap the pepperoni for a large veggie supreme",
            ),
            (
                "a",
                "Done: large veggie supreme, garlic bread, lemonade. Delivery as soon as possible?",
            ),
            ("u", "can you make it 7:30 instead? we're out till then"),
            ("a", "7:30 it is. Delivery address?"),
            ("u", "22 Birch Lane, apartment 4B. I'll pay with my Visa"),
            (
                "call",
                "place_order",
                {
                    "restaurant": "Luigi's",
                    "items": ["large veggie supreme", "garlic bread", "lemonade"],
                    "time": "19:30",
                    "address": "22 Birch Lane, Apt 4B",
                },
                {"order_id": "LG-5530", "total": 31.5},
            ),
            (
                "a",
                "Order LG-5530 placed, $31.50 on your Visa, arriving around 7:30 at 22 Birch Lane, 4B.",
            ),
        ],
        "gold_fields": {
            "restaurant": "Luigi's",
            "dishes": one_of(
                ["large veggie supreme", "garlic bread", "lemonade"],
                ["veggie supreme", "garlic bread", "lemonade"],
                ["large veggie supreme pizza", "garlic bread", "lemonade"],
            ),
            "dietary": one_of("vegetarian", "veggie"),
            "delivery_address": one_of(
                "22 Birch Lane, apartment 4B", "22 Birch Lane, Apt 4B", "22 Birch Lane"
            ),
            "delivery_time": one_of("7:30", "19:30", "7:30 pm"),
            "payment_method": one_of("Visa", "my Visa"),
            "order_id": "LG-5530",
        },
        "not_active": ["pepperoni", "as soon as possible"],
        "probes": ["LG-5530"],
        "gold_goals": [],
        "once": ["LG-5530"],
    },
    {
        "id": "blind5-food-en-drop-the-tea-home-not-office",
        "domain": "food_delivery",
        "schema": "FoodOrderState",
        "steps": [
            (
                "u",
                "hi, order from Kyoto Garden please: a salmon avocado roll, 2 miso soups and a green tea",
            ),
            ("a", "Got it. Where should we deliver?"),
            ("u", "to my office, 300 Market St, 9th floor"),
            ("a", "300 Market St, 9th floor. Anything else?"),
            (
                "u",
                "drop the green tea. and no wait, I'm working from home today, send it to 41 Pine Ave",
            ),
            (
                "a",
                "Sure: salmon avocado roll and 2 miso soups to 41 Pine Ave. A phone number for the courier?",
            ),
            ("u", "555-0187. how long will it take?"),
            (
                "call",
                "place_order",
                {
                    "restaurant": "Kyoto Garden",
                    "items": ["salmon avocado roll", "miso soup x2"],
                    "address": "41 Pine Ave",
                    "phone": "555-0187",
                },
                {"order_id": "KG-11873", "eta_minutes": 40},
            ),
            ("a", "Order KG-11873 is in, about 40 minutes."),
            ("u", "ok cool"),
        ],
        "gold_fields": {
            "restaurant": "Kyoto Garden",
            "dishes": one_of(
                ["salmon avocado roll", "2 miso soups"],
                ["salmon avocado roll", "miso soup"],
                ["salmon avocado roll", "miso soups"],
                ["salmon avocado roll", "miso soup x2"],
            ),
            "delivery_address": "41 Pine Ave",
            "phone": "555-0187",
            "delivery_time": one_of(None, "40 minutes", "about 40 minutes"),
            "order_id": "KG-11873",
        },
        "not_active": ["300 Market", "green tea", "9th floor"],
        "probes": ["KG-11873", "41 Pine Ave"],
        "gold_goals": [{"match": "how long", "status": "absent"}],
        "once": ["KG-11873"],
    },
    # ---------------------------------------------------------------- subscriptions
    {
        "id": "blind5-sub-en-downgrade-keep-monthly",
        "domain": "subscription",
        "schema": "SubscriptionState",
        "steps": [
            ("u", "I want to switch my streaming plan from Premium to Standard, we never use 4K"),
            ("a", "I can do that. What's the email on the account?"),
            ("u", "rosa.diaz@mailbox.org"),
            (
                "call",
                "get_account",
                {"email": "rosa.diaz@mailbox.org"},
                {
                    "holder": "Rosa Diaz",
                    "plan": "Premium",
                    "cycle": "monthly",
                    "renews": "2026-07-01",
                },
            ),
            (
                "a",
                "Thanks Rosa. If you switch to Standard on an annual plan you'd save 15%. Want annual billing?",
            ),
            ("u", "no thanks, keep it monthly"),
            ("a", "Sure. Standard monthly from your next renewal on 1 July, or right away?"),
            ("u", "from the next renewal is fine"),
            (
                "call",
                "change_plan",
                {
                    "email": "rosa.diaz@mailbox.org",
                    "plan": "Standard",
                    "cycle": "monthly",
                    "effective": "2026-07-01",
                },
                {"reference": "PC-20447"},
            ),
            ("a", "Done: you move to Standard, billed monthly, from 1 July. Reference PC-20447."),
        ],
        "gold_fields": {
            "account_holder": one_of("Rosa Diaz", None),
            "email": "rosa.diaz@mailbox.org",
            "current_plan": one_of("Premium", None),
            "new_plan": "Standard",
            "change": "downgrade",
            "billing_cycle": "monthly",
            "effective_date": one_of(
                "1 July", "July 1", "2026-07-01", "the next renewal", "next renewal"
            ),
            "reference": "PC-20447",
        },
        "not_active": ["annual"],
        "probes": ["PC-20447"],
        "gold_goals": [{"match": "annual", "status": "absent"}],
        "once": ["PC-20447"],
    },
    {
        "id": "blind5-sub-en-cancel-becomes-pause",
        "domain": "subscription",
        "schema": "SubscriptionState",
        "steps": [
            ("u", "Please cancel my gym membership. the name's Priya Nair, member number GM-77815"),
            (
                "call",
                "get_member",
                {"member_id": "GM-77815"},
                {"holder": "Priya Nair", "plan": "Flex Plus", "monthly_fee": 49},
            ),
            (
                "a",
                "I can help, Priya. Before I cancel: if it's temporary, we can pause Flex Plus for up to 3 months at no charge. Would that suit you better?",
            ),
            ("u", "oh, I'm only away for the summer. ok, pause it instead of cancelling"),
            ("a", "From when?"),
            ("u", "from June 1st, for 3 months"),
            (
                "call",
                "pause_membership",
                {"member_id": "GM-77815", "from": "2026-06-01", "months": 3},
                {"reference": "PZ-3091", "resumes": "2026-09-01"},
            ),
            ("a", "Paused from 1 June; it restarts on 1 September. Reference PZ-3091."),
            ("u", "will I be charged in June?"),
            ("a", "No, there's no charge while it's paused."),
        ],
        "gold_fields": {
            "account_holder": "Priya Nair",
            "current_plan": one_of("Flex Plus", None),
            "change": "pause",
            "effective_date": one_of("June 1st", "June 1", "1 June", "2026-06-01"),
            "reference": one_of("PZ-3091", "GM-77815"),
        },
        "not_active": [],
        "probes": ["PZ-3091", "GM-77815"],
        "gold_goals": [
            {"match": "cancel my gym membership", "status": GONE},
            {"match": "charged in June", "status": "absent"},
        ],
        "once": ["GM-77815"],
    },
    # ---------------------------------------------------------------- flight changes
    {
        "id": "blind5-flight-en-twelfth-window-premium",
        "domain": "flight_change",
        "schema": "FlightChangeState",
        "steps": [
            (
                "u",
                "I need to change my flight, booking ref KLM7QX. I'm on the 10 May Amsterdam to Toronto and want to go on 12 May instead",
            ),
            (
                "call",
                "search_flights",
                {"booking_ref": "KLM7QX", "date": "2026-05-12"},
                {"passenger": "Anouk de Vries", "flights": [{"flight": "KL691", "dep": "12:55"}]},
            ),
            (
                "a",
                "KL691 on 12 May departs 12:55. Shall I move you, Ms de Vries? Any seat preference?",
            ),
            ("u", "yes please, an aisle seat"),
            ("a", "Aisle, noted."),
            ("u", "hmm actually window, I want to sleep"),
            ("a", "Window it is. There's also a premium economy upgrade for $180 on that flight."),
            ("u", "how much legroom does that get me?"),
            ("a", "About 15 cm more, plus a wider seat."),
            ("u", "fine, do it, upgrade me"),
            (
                "call",
                "rebook",
                {
                    "booking_ref": "KLM7QX",
                    "flight": "KL691",
                    "date": "2026-05-12",
                    "cabin": "premium economy",
                    "seat": "window",
                },
                {"ok": True, "seat": "24A"},
            ),
            ("a", "Done: KL691 on 12 May, premium economy, window seat 24A."),
        ],
        "gold_fields": {
            "passenger_name": one_of("Anouk de Vries", "de Vries", "Ms de Vries", None),
            "booking_ref": "KLM7QX",
            "origin": "Amsterdam",
            "destination": "Toronto",
            "new_date": one_of("12 May", "May 12", "2026-05-12"),
            "new_flight": "KL691",
            "seat": one_of("window", "24A", "window seat 24A", "window seat"),
            "cabin": "premium economy",
        },
        "not_active": ["aisle"],
        "probes": ["KL691", "24A"],
        "gold_goals": [
            {"match": "legroom", "status": "absent"},
            {"match": "change my flight", "status": LIVE},
        ],
        "once": ["KLM7QX"],
    },
    {
        "id": "blind5-flight-en-providence-not-boston-vegan",
        "domain": "flight_change",
        "schema": "FlightChangeState",
        "steps": [
            (
                "u",
                "my flight got cancelled. I was flying home to Chicago tomorrow from Boston, no wait, from Providence. booking 4HTR2M",
            ),
            (
                "call",
                "rebook_options",
                {"booking_ref": "4HTR2M"},
                {
                    "passenger": "Sam Whitfield",
                    "origin": "PVD",
                    "destination": "ORD",
                    "options": [
                        {"flight": "UA1182", "dep": "2026-10-09 07:10"},
                        {"flight": "UA2204", "dep": "2026-10-09 13:45"},
                    ],
                },
            ),
            (
                "a",
                "Sorry about that, Sam. From Providence to Chicago tomorrow I have UA1182 at 7:10 or UA2204 at 13:45.",
            ),
            ("u", "the 7:10 is too early. the afternoon one"),
            ("a", "UA2204 at 13:45. Would you like a special meal?"),
            ("u", "vegetarian please. actually make it vegan"),
            (
                "call",
                "rebook",
                {"booking_ref": "4HTR2M", "flight": "UA2204", "meal": "VGML"},
                {"ok": True},
            ),
            ("a", "You're on UA2204 at 13:45 tomorrow, vegan meal requested."),
            ("u", "do I need to check in again?"),
            ("a", "Yes, check-in opens 24 hours before departure."),
        ],
        "gold_fields": {
            "passenger_name": one_of("Sam Whitfield", None),
            "booking_ref": "4HTR2M",
            "origin": one_of("Providence", "PVD"),
            "destination": one_of("Chicago", "ORD"),
            "new_date": one_of("tomorrow", "2026-10-09", None),
            "new_flight": "UA2204",
            "meal": one_of("vegan", "VGML", "vegan meal"),
        },
        "not_active": ["Boston", "UA1182", "vegetarian"],
        "probes": ["UA2204"],
        "gold_goals": [{"match": "check in again", "status": "absent"}],
        "once": ["4HTR2M"],
    },
    # ---------------------------------------------------------------- event tickets
    {
        "id": "blind5-tickets-en-five-then-three-section-104",
        "domain": "event_tickets",
        "schema": "EventTicketState",
        "steps": [
            ("u", "I'd like 5 tickets for the Arctic Monkeys show on Saturday 14 November"),
            (
                "call",
                "find_tickets",
                {"event": "Arctic Monkeys", "date": "2026-11-14", "qty": 5},
                {
                    "options": [
                        {"section": "Floor standing", "price": 95},
                        {"section": "104", "price": 120},
                        {"section": "210", "price": 75},
                    ]
                },
            ),
            (
                "a",
                "For 5 I'd suggest Floor standing at $95 each. There's also section 104 at $120 or 210 at $75.",
            ),
            ("u", "no, seated please, section 104. oh and two people dropped out, so 3 now"),
            ("a", "3 in section 104, $360. Mobile tickets or will call?"),
            ("u", "mobile"),
            ("a", "What email should the tickets go to?"),
            ("u", "jonah.klein@fastmail.com"),
            (
                "call",
                "buy_tickets",
                {
                    "event": "Arctic Monkeys",
                    "date": "2026-11-14",
                    "qty": 3,
                    "section": "104",
                    "delivery": "mobile",
                },
                {"order_id": "TK-904421"},
            ),
            ("a", "All set: 3 tickets in section 104, order TK-904421, sent to your phone."),
        ],
        "gold_fields": {
            "event": one_of("Arctic Monkeys", "the Arctic Monkeys show", "Arctic Monkeys show"),
            "event_date": one_of("Saturday 14 November", "14 November", "Saturday", "2026-11-14"),
            "tickets": 3,
            "section": one_of("104", "section 104"),
            "delivery": "mobile",
            "email": "jonah.klein@fastmail.com",
            "order_id": "TK-904421",
        },
        "not_active": ["Floor standing", "5 tickets"],
        "probes": ["TK-904421"],
        "gold_goals": [],
        "once": ["TK-904421"],
    },
    {
        "id": "blind5-tickets-en-evening-not-matinee",
        "domain": "event_tickets",
        "schema": "EventTicketState",
        "steps": [
            ("u", "Two tickets for Hamilton this Sunday, the 2pm matinee"),
            (
                "call",
                "find_tickets",
                {"event": "Hamilton", "date": "2026-04-19"},
                {"shows": [{"time": "14:00", "left": 6}, {"time": "19:30", "left": 20}]},
            ),
            ("a", "The 2pm has 6 seats left, scattered. The 7:30pm show has pairs together."),
            ("u", "actually the evening show then, we want to sit together"),
            ("a", "7:30pm, 2 seats together in the dress circle, $140 each."),
            ("u", "just to confirm, that's two tickets for the 7:30 show on Sunday, right?"),
            ("a", "Correct, two for 7:30pm on Sunday 19 April."),
            (
                "u",
                "good. put it under Marcus Bell, email is mbell@outlook.com, and email the tickets",
            ),
            (
                "call",
                "buy_tickets",
                {
                    "event": "Hamilton",
                    "date": "2026-04-19",
                    "time": "19:30",
                    "qty": 2,
                    "section": "dress circle",
                    "name": "Marcus Bell",
                },
                {"order_id": "HM-22817"},
            ),
            ("a", "Booked, Marcus: order HM-22817, e-tickets on their way to mbell@outlook.com."),
        ],
        "gold_fields": {
            "buyer_name": "Marcus Bell",
            "event": "Hamilton",
            "event_date": one_of(
                "Sunday", "this Sunday", "Sunday 19 April", "19 April", "2026-04-19"
            ),
            "event_time": one_of("7:30", "7:30pm", "19:30", "7:30 pm"),
            "tickets": 2,
            "section": one_of("dress circle", "the dress circle", None),
            "delivery": "email",
            "email": "mbell@outlook.com",
            "order_id": "HM-22817",
        },
        "not_active": ["2pm", "matinee"],
        "probes": ["HM-22817"],
        "gold_goals": [{"match": "just to confirm", "status": "absent"}],
        "once": ["HM-22817"],
    },
    # ---------------------------------------------------------------- home repair
    {
        "id": "blind5-repair-en-plumber-friday-after-ten",
        "domain": "home_repair",
        "schema": "HomeRepairState",
        "steps": [
            (
                "u",
                "I need a plumber, the pipe under my kitchen sink is leaking. Can someone come Wednesday?",
            ),
            ("a", "We can do Wednesday. What's the address?"),
            ("u", "18 Cedar Court, Ashford. hmm make it Friday morning, Wednesday I'm not home"),
            ("a", "Friday morning: we have 8 to 10."),
            ("u", "no, after 10 please, I do the school run"),
            ("a", "Friday 10 to 12 then. Name and phone?"),
            ("u", "Grace Holloway, 555-0142"),
            (
                "call",
                "book_visit",
                {
                    "trade": "plumbing",
                    "address": "18 Cedar Court, Ashford",
                    "date": "2026-01-23",
                    "window": "10:00-12:00",
                    "phone": "555-0142",
                },
                {"job_id": "PL-60215"},
            ),
            (
                "a",
                "Booked: a plumber on Friday 23 January between 10 and 12 at 18 Cedar Court. Job PL-60215.",
            ),
            ("u", "will they bring parts or do I need to buy anything?"),
            ("a", "They carry common parts; no need to buy anything."),
        ],
        "gold_fields": {
            "customer_name": "Grace Holloway",
            "trade": "plumbing",
            "problem": one_of(
                "the pipe under my kitchen sink is leaking",
                "pipe under my kitchen sink is leaking",
                "leaking pipe under the kitchen sink",
                "leak",
                "leaking",
            ),
            "address": one_of("18 Cedar Court, Ashford", "18 Cedar Court"),
            "visit_date": one_of(
                "Friday", "Friday morning", "Friday 23 January", "23 January", "2026-01-23"
            ),
            "visit_time": one_of(
                "10 to 12", "10-12", "10:00-12:00", "after 10", "between 10 and 12"
            ),
            "phone": "555-0142",
            "job_id": "PL-60215",
        },
        "not_active": ["Wednesday", "8 to 10"],
        "probes": ["PL-60215"],
        "gold_goals": [{"match": "bring parts", "status": "absent"}],
        "once": ["PL-60215"],
    },
    {
        "id": "blind5-repair-en-electrician-forget-the-fan",
        "domain": "home_repair",
        "schema": "HomeRepairState",
        "steps": [
            (
                "u",
                "hey, I need an electrician for two things: an outlet in the garage that's dead, and a ceiling fan installed in the bedroom",
            ),
            ("a", "We can do both on one visit. When suits you?"),
            ("u", "next Tuesday afternoon"),
            ("a", "Tuesday 3 March, 1 to 5pm works. Name and address?"),
            ("u", "the name's Diego Ramos, 9 Harbor View Drive"),
            ("a", "Thanks Diego. The fan install is $140 plus the fan."),
            ("u", "oh, forget the fan, my brother-in-law will do it. just the outlet"),
            (
                "call",
                "book_visit",
                {
                    "trade": "electrical",
                    "job": "dead garage outlet",
                    "address": "9 Harbor View Drive",
                    "date": "2026-03-03",
                    "window": "13:00-17:00",
                },
                {"job_id": "EL-3318"},
            ),
            ("a", "Booked for the garage outlet only: Tuesday 3 March, 1 to 5pm. Job EL-3318."),
            ("u", "great"),
        ],
        "gold_fields": {
            "customer_name": "Diego Ramos",
            "trade": "electrical",
            "problem": one_of(
                "an outlet in the garage that's dead",
                "outlet in the garage that's dead",
                "dead garage outlet",
                "the outlet",
                "outlet",
            ),
            "address": "9 Harbor View Drive",
            "visit_date": one_of(
                "next Tuesday",
                "next Tuesday afternoon",
                "Tuesday",
                "Tuesday 3 March",
                "3 March",
                "2026-03-03",
            ),
            "visit_time": one_of("afternoon", "1 to 5pm", "13:00-17:00", "1 to 5", None),
            "job_id": "EL-3318",
        },
        "not_active": ["$140"],
        "probes": ["EL-3318"],
        "gold_goals": [{"match": "fan", "status": GONE}],
        "once": ["EL-3318"],
    },
    # ---------------------------------------------------------------- pharmacy
    {
        "id": "blind5-pharmacy-en-oak-street-not-main",
        "domain": "pharmacy",
        "schema": "RefillState",
        "steps": [
            ("u", "Hi, I need to refill my lisinopril 10mg. Rx number RX-4471920"),
            ("a", "Can I have your name and date of birth?"),
            ("u", "Ruth Abernathy, 4/17/1958"),
            (
                "call",
                "get_prescription",
                {"rx": "RX-4471920", "dob": "1958-04-17"},
                {
                    "patient": "Ruth Abernathy",
                    "drug": "lisinopril",
                    "strength": "10 mg",
                    "refills_left": 2,
                    "store": "Main Street",
                },
            ),
            ("a", "Thanks Ruth, you have 2 refills left. Pick up at Main Street as usual?"),
            ("u", "actually the Oak Street one is closer to work now"),
            ("a", "Oak Street it is. When would you like to pick it up?"),
            ("u", "tomorrow after 5. is there a generic? it was expensive last time"),
            ("a", "Lisinopril is already the generic; your copay is $4."),
            (
                "call",
                "queue_refill",
                {"rx": "RX-4471920", "store": "Oak Street", "ready": "2026-11-03 17:00"},
                {"ok": True},
            ),
            ("a", "Your refill will be ready at Oak Street tomorrow from 5pm."),
        ],
        "gold_fields": {
            "patient_name": "Ruth Abernathy",
            "date_of_birth": one_of("4/17/1958", "1958-04-17"),
            "medication": "lisinopril",
            "dosage": one_of("10mg", "10 mg"),
            "pharmacy": one_of("Oak Street", "the Oak Street one"),
            "pickup_date": one_of("tomorrow", "tomorrow after 5", "2026-11-03"),
            "prescription_number": "RX-4471920",
        },
        "not_active": ["Main Street"],
        "probes": ["RX-4471920"],
        "gold_goals": [{"match": "generic", "status": "absent"}],
        "once": ["RX-4471920"],
    },
    {
        "id": "blind5-pharmacy-en-hold-off-atorvastatin-ninety-days",
        "domain": "pharmacy",
        "schema": "RefillState",
        "steps": [
            (
                "u",
                "I'd like refills on my metformin 500mg and my atorvastatin please. Name's Victor Huang.",
            ),
            (
                "call",
                "get_patient",
                {"name": "Victor Huang"},
                {
                    "dob": "1971-12-02",
                    "rx": [
                        {"drug": "metformin 500 mg", "supply": "30 days"},
                        {"drug": "atorvastatin 20 mg", "supply": "30 days"},
                    ],
                },
            ),
            ("a", "I see both, each a 30-day supply. Same again?"),
            (
                "u",
                "hold off on the atorvastatin, my doctor is changing it. and can the metformin be a 90-day supply this time?",
            ),
            ("a", "Your plan allows 90 days. Metformin 500mg, 90-day supply. Pickup or delivery?"),
            ("u", "pickup, Friday. you can text me at 555-0199 when it's ready"),
            (
                "call",
                "queue_refill",
                {
                    "drug": "metformin 500 mg",
                    "supply": "90 days",
                    "pickup": "2026-07-17",
                    "sms": "555-0199",
                },
                {"rx_number": "RX-8830125"},
            ),
            (
                "a",
                "Queued: metformin 500mg, 90 days, for Friday. We'll text 555-0199. Rx RX-8830125.",
            ),
        ],
        "gold_fields": {
            "patient_name": "Victor Huang",
            "date_of_birth": one_of("1971-12-02", None),
            "medication": "metformin",
            "dosage": one_of("500mg", "500 mg"),
            "supply": one_of("90-day supply", "90-day", "90 days", "90-day supply this time"),
            "pickup_date": one_of("Friday", "2026-07-17"),
            "prescription_number": one_of("RX-8830125", None),
            "phone": "555-0199",
        },
        "not_active": ["30-day", "30 days"],
        "probes": ["RX-8830125"],
        "gold_goals": [{"match": "atorvastatin", "status": GONE}],
        "once": ["RX-8830125"],
    },
    # ---------------------------------------------------------------- HR leave
    {
        "id": "blind5-leave-en-a-week-later",
        "domain": "hr_leave",
        "schema": "LeaveRequestState",
        "steps": [
            ("u", "I'd like to book annual leave from 3 to 7 August"),
            (
                "call",
                "leave_balance",
                {"employee": "me"},
                {"employee": "Nadia Petrova", "annual_left": 12, "manager": "Rachel Kim"},
            ),
            (
                "a",
                "You have 12 days left, Nadia. 3-7 August is 5 days; it goes to Rachel Kim for approval.",
            ),
            ("u", "hmm, the release is that week. can we move it a week later, 10 to 14 August?"),
            ("a", "10-14 August, still 5 days. Who covers for you?"),
            ("u", "Sam from my team"),
            (
                "call",
                "submit_leave",
                {
                    "type": "annual",
                    "start": "2026-08-10",
                    "end": "2026-08-14",
                    "cover": "Sam",
                    "approver": "Rachel Kim",
                },
                {"request_id": "LV-2026-0412", "status": "pending"},
            ),
            (
                "a",
                "Submitted LV-2026-0412: annual leave 10-14 August, Sam covering, waiting for Rachel Kim.",
            ),
            ("u", "how many days will I have left after?"),
            ("a", "7 days."),
        ],
        "gold_fields": {
            "employee_name": one_of("Nadia Petrova", None),
            "leave_type": "annual",
            "start_date": one_of("10 August", "August 10", "2026-08-10", "10"),
            "end_date": one_of("14 August", "August 14", "2026-08-14"),
            "duration": one_of("5 days", "5", None),
            "approver": "Rachel Kim",
            "cover": one_of("Sam", "Sam from my team"),
            "request_id": "LV-2026-0412",
        },
        "not_active": ["3 to 7 August", "3-7 August"],
        "probes": ["LV-2026-0412"],
        "gold_goals": [{"match": "days will I have left", "status": "absent"}],
        "once": ["LV-2026-0412"],
    },
    {
        "id": "blind5-leave-en-sick-day-becomes-half",
        "domain": "hr_leave",
        "schema": "LeaveRequestState",
        "steps": [
            (
                "u",
                "morning. I'm not feeling well, please log a full sick day for me today. Tom Reyes",
            ),
            (
                "a",
                "Sorry to hear that, Tom. Logging a full sick day for today, Monday 9 February. Shall I notify your manager?",
            ),
            (
                "u",
                "yes, Aisha Bello. actually I think I can work the afternoon, make it a half day, morning only",
            ),
            (
                "call",
                "log_absence",
                {
                    "employee": "Tom Reyes",
                    "type": "sick",
                    "date": "2026-02-09",
                    "part": "morning",
                    "notify": "Aisha Bello",
                },
                {"request_id": "AB-55719"},
            ),
            ("a", "Logged a sick half day for this morning, AB-55719, and let Aisha Bello know."),
            ("u", "do I need a doctor's note for that?"),
            ("a", "No, a note is only needed after three days."),
            ("u", "ok thanks"),
        ],
        "gold_fields": {
            "employee_name": "Tom Reyes",
            "leave_type": "sick",
            "start_date": one_of("today", "Monday 9 February", "9 February", "2026-02-09"),
            "end_date": one_of(None, "today", "2026-02-09"),
            "duration": one_of(
                "half day", "a half day", "half day, morning only", "morning", "morning only"
            ),
            "approver": "Aisha Bello",
            "request_id": "AB-55719",
        },
        "not_active": ["full sick day"],
        "probes": ["AB-55719"],
        "gold_goals": [{"match": "doctor's note", "status": "absent"}],
        "once": ["AB-55719"],
    },
    # ---------------------------------------------------------------- SaaS admin
    {
        "id": "blind5-saas-en-viewer-not-admin-reset-my-password",
        "domain": "saas_admin",
        "schema": "SaaSAdminState",
        "steps": [
            ("u", "add a user to the Acme Sales workspace: maria.lopez@acme.io, as an admin"),
            ("a", "Sure. Full admin rights for Maria Lopez in Acme Sales?"),
            ("u", "no, make her a viewer, she only needs to see the reports"),
            (
                "call",
                "invite_user",
                {"workspace": "Acme Sales", "email": "maria.lopez@acme.io", "role": "viewer"},
                {"ok": True, "invite_id": "INV-8812"},
            ),
            ("a", "Invited maria.lopez@acme.io to Acme Sales as a viewer (INV-8812)."),
            ("u", "thanks. also reset my password, I'm locked out on my laptop"),
            (
                "call",
                "send_reset",
                {"user": "current"},
                {"ok": True, "sent_to": "ben.ortiz@acme.io"},
            ),
            ("a", "A reset link is on its way to ben.ortiz@acme.io."),
            ("u", "got it, works now"),
        ],
        "gold_fields": {
            "admin_name": one_of("Ben Ortiz", None),
            "workspace": "Acme Sales",
            "action": one_of("add user", "reset password"),
            "target_user": one_of("Maria Lopez", "maria.lopez@acme.io", None),
            "user_email": one_of("maria.lopez@acme.io", "ben.ortiz@acme.io"),
            "role": "viewer",
            "ticket_id": one_of("INV-8812", None),
        },
        "not_active": ["as an admin", "admin rights"],
        "probes": ["INV-8812", "maria.lopez@acme.io"],
        "gold_goals": [{"match": "reset my password", "status": LIVE}],
        "once": ["maria.lopez@acme.io"],
    },
    {
        "id": "blind5-saas-en-export-open-tickets-xlsx",
        "domain": "saas_admin",
        "schema": "SaaSAdminState",
        "steps": [
            ("u", "export all open tickets from last month for the Billing team"),
            ("a", "Sure. Which format, CSV or Excel?"),
            ("u", "CSV"),
            ("a", "Okay. Should I include closed tickets from the same period as well?"),
            ("u", "no, only open. and actually xlsx, my manager lives in Excel"),
            ("a", "XLSX, open Billing tickets from October. Where should I send it?"),
            ("u", "to ops-reports@northwind.com"),
            (
                "call",
                "export_tickets",
                {
                    "team": "Billing",
                    "status": "open",
                    "period": "2026-10",
                    "format": "xlsx",
                    "send_to": "ops-reports@northwind.com",
                },
                {"job_id": "EXP-4410", "rows": 263},
            ),
            (
                "a",
                "Export EXP-4410 is done: 263 open Billing tickets, sent to ops-reports@northwind.com as XLSX.",
            ),
        ],
        "gold_fields": {
            "workspace": one_of("Billing", "the Billing team", "Billing team", None),
            "action": "export data",
            "export_format": "xlsx",
            "recipient": "ops-reports@northwind.com",
            "ticket_id": "EXP-4410",
        },
        "not_active": ["CSV", "closed tickets"],
        "probes": ["EXP-4410"],
        "gold_goals": [{"match": "export all open tickets", "status": LIVE}],
        "once": ["EXP-4410"],
    },
]

ZH: list[dict[str, Any]] = [
    # ---------------------------------------------------------------- 诊所
    {
        "id": "blind5-clinic-zh-xi-ya-gai-zhou-si",
        "domain": "clinic",
        "schema": "AppointmentState",
        "steps": [
            ("u", "你好，我想约个洗牙，下周二上午可以吗"),
            (
                "call",
                "find_slots",
                {"date": "2026-04-14", "part": "morning"},
                {"slots": [{"time": "10:00", "doctor": "陈医生"}]},
            ),
            ("a", "下周二（4月14日）上午10点陈医生有空，可以吗？"),
            ("u", "周二临时要出差，改到周四吧，还是上午"),
            (
                "call",
                "find_slots",
                {"date": "2026-04-16", "part": "morning"},
                {
                    "slots": [
                        {"time": "09:00", "doctor": "陈医生"},
                        {"time": "11:30", "doctor": "陈医生"},
                    ]
                },
            ),
            ("a", "周四（4月16日）上午9点或11点半都可以。"),
            ("u", "9点吧。我叫王磊，电话13800134567"),
            (
                "call",
                "book_appointment",
                {
                    "date": "2026-04-16",
                    "time": "09:00",
                    "doctor": "陈医生",
                    "patient": "王磊",
                    "phone": "13800134567",
                },
                {"appointment_id": "YK-60318"},
            ),
            ("a", "已为王磊预约4月16日周四上午9点陈医生洗牙，预约号YK-60318。"),
            ("u", "洗牙疼不疼啊"),
            ("a", "一般不疼，牙龈敏感的话会有点酸。"),
        ],
        "gold_fields": {
            "patient_name": "王磊",
            "provider": one_of("陈医生", "陈"),
            "reason": one_of("洗牙", "约个洗牙"),
            "appointment_date": one_of("周四", "下周四", "4月16日", "2026-04-16"),
            "appointment_time": one_of("9点", "上午9点", "09:00", "9:00"),
            "phone": "13800134567",
            "appointment_id": "YK-60318",
        },
        "not_active": ["4月14日", "10:00"],
        "probes": ["YK-60318"],
        "gold_goals": [{"match": "疼不疼", "status": "absent"}],
        "once": ["YK-60318"],
    },
    # ---------------------------------------------------------------- 租车
    {
        "id": "blind5-car-zh-huan-suv-bu-yao-zuo-yi",
        "domain": "car_rental",
        "schema": "CarRentalState",
        "steps": [
            ("u", "我想在上海虹桥机场租车，5月1日取，5月4日还，经济型就行"),
            ("a", "好的，要加儿童座椅或者导航吗？"),
            ("u", "加一个儿童座椅"),
            ("a", "好的，经济型加儿童座椅，一天一共230元。"),
            ("u", "等一下，我们一共六个人，还是换SUV吧。儿童座椅也不要了，孩子不去了"),
            (
                "call",
                "search_cars",
                {"pickup": "虹桥机场", "from": "2026-05-01", "to": "2026-05-04", "class": "suv"},
                {"cars": [{"model": "别克GL8", "class": "suv", "daily": 420}]},
            ),
            ("a", "虹桥机场SUV有别克GL8，每天420元。驾驶人姓名？"),
            ("u", "刘洋。用支付宝付"),
            (
                "call",
                "book_car",
                {
                    "pickup": "虹桥机场",
                    "from": "2026-05-01",
                    "to": "2026-05-04",
                    "class": "suv",
                    "driver": "刘洋",
                },
                {"booking_ref": "ZC-770215"},
            ),
            ("a", "已预订：5月1日至4日虹桥机场SUV，订单号ZC-770215，支付宝支付。"),
        ],
        "gold_fields": {
            "driver_name": "刘洋",
            "pickup_location": one_of("上海虹桥机场", "虹桥机场", "虹桥"),
            "dropoff_location": one_of("上海虹桥机场", "虹桥机场", None),
            "pickup_date": one_of("5月1日", "2026-05-01"),
            "return_date": one_of("5月4日", "4日", "2026-05-04"),
            "car_class": "suv",
            "payment_method": "支付宝",
            "booking_ref": "ZC-770215",
        },
        "not_active": ["经济型", "儿童座椅"],
        "probes": ["ZC-770215"],
        "gold_goals": [{"match": "儿童座椅", "status": GONE}],
        "once": ["ZC-770215"],
    },
    # ---------------------------------------------------------------- 保险
    {
        "id": "blind5-claim-zh-san-yue-jiu-hao",
        "domain": "insurance",
        "schema": "ClaimState",
        "steps": [
            ("u", "我要报案，车被追尾了，保单号PA20261187"),
            (
                "call",
                "get_policy",
                {"policy_number": "PA20261187"},
                {"holder": "赵敏", "type": "auto", "plate": "沪A·5K21X"},
            ),
            ("a", "赵女士您好，请问事故是哪天发生的？"),
            ("u", "3月8日。不对，是3月9日，周一早上"),
            ("a", "3月9日。在什么地方？"),
            ("u", "在延安高架下匝道"),
            ("a", "有维修报价吗？"),
            ("u", "4S店先说8000，后来又说后保险杠要换，报价9500"),
            (
                "call",
                "open_claim",
                {
                    "policy_number": "PA20261187",
                    "date": "2026-03-09",
                    "location": "延安高架下匝道",
                    "estimate": 9500,
                },
                {"claim_id": "BA-2026-33071"},
            ),
            ("a", "已为您立案，案件号BA-2026-33071，定损员会联系您。"),
            ("u", "大概多久能赔下来？"),
            ("a", "资料齐全的话一般10个工作日内。"),
        ],
        "gold_fields": {
            "policy_holder": one_of("赵敏", None),
            "policy_number": "PA20261187",
            "claim_type": "auto",
            "incident_date": one_of("3月9日", "2026-03-09"),
            "incident_location": one_of("延安高架下匝道", "延安高架"),
            "damage": one_of("追尾", "后保险杠", "车被追尾了", None),
            "amount": one_of("9500", "9500元"),
            "claim_id": "BA-2026-33071",
        },
        "not_active": ["3月8日", "8000"],
        "probes": ["BA-2026-33071"],
        "gold_goals": [{"match": "多久", "status": "absent"}],
        "once": ["BA-2026-33071"],
    },
    # ---------------------------------------------------------------- 外卖
    {
        "id": "blind5-food-zh-wo-chi-su",
        "domain": "food_delivery",
        "schema": "FoodOrderState",
        "steps": [
            ("u", "帮我在杨国福点一份麻辣烫，加一瓶可乐"),
            ("a", "好的，麻辣烫要什么辣度？要加肉吗？"),
            ("u", "微辣。我吃素，别放肉，多放点青菜和豆腐"),
            ("a", "好的，微辣素麻辣烫加可乐。送到哪里？"),
            ("u", "科技园B座12楼前台"),
            ("a", "送达时间大约12点20分，可以吗？"),
            ("u", "可乐换成酸梅汤吧。12点20分可以"),
            (
                "call",
                "place_order",
                {
                    "restaurant": "杨国福",
                    "items": ["素麻辣烫（微辣）", "酸梅汤"],
                    "address": "科技园B座12楼前台",
                },
                {"order_id": "WM88231045"},
            ),
            ("a", "已下单，订单号WM88231045，预计12点20分送到科技园B座12楼前台。"),
        ],
        "gold_fields": {
            "restaurant": "杨国福",
            "dishes": one_of(
                ["麻辣烫", "酸梅汤"],
                ["素麻辣烫", "酸梅汤"],
                ["素麻辣烫（微辣）", "酸梅汤"],
                ["一份麻辣烫", "酸梅汤"],
            ),
            "dietary": one_of("吃素", "素", "素食", "别放肉"),
            "delivery_address": one_of("科技园B座12楼前台", "科技园B座12楼"),
            "delivery_time": one_of("12点20分", "12:20"),
            "order_id": "WM88231045",
        },
        "not_active": ["可乐"],
        "probes": ["WM88231045"],
        "gold_goals": [],
        "once": ["WM88231045"],
    },
    # ---------------------------------------------------------------- 订阅
    {
        "id": "blind5-sub-zh-nian-fei-bu-zi-dong-xu-fei",
        "domain": "subscription",
        "schema": "SubscriptionState",
        "steps": [
            ("u", "我现在是视频会员连续包月，想升级成年费超级会员"),
            (
                "call",
                "get_account",
                {"user": "current"},
                {"holder": "孙丽", "plan": "视频会员", "cycle": "monthly", "expires": "2026-06-30"},
            ),
            ("a", "孙丽您好，年费超级会员298元，升级后默认开通自动续费，可以吗？"),
            ("u", "自动续费不要，到期我自己续"),
            ("a", "好的，不开自动续费。立即生效还是当前月到期后生效？"),
            ("u", "马上生效吧"),
            (
                "call",
                "change_plan",
                {
                    "plan": "年费超级会员",
                    "cycle": "annual",
                    "auto_renew": False,
                    "effective": "now",
                },
                {"reference": "SJ-90412"},
            ),
            ("a", "已升级为年费超级会员，立即生效，未开通自动续费，业务单号SJ-90412。"),
        ],
        "gold_fields": {
            "account_holder": one_of("孙丽", None),
            "current_plan": one_of("视频会员", "视频会员连续包月", None),
            "new_plan": one_of("年费超级会员", "超级会员"),
            "change": "upgrade",
            "billing_cycle": "annual",
            "effective_date": one_of("马上", "马上生效", "立即", "立即生效", "now"),
            "reference": "SJ-90412",
        },
        "not_active": [],
        "probes": ["SJ-90412"],
        "gold_goals": [{"match": "开通自动续费", "status": "absent"}],
        "once": ["SJ-90412"],
    },
    # ---------------------------------------------------------------- 改签
    {
        "id": "blind5-flight-zh-gai-qian-suan-le-bu-sheng",
        "domain": "flight_change",
        "schema": "FlightChangeState",
        "steps": [
            ("u", "我要改签，订单号E7KQ2P，北京飞上海，原来是6月5日的，改到6月6日"),
            (
                "call",
                "search_flights",
                {"booking_ref": "E7KQ2P", "date": "2026-06-06"},
                {
                    "passenger": "周杰",
                    "flights": [
                        {"flight": "CA1503", "dep": "08:00"},
                        {"flight": "MU5102", "dep": "15:00"},
                    ],
                },
            ),
            ("a", "6月6日有CA1503早上8点和MU5102下午3点，您要哪个？"),
            ("u", "下午那班。座位要靠窗"),
            ("a", "MU5102，靠窗。公务舱升舱只要加600元，需要吗？"),
            ("u", "公务舱有什么区别？"),
            ("a", "座位更宽，有专属值机和休息室。"),
            ("u", "算了，不升了。座位还是靠过道吧，方便起身"),
            (
                "call",
                "rebook",
                {
                    "booking_ref": "E7KQ2P",
                    "flight": "MU5102",
                    "date": "2026-06-06",
                    "seat": "aisle",
                },
                {"ok": True, "seat": "32C"},
            ),
            ("a", "已改签到6月6日MU5102，经济舱过道座位32C。"),
        ],
        "gold_fields": {
            "passenger_name": one_of("周杰", None),
            "booking_ref": "E7KQ2P",
            "origin": "北京",
            "destination": "上海",
            "new_date": one_of("6月6日", "2026-06-06"),
            "new_flight": "MU5102",
            "seat": one_of("靠过道", "过道", "32C", "aisle"),
            "cabin": one_of("economy", None),
        },
        "not_active": ["靠窗", "公务舱", "CA1503"],
        "probes": ["MU5102", "32C"],
        "gold_goals": [
            {"match": "升舱", "status": GONE},
            {"match": "什么区别", "status": "absent"},
        ],
        "once": ["E7KQ2P"],
    },
    # ---------------------------------------------------------------- 门票
    {
        "id": "blind5-tickets-zh-liang-ge-ren-qu-bu-liao",
        "domain": "event_tickets",
        "schema": "EventTicketState",
        "steps": [
            ("u", "我想买4张周杰伦演唱会的票，8月22日那场，内场"),
            (
                "call",
                "find_tickets",
                {"event": "周杰伦演唱会", "date": "2026-08-22"},
                {
                    "options": [
                        {"section": "内场", "price": 1680},
                        {"section": "看台A区", "price": 880},
                    ]
                },
            ),
            ("a", "8月22日内场1680元一张，看台A区880元一张。"),
            ("u", "有两个人去不了了，买2张就行。内场太贵了，看台A区吧"),
            ("a", "好的，看台A区2张，共1760元。取票方式选电子票吗？"),
            ("u", "电子票，发到我手机上。实名写黄晓明"),
            (
                "call",
                "buy_tickets",
                {
                    "event": "周杰伦演唱会",
                    "date": "2026-08-22",
                    "qty": 2,
                    "section": "看台A区",
                    "name": "黄晓明",
                    "delivery": "mobile",
                },
                {"order_id": "DM-5520871"},
            ),
            ("a", "购票成功，订单号DM-5520871，电子票已发到手机。"),
        ],
        "gold_fields": {
            "buyer_name": "黄晓明",
            "event": one_of("周杰伦演唱会", "周杰伦"),
            "event_date": one_of("8月22日", "2026-08-22"),
            "tickets": 2,
            "section": "看台A区",
            "delivery": "mobile",
            "order_id": "DM-5520871",
        },
        "not_active": ["4张", "1680"],
        "probes": ["DM-5520871"],
        "gold_goals": [],
        "once": ["DM-5520871"],
    },
    # ---------------------------------------------------------------- 家修
    {
        "id": "blind5-repair-zh-kong-tiao-zhou-ri-xia-wu",
        "domain": "home_repair",
        "schema": "HomeRepairState",
        "steps": [
            ("u", "家里空调不制冷了，能派师傅上门修一下吗？"),
            ("a", "可以的，请问地址和方便的时间？"),
            ("u", "朝阳区望京西园三区305号楼2单元801，周六上午"),
            ("a", "周六上午9点到12点可以，联系电话是？"),
            ("u", "13911022456。哦不对，周六我要加班，改成周日下午吧"),
            (
                "call",
                "book_visit",
                {
                    "trade": "hvac",
                    "address": "朝阳区望京西园三区305号楼2单元801",
                    "date": "2026-07-12",
                    "window": "14:00-17:00",
                },
                {"job_id": "WX20260712088"},
            ),
            (
                "a",
                "已预约周日（7月12日）下午2点到5点，工单号WX20260712088，师傅上门前会打13911022456。",
            ),
            ("u", "上门检查要收费吗？"),
            ("a", "检测费50元，维修的话免检测费。"),
        ],
        "gold_fields": {
            "trade": "hvac",
            "problem": one_of("空调不制冷", "空调不制冷了"),
            "address": one_of("朝阳区望京西园三区305号楼2单元801", "望京西园三区305号楼2单元801"),
            "visit_date": one_of("周日", "周日下午", "7月12日", "2026-07-12"),
            "visit_time": one_of("下午", "下午2点到5点", "14:00-17:00", "2点到5点"),
            "phone": "13911022456",
            "job_id": "WX20260712088",
        },
        "not_active": ["周六", "9点到12点"],
        "probes": ["WX20260712088"],
        "gold_goals": [{"match": "收费", "status": "absent"}],
        "once": ["WX20260712088"],
    },
    # ---------------------------------------------------------------- 药房
    {
        "id": "blind5-pharmacy-zh-kai-san-ge-yue",
        "domain": "pharmacy",
        "schema": "RefillState",
        "steps": [
            ("u", "我要续开阿托伐他汀，20毫克的，处方号CF-663018"),
            (
                "call",
                "get_prescription",
                {"rx": "CF-663018"},
                {"patient": "钱伟", "drug": "阿托伐他汀钙片", "strength": "20mg", "supply": "30天"},
            ),
            ("a", "钱先生，上次开的是30天的量，这次一样吗？"),
            ("u", "开三个月的吧，省得老跑"),
            ("a", "好的，90天的量。在哪个药房取？"),
            ("u", "人民路店。后天下午去拿"),
            ("a", "请问这个药饭前吃还是饭后吃您清楚吗？"),
            ("u", "清楚，晚上吃"),
            (
                "call",
                "queue_refill",
                {"rx": "CF-663018", "supply": "90天", "store": "人民路店"},
                {"ok": True, "ready": "2026-09-18"},
            ),
            ("a", "已提交，90天的阿托伐他汀20mg，后天下午可在人民路店取药。"),
        ],
        "gold_fields": {
            "patient_name": one_of("钱伟", None),
            "medication": one_of("阿托伐他汀", "阿托伐他汀钙片"),
            "dosage": one_of("20毫克", "20mg"),
            "supply": one_of("三个月", "90天", "三个月的"),
            "pharmacy": one_of("人民路店", "人民路"),
            "pickup_date": one_of("后天", "后天下午", "2026-09-18"),
            "prescription_number": "CF-663018",
        },
        "not_active": ["30天"],
        "probes": ["CF-663018"],
        "gold_goals": [],
        "once": ["CF-663018"],
    },
    # ---------------------------------------------------------------- 请假
    {
        "id": "blind5-leave-zh-qing-liang-tian",
        "domain": "hr_leave",
        "schema": "LeaveRequestState",
        "steps": [
            ("u", "我想请年假，10月8日到10日，三天"),
            (
                "call",
                "leave_balance",
                {"employee": "me"},
                {"employee": "吴静", "annual_left": 5, "manager": "张涛"},
            ),
            ("a", "吴静，你还有5天年假。10月8日到10日共3天，审批人张涛。"),
            ("u", "10号有个会走不开，改成请两天，8号和9号"),
            ("a", "好的，10月8日至9日，两天。工作谁来交接？"),
            ("u", "小刘帮我盯一下"),
            (
                "call",
                "submit_leave",
                {
                    "type": "annual",
                    "start": "2026-10-08",
                    "end": "2026-10-09",
                    "cover": "小刘",
                    "approver": "张涛",
                },
                {"request_id": "QJ-10452"},
            ),
            ("a", "已提交年假申请QJ-10452，10月8日至9日，交接人小刘，等待张涛审批。"),
        ],
        "gold_fields": {
            "employee_name": one_of("吴静", None),
            "leave_type": "annual",
            "start_date": one_of("10月8日", "8号", "2026-10-08"),
            "end_date": one_of("9号", "10月9日", "9日", "2026-10-09"),
            "duration": one_of("两天", "2天", "2"),
            "approver": "张涛",
            "cover": "小刘",
            "request_id": "QJ-10452",
        },
        "not_active": ["三天", "10月8日到10日"],
        "probes": ["QJ-10452"],
        "gold_goals": [],
        "once": ["QJ-10452"],
    },
    # ---------------------------------------------------------------- SaaS 管理
    {
        "id": "blind5-saas-zh-chong-zhi-mi-ma-zhi-du",
        "domain": "saas_admin",
        "schema": "SaaSAdminState",
        "steps": [
            ("u", "帮我重置一下张伟的密码，他邮箱是zhangwei@huaxin.cn，在华信研发这个空间"),
            (
                "call",
                "send_reset",
                {"workspace": "华信研发", "email": "zhangwei@huaxin.cn"},
                {"ok": True, "ticket": "RS-30981"},
            ),
            ("a", "已给zhangwei@huaxin.cn发送重置链接，单号RS-30981。"),
            ("u", "顺便把他的角色改成管理员"),
            ("a", "确认把张伟设为管理员吗？管理员可以删除项目。"),
            ("u", "那还是算了，改成普通成员就行，现在是访客"),
            (
                "call",
                "set_role",
                {"workspace": "华信研发", "email": "zhangwei@huaxin.cn", "role": "member"},
                {"ok": True},
            ),
            ("a", "已将张伟的角色改为成员。"),
        ],
        "gold_fields": {
            "workspace": "华信研发",
            "action": one_of("reset password", "change role"),
            "target_user": one_of("张伟", "zhangwei@huaxin.cn"),
            "user_email": "zhangwei@huaxin.cn",
            "role": "member",
            "ticket_id": one_of("RS-30981", None),
        },
        "not_active": ["管理员"],
        "probes": ["RS-30981"],
        "gold_goals": [
            {"match": "重置", "status": LIVE},
            {"match": "管理员", "status": GONE},
        ],
        "once": ["zhangwei@huaxin.cn"],
    },
]


def build() -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for lang, cases in (("en", EN), ("zh", ZH)):
        for case in cases:
            messages = _messages(case["steps"])
            assert 6 <= len(messages) <= 20, (case["id"], len(messages))
            record = {k: v for k, v in case.items() if k != "steps"}
            record["messages"] = messages
            record["split"] = "blind5"
            record["lang"] = lang
            out.append(record)
    assert len(out) == 33 and len({c["id"] for c in out}) == 33
    return out


if __name__ == "__main__":
    path = Path(__file__).with_name("state_blind5.jsonl")
    lines = [json.dumps(c, ensure_ascii=False) for c in build()]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {path} ({len(lines)} conversations)")
