"""Builds ``state_blind8.jsonl``: an eighth blind labelled set for ``turnmem eval state``.

Hand-written for turnmem (not taken from any data set) without reading the rule folder, its
correction tests or the conversations of the earlier blind sets. 24 conversations, 16 English
and 8 Chinese, split ``blind8``, in twelve domains none of the seventh set used (restaurant
reservations, airline rebooking, bank transfers and cards, house moves, vet visits, dental
appointments, apartment rentals, laptop repairs, furniture delivery, insurance claims, car
rental, IT access requests), two conversations each, every one naming a class of
``schemas_blind8.py``. They lean on the ways people change what they said: corrections
mid-sentence ("Tuesday - sorry, Monday"), a value asked as a question that the assistant
accepts or declines ("could you do 8 if we sit at the bar?"), cancelling and taking it back,
dropping one of several things, changed counts, dates, times, places and amounts, a choice
among listed options ("the second one", "the cheaper of the other two"), a third person's
constraint given as the reason for a change, negations ("not by the window", "do not wipe
the drive"), hedges ("we might bring a cake"), and conversations where nothing changes
(nothing may be overwritten). Run ``python tests/data/state/build_state_blind8.py`` to rebuild
the file (deterministic).

Labelling conventions (as in ``build_state_blind7.py``):

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
    # ---------------------------------------------------------------- restaurant
    {
        "id": "blind8-restaurant-en-party-grows-earlier-slot",
        "domain": "restaurant",
        "schema": "RestaurantState",
        "steps": [
            (
                "u",
                "Hi, I'd like to book a table for Friday night, 4 people, around 7:30. "
                "Name's Dana Whitfield.",
            ),
            (
                "call",
                "check_availability",
                {"date": "Friday", "party": 4},
                {"free": ["18:45", "21:15"]},
            ),
            ("a", "7:30 is taken on Friday, I'm afraid. I have 6:45 or 9:15."),
            ("u", "Hmm, could you do 8 if we sit at the bar?"),
            (
                "a",
                "Sorry, the bar is walk-in only and it's full from 8. It would be 6:45 or 9:15 "
                "in the dining room.",
            ),
            (
                "u",
                "Okay, the earlier one. And it's actually 5 of us now, my sister's coming. One "
                "of us is vegetarian, and no nuts please, my son is allergic.",
            ),
            ("a", "6:45 for five people, with a vegetarian option and the nut allergy noted."),
            ("u", "Not by the window if possible, it gets cold there."),
            ("a", "No problem, I'll put you at an inside table."),
        ],
        "gold_fields": {
            "guest_name": "Dana Whitfield",
            "date": one_of("Friday", "Friday night"),
            "time": one_of("6:45", "18:45"),
            "party_size": 5,
            "seating": one_of(
                "inside table",
                "inside",
                "not by the window",
                "not by the window if possible",
                "away from the window",
            ),
            "dietary": ["vegetarian", "nut"],
        },
        "not_active": ["7:30", "at the bar", "4 people"],
        "gold_goals": [
            {"match": "at the bar", "status": GONE},
            {"match": "a table", "status": LIVE},
        ],
        "probes": ["sister's coming"],
    },
    # ---------------------------------------------------------------- airline
    {
        "id": "blind8-airline-en-rebook-second-then-friday",
        "domain": "airline",
        "schema": "AirlineRebookState",
        "steps": [
            (
                "u",
                "My flight BA 2490 to Lisbon tomorrow got cancelled. Booking ref is QX7R2M. "
                "Can you rebook me?",
            ),
            (
                "call",
                "search_flights",
                {"ref": "QX7R2M", "destination": "LIS"},
                {
                    "options": [
                        {"flight": "BA2492", "dep": "2026-12-03 07:10"},
                        {"flight": "BA2494", "dep": "2026-12-03 13:40"},
                        {"flight": "TP1351", "dep": "2026-12-04 09:00"},
                    ]
                },
            ),
            (
                "a",
                "I can offer BA2492 tomorrow at 07:10, BA2494 tomorrow at 13:40, or TP1351 on "
                "Friday at 09:00.",
            ),
            ("u", "The second one. Aisle seat please, I'm not doing a window again."),
            ("a", "BA2494 at 13:40, aisle seat 14C. Shall I keep your two checked bags?"),
            ("u", "Just one bag now, my wife's taking the other on her flight."),
            ("a", "Okay, one checked bag."),
            (
                "u",
                "Wait, actually, can you put me on the Friday one instead? My meeting moved to "
                "Friday afternoon.",
            ),
            (
                "call",
                "rebook",
                {"ref": "QX7R2M", "flight": "TP1351", "seat": "12D", "bags": 1},
                {"status": "confirmed", "flight": "TP1351", "seat": "12D"},
            ),
            ("a", "Done: TP1351 on Friday at 09:00, aisle seat 12D, one checked bag."),
        ],
        "gold_fields": {
            "booking_ref": "QX7R2M",
            "flight": one_of("TP1351", "TP 1351"),
            "destination": "Lisbon",
            "travel_date": one_of("Friday", "2026-12-04", "Friday 09:00", "Friday at 09:00"),
            "seat": one_of("aisle", "aisle seat", "12D", "aisle seat 12D"),
            "checked_bags": 1,
        },
        "not_active": ["BA2494", "14C", "13:40", "two checked bags"],
        "gold_goals": [{"match": "rebook", "status": [*LIVE, "absent"]}],
        "probes": ["meeting moved to Friday", "wife's taking the other"],
    },
    # ---------------------------------------------------------------- bank
    {
        "id": "blind8-bank-en-transfer-company-payee-30th",
        "domain": "bank",
        "schema": "BankState",
        "steps": [
            ("u", "I want to send money to my landlord from my current account. £850."),
            (
                "call",
                "list_payees",
                {"query": "landlord"},
                {
                    "payees": [
                        {"name": "R. Haines", "account": "****3310"},
                        {"name": "Haines Property Ltd", "account": "****9021"},
                    ]
                },
            ),
            (
                "a",
                "You have two saved payees that could be him: R. Haines, account ending 3310, "
                "and Haines Property Ltd, ending 9021. Which one?",
            ),
            (
                "u",
                "The company one, he moved us over to the company account in October. And make "
                "it £875, I forgot the parking fee.",
            ),
            ("a", "£875 to Haines Property Ltd. Would you like it to go today?"),
            (
                "u",
                "No, schedule it for the 1st - no, the 30th, he wants it in before the month ends.",
            ),
            (
                "call",
                "schedule_transfer",
                {
                    "from": "current",
                    "payee": "Haines Property Ltd",
                    "amount": "875.00",
                    "date": "2026-12-30",
                },
                {"id": "TR-55810", "status": "scheduled"},
            ),
            ("a", "Scheduled: £875 to Haines Property Ltd on the 30th, reference TR-55810."),
        ],
        "gold_fields": {
            "from_account": one_of("current account", "current", "my current account"),
            "payee": one_of("Haines Property Ltd", "Haines Property"),
            "amount": one_of("£875", "875", "875.00"),
            "transfer_date": one_of("the 30th", "30th", "2026-12-30"),
        },
        "not_active": ["£850", "R. Haines", "the 1st"],
        "gold_goals": [{"match": "send money", "status": LIVE}],
        "once": ["TR-55810"],
        "probes": ["before the month ends"],
    },
    # ---------------------------------------------------------------- moving
    {
        "id": "blind8-moving-en-piano-dropped-date-moved",
        "domain": "moving",
        "schema": "MovingState",
        "steps": [
            (
                "u",
                "Hi, I'd like a quote for a move from 14 Elm Road, Leeds to 3 Park View, "
                "Harrogate. Two-bedroom flat. Hoping for Saturday the 9th.",
            ),
            (
                "a",
                "For a two-bed we usually send a 7.5 tonne truck and three movers. Do you need "
                "packing?",
            ),
            ("u", "Yes, full packing. And there's an upright piano."),
            (
                "call",
                "quote_move",
                {"rooms": 2, "packing": "full", "piano": True},
                {"quote": "£1,240", "piano_surcharge": "£180"},
            ),
            ("a", "That comes to £1,240, plus £180 for the piano."),
            (
                "u",
                "Oof. Leave the piano out, my brother's taking it. And can we do the 16th "
                "instead? The buyers pushed completion back a week.",
            ),
            (
                "a",
                "The 16th is free. Without the piano it's £1,240: 7.5 tonne truck, three movers, "
                "full packing.",
            ),
            (
                "u",
                "Actually two movers is enough, we've boxed most of the books already. Keep "
                "the packing for the kitchen only.",
            ),
            ("a", "Two movers and kitchen packing only: £980 for the 16th."),
        ],
        "gold_fields": {
            "from_address": one_of("14 Elm Road, Leeds", "14 Elm Road"),
            "to_address": one_of("3 Park View, Harrogate", "3 Park View"),
            "move_date": one_of("the 16th", "16th"),
            "truck": one_of("7.5 tonne truck", "7.5 tonne", None),
            "movers": 2,
            "packing": one_of(
                "kitchen only",
                "kitchen",
                "for the kitchen only",
                "packing for the kitchen only",
                "kitchen packing only",
                "kitchen packing",
            ),
        },
        "not_active": ["Saturday the 9th", "full packing", "three movers"],
        "gold_goals": [{"match": "quote", "status": LIVE}],
        "probes": ["pushed completion back", "brother's taking it"],
    },
    {
        "id": "blind8-moving-en-storage-nothing-changes",
        "domain": "moving",
        "schema": "MovingState",
        "steps": [
            (
                "u",
                "Hello, my name is Helen Baptiste. We're moving out on 28 February from Flat 6, "
                "22 Canal Street, Manchester, and everything's going into storage for a month. "
                "Do you do storage as well?",
            ),
            (
                "a",
                "We do: a secure unit at our Trafford depot. We'd send a surveyor first to size "
                "the job.",
            ),
            (
                "u",
                "Great. We might need a second trip for the garden stuff, not sure yet. "
                "Let's get the survey booked.",
            ),
            (
                "call",
                "book_survey",
                {"name": "Helen Baptiste", "address": "Flat 6, 22 Canal Street, Manchester"},
                {"survey": "SV-3318", "date": "2026-02-20"},
            ),
            (
                "a",
                "A surveyor will visit on 20 February (reference SV-3318). We can add a second "
                "trip later if you need one.",
            ),
            ("u", "Perfect, thanks. My number is 0161 496 0732 if they need to call."),
            ("a", "Noted, they'll ring you on 0161 496 0732 the day before."),
        ],
        "gold_fields": {
            "customer_name": "Helen Baptiste",
            "phone": "0161 496 0732",
            "from_address": one_of(
                "Flat 6, 22 Canal Street, Manchester",
                "Flat 6, 22 Canal Street",
                "22 Canal Street, Manchester",
            ),
            "to_address": one_of("storage", "into storage", "storage for a month", None),
            "move_date": one_of("28 February", "2026-02-28"),
        },
        "gold_goals": [{"match": "second trip", "status": "absent"}],
        "once": ["SV-3318"],
    },
    # ---------------------------------------------------------------- laptop repair
    {
        "id": "blind8-laptop-en-hinge-only-bath-new-email",
        "domain": "laptop_repair",
        "schema": "LaptopRepairState",
        "steps": [
            (
                "u",
                "My laptop screen is flickering and now the hinge is cracked as well. It's a "
                "ThinkPad X1 Carbon, serial PF3K9XQ2.",
            ),
            (
                "call",
                "check_warranty",
                {"serial": "PF3K9XQ2"},
                {"warranty": "active until 2027-03-01", "options": ["mail-in", "in store"]},
            ),
            (
                "a",
                "You're under warranty until March 2027. We can do it by mail-in (5-7 days) or "
                "in store at our Bristol or Bath service centre.",
            ),
            ("u", "In store in Bath, please. Can I get it done same day?"),
            ("a", "Same day isn't possible for a hinge, it usually takes 2 days in store."),
            (
                "u",
                "Okay. Just the hinge then - the flicker stopped after the driver update, so "
                "forget the screen.",
            ),
            ("a", "Hinge repair only, at Bath. Anything else we should know?"),
            (
                "u",
                "Do not wipe the drive, I haven't backed it up. Send updates to "
                "mo.adeyemi@fastmail.com - sorry, mo.adeyemi@proton.me, I don't use fastmail "
                "anymore.",
            ),
            ("a", "Noted: no wipe, and updates go to mo.adeyemi@proton.me."),
        ],
        "gold_fields": {
            "device": one_of("ThinkPad X1 Carbon", "X1 Carbon"),
            "serial_number": "PF3K9XQ2",
            "issue": one_of(
                "hinge",
                "cracked hinge",
                "hinge is cracked",
                "the hinge is cracked",
                "just the hinge",
                "hinge repair",
                "hinge repair only",
            ),
            "service_option": "in store",
            "store": one_of("Bath", "Bath service centre"),
            "wipe_drive": False,
            "email": "mo.adeyemi@proton.me",
        },
        "not_active": ["mo.adeyemi@fastmail.com", "screen is flickering", "same day"],
        "gold_goals": [{"match": "same day", "status": GONE}],
        "probes": ["driver update", "haven't backed it up"],
    },
    {
        "id": "blind8-laptop-en-delivery-collect-delivery",
        "domain": "laptop_repair",
        "schema": "LaptopRepairState",
        "steps": [
            (
                "u",
                "Hi, ticket RPR-20917. My MacBook Air is ready for collection apparently, but "
                "I'd rather have it delivered.",
            ),
            (
                "a",
                "Delivery is £9.95 and takes 2 working days, or you can collect it free from "
                "the Oxford Street store.",
            ),
            ("u", "Deliver it please, to 9 Quay Lane, Plymouth PL1 2AB."),
            ("a", "Okay, delivery to 9 Quay Lane, Plymouth PL1 2AB."),
            (
                "u",
                "Actually cancel the delivery, I'll pick it up Thursday, I'm in town for work "
                "anyway.",
            ),
            (
                "call",
                "update_ticket",
                {"ticket": "RPR-20917", "return": "collect"},
                {"ticket": "RPR-20917", "return": "collect", "store": "Oxford Street"},
            ),
            ("a", "Switched to collection at Oxford Street on Thursday."),
            (
                "u",
                "Oh wait, the store closes at 6 and I don't finish until 6:30. Go back to "
                "delivery, same address.",
            ),
            ("a", "Back to delivery to 9 Quay Lane, Plymouth: 2 working days, £9.95."),
        ],
        "gold_fields": {
            "ticket_id": "RPR-20917",
            "device": "MacBook Air",
            "store": one_of("Oxford Street", "Oxford Street store", None),
            "return_method": "delivery",
            "address": one_of(
                "9 Quay Lane, Plymouth PL1 2AB", "9 Quay Lane, Plymouth", "9 Quay Lane"
            ),
        },
        "not_active": ["pick it up Thursday"],
        "gold_goals": [
            {"match": "pick it up", "status": GONE},
            {"match": "delivery", "status": LIVE},
        ],
        "once": ["RPR-20917"],
        "probes": ["closes at 6"],
    },
    # ---------------------------------------------------------------- insurance claim
    {
        "id": "blind8-insurance-en-car-park-monday-slough",
        "domain": "insurance_claim",
        "schema": "InsuranceClaimState",
        "steps": [
            (
                "u",
                "I need to make a claim on my car insurance, policy MTR-4410-9. Someone reversed "
                "into me in a car park on Tuesday - sorry, Monday, the 23rd.",
            ),
            ("a", "Sorry to hear that. What was damaged?"),
            ("u", "The rear bumper and the tailgate, and my phone holder got smashed too."),
            (
                "a",
                "Phone holders aren't covered under the motor policy, only the vehicle itself.",
            ),
            ("u", "Fine, drop the phone holder then. Just the bumper and tailgate."),
            (
                "call",
                "list_repairers",
                {"policy": "MTR-4410-9"},
                {"repairers": ["Kwik Body Shop, Reading", "A1 Panel Works, Slough"]},
            ),
            (
                "a",
                "Approved repairers near you are Kwik Body Shop in Reading and A1 Panel Works in "
                "Slough.",
            ),
            ("u", "The Slough one, it's near my work. Best number for me is 07911 123 480."),
            ("a", "Claim opened with A1 Panel Works; they'll call you on 07911 123 480."),
        ],
        "gold_fields": {
            "policy_number": "MTR-4410-9",
            "claim_type": one_of(
                "car insurance", "car", "motor", "car insurance claim", "car accident"
            ),
            "incident_date": one_of(
                "Monday, the 23rd", "Monday the 23rd", "Monday", "the 23rd", "23rd"
            ),
            "incident_location": one_of("car park", "in a car park"),
            "damaged_items": ["bumper", "tailgate"],
            "repair_shop": one_of("A1 Panel Works", "A1 Panel Works, Slough", "Slough"),
            "contact_phone": "07911 123 480",
        },
        "not_active": ["Tuesday", "Kwik Body Shop"],
        "gold_goals": [{"match": "claim", "status": LIVE}],
        "probes": ["near my work"],
    },
    {
        "id": "blind8-insurance-en-withdraw-taken-back-amount-up",
        "domain": "insurance_claim",
        "schema": "InsuranceClaimState",
        "steps": [
            (
                "u",
                "Hi, I filed a claim last week for water damage in my kitchen, claim CLM-77302. "
                "Please withdraw my claim, the landlord says his insurance will cover it.",
            ),
            (
                "a",
                "I can withdraw it. Just so you know, if the landlord's insurer declines, you'd "
                "have to file a new claim within 30 days of the damage.",
            ),
            (
                "u",
                "Hmm. In that case hold off, keep it open until I hear back from him.",
            ),
            ("a", "Okay, the claim stays open."),
            (
                "u",
                "Also the amount I put in was £1,200 but the plumber's invoice came to £1,450, "
                "can you update it?",
            ),
            (
                "call",
                "update_claim",
                {"claim": "CLM-77302", "amount": "1450.00"},
                {"claim": "CLM-77302", "amount": "£1,450", "status": "open"},
            ),
            ("a", "Updated to £1,450, and the claim stays open."),
        ],
        "gold_fields": {
            "claim_id": "CLM-77302",
            "claim_type": one_of("water damage", "water damage in my kitchen"),
            "incident_location": one_of("kitchen", "my kitchen", "in my kitchen"),
            "claim_amount": one_of("£1,450", "1450", "£1450", "1,450", "1450.00"),
        },
        "not_active": ["£1,200"],
        "gold_goals": [{"match": "withdraw my claim", "status": GONE}],
        "once": ["CLM-77302"],
        "probes": ["plumber's invoice"],
    },
    # ---------------------------------------------------------------- IT access
    {
        "id": "blind8-it-en-new-starter-read-only",
        "domain": "it_access",
        "schema": "ITAccessState",
        "steps": [
            (
                "u",
                "Hi, a new starter on my team needs accounts. Name is Tomasz Wierzbicki, "
                "employee ID E-40917, he starts Monday 12 January.",
            ),
            ("a", "Which systems does he need?"),
            (
                "u",
                "Salesforce and Jira. Oh and the shared finance drive - no, scrap that, he "
                "doesn't need finance. Salesforce and Jira only.",
            ),
            ("a", "What access level for Salesforce?"),
            (
                "u",
                "Read-only for now. Not admin, definitely not admin until his probation's done.",
            ),
            (
                "call",
                "create_access_request",
                {
                    "employee_id": "E-40917",
                    "systems": ["Salesforce", "Jira"],
                    "level": "read-only",
                },
                {"request": "REQ-88120", "approver": "line manager"},
            ),
            (
                "a",
                "Request REQ-88120 is raised. It needs approval from his line manager - is that "
                "you?",
            ),
            (
                "u",
                "Yes, it's me, Grace Lin. Can you also give him a laptop with 32GB RAM?",
            ),
            (
                "a",
                "Hardware goes through a separate form, I can't add it to this request. Standard "
                "issue is 16GB.",
            ),
            ("u", "Okay, I'll do that one separately then."),
        ],
        "gold_fields": {
            "employee_name": "Tomasz Wierzbicki",
            "employee_id": "E-40917",
            "start_date": one_of("Monday 12 January", "12 January", "Monday"),
            "systems": ["Salesforce", "Jira"],
            "access_level": one_of("read-only", "read only", "read-only for now"),
            "manager": "Grace Lin",
            "request_id": one_of("REQ-88120", None),
        },
        "not_active": ["finance drive"],
        "gold_goals": [{"match": "32GB", "status": GONE}],
        "once": ["REQ-88120"],
        "probes": ["probation"],
    },
    {
        "id": "blind8-it-en-contractor-extension-february",
        "domain": "it_access",
        "schema": "ITAccessState",
        "steps": [
            (
                "u",
                "My contractor Chidi Mbeki's account, c.mbeki, expires on Friday. It's for VPN "
                "and GitLab. Can you extend it to the end of January - actually end of "
                "February, the project just got extended again.",
            ),
            ("a", "I can do that with manager approval. Who is his manager?"),
            (
                "u",
                "That's me, Ravi Shah. Could you make it permanent so we don't have to keep "
                "doing this?",
            ),
            (
                "a",
                "I'm afraid contractor accounts can only be extended up to 90 days at a time.",
            ),
            ("u", "Okay, end of February it is then."),
            (
                "call",
                "extend_account",
                {"account": "c.mbeki", "until": "2027-02-28", "approver": "Ravi Shah"},
                {"account": "c.mbeki", "expires": "2027-02-28"},
            ),
            ("a", "Done, c.mbeki now expires on 28 February."),
        ],
        "gold_fields": {
            "employee_name": "Chidi Mbeki",
            "username": "c.mbeki",
            "systems": ["VPN", "GitLab"],
            "manager": "Ravi Shah",
            "end_date": one_of(
                "end of February", "2027-02-28", "28 February", "the end of February"
            ),
        },
        "not_active": ["end of January", "make it permanent"],
        "gold_goals": [
            {"match": "permanent", "status": GONE},
            {"match": "extend", "status": [*LIVE, "absent"]},
        ],
        "probes": ["project just got extended"],
    },
    # ---------------------------------------------------------------- vet
    {
        "id": "blind8-vet-en-two-cats-one-vaccinated",
        "domain": "vet",
        "schema": "VetState",
        "steps": [
            (
                "u",
                "Hi, I'd like to book both my cats in for their vaccinations, Miso and Pickle. "
                "Name's Aoife Brennan.",
            ),
            ("a", "We have Dr Patel on Wednesday at 10:20 or Dr Osei on Thursday at 17:40."),
            (
                "u",
                "Thursday evening works better. Could you squeeze them in at 18:30 though? I "
                "don't get off the bus until 6.",
            ),
            (
                "a",
                "Sorry, we close at 18:30, so 17:40 is the last slot. There's also Saturday at "
                "9:00 with Dr Patel.",
            ),
            (
                "u",
                "Saturday then. Actually, just Miso - Pickle had hers at the shelter in "
                "October, I just found the card.",
            ),
            (
                "call",
                "book_visit",
                {"pet": "Miso", "reason": "vaccination", "slot": "Saturday 09:00"},
                {"ref": "VT-6620", "pet": "Miso", "vet": "Dr Patel", "slot": "Saturday 09:00"},
            ),
            ("a", "Booked: Miso's vaccinations with Dr Patel, Saturday at 9:00."),
        ],
        "gold_fields": {
            "owner_name": "Aoife Brennan",
            "pet_names": ["Miso"],
            "species": one_of("cat", "cats"),
            "reason": one_of("vaccinations", "vaccination"),
            "vet": one_of("Dr Patel", "Patel"),
            "date": "Saturday",
            "time": one_of("9:00", "09:00", "9"),
        },
        "not_active": ["Thursday", "Dr Osei", "17:40"],
        "gold_goals": [{"match": "18:30", "status": GONE}],
        "once": ["VT-6620"],
        "probes": ["at the shelter"],
    },
    # ---------------------------------------------------------------- dental
    {
        "id": "blind8-dental-en-son-not-hale-thursday",
        "domain": "dental",
        "schema": "DentalState",
        "steps": [
            ("u", "Hi, I need to book a check-up and clean for my son, Leo Marsh, he's 9."),
            ("a", "We have Tuesday at 15:45 with Dr Hale or Wednesday at 8:30 with Dr Cruz."),
            (
                "u",
                "Not Dr Hale please, Leo was terrified of him last time. The Wednesday - oh no "
                "wait, he has swimming on Wednesday mornings before school. Anything Thursday?",
            ),
            ("a", "Thursday at 16:10 with Dr Cruz."),
            ("u", "Perfect, take that. We're with Bupa, membership number 8812-3376-01."),
            (
                "call",
                "book_appointment",
                {"patient": "Leo Marsh", "slot": "Thursday 16:10", "dentist": "Dr Cruz"},
                {"ref": "DN-4103", "slot": "Thursday 16:10", "dentist": "Dr Cruz"},
            ),
            ("a", "Booked: Thursday at 16:10 with Dr Cruz, check-up and clean."),
            (
                "u",
                "Oh, and he's got a wobbly tooth - no, you know what, forget it, it's a baby "
                "tooth, it'll come out by itself.",
            ),
            ("a", "No problem, see you Thursday."),
        ],
        "gold_fields": {
            "patient_name": "Leo Marsh",
            "treatment": one_of("check-up and clean", "check-up", "clean", "check-up and a clean"),
            "dentist": one_of("Dr Cruz", "Cruz"),
            "date": "Thursday",
            "time": "16:10",
            "insurer": "Bupa",
            "membership_number": "8812-3376-01",
        },
        "not_active": ["8:30", "15:45"],
        "gold_goals": [
            {"match": "check-up", "status": LIVE},
            {"match": "wobbly", "status": GONE},
        ],
        "once": ["DN-4103"],
        "probes": ["swimming", "terrified"],
    },
    # ---------------------------------------------------------------- apartment
    {
        "id": "blind8-apartment-en-pets-budget-stretch-sunday",
        "domain": "apartment",
        "schema": "RentalState",
        "steps": [
            (
                "u",
                "Hi, I'm looking to rent a one-bed in Clifton, budget up to £1,100 a month, "
                "moving in from 1 February. I'm Sam Adeyinka.",
            ),
            (
                "call",
                "search_listings",
                {"area": "Clifton", "bedrooms": 1, "max_rent": 1100},
                {
                    "listings": [
                        {"id": "L-301", "address": "Flat 2, 8 Royal York Crescent", "rent": 1050},
                        {"id": "L-317", "address": "41 Whiteladies Road", "rent": 1150},
                        {"id": "L-322", "address": "5 Princess Victoria Street", "rent": 995},
                    ]
                },
            ),
            (
                "a",
                "Three options: Royal York Crescent at £1,050, Whiteladies Road at £1,150 (pets "
                "allowed) and Princess Victoria Street at £995 (no pets on either of the others).",
            ),
            (
                "u",
                "I have a small dog, so it has to allow pets. I can stretch to £1,150 I suppose. "
                "Can I view the Whiteladies Road one on Saturday?",
            ),
            (
                "a",
                "Saturday is fully booked for that flat. I have Friday at 5:30pm or Sunday at "
                "11am.",
            ),
            (
                "u",
                "Sunday at 11. And could the move-in be mid-January instead? My current lease "
                "ends on the 15th.",
            ),
            (
                "a",
                "The landlord is happy with a move-in from 15 January. Your viewing is booked "
                "for Sunday at 11am.",
            ),
        ],
        "gold_fields": {
            "applicant_name": "Sam Adeyinka",
            "area": "Clifton",
            "bedrooms": 1,
            "budget": one_of("£1,150", "1150", "£1,150 a month", "up to £1,150", "£1150"),
            "move_in": one_of("mid-January", "15 January", "the 15th", "from 15 January"),
            "listing": one_of("41 Whiteladies Road", "Whiteladies Road", "L-317"),
            "viewing_date": "Sunday",
            "viewing_time": one_of("11am", "11", "11:00"),
            "pets": True,
        },
        "not_active": ["£1,100", "1 February", "on Saturday"],
        "gold_goals": [{"match": "on Saturday", "status": GONE}],
        "probes": ["small dog", "lease ends on the 15th"],
    },
    # ---------------------------------------------------------------- furniture
    {
        "id": "blind8-furniture-en-table-backorder-assembly-one",
        "domain": "furniture",
        "schema": "FurnitureDeliveryState",
        "steps": [
            (
                "u",
                "Hi, order FD-239114. I want to arrange delivery for the sofa, the bookcase and "
                "the coffee table.",
            ),
            (
                "call",
                "get_order",
                {"order": "FD-239114"},
                {
                    "items": [
                        {"name": "Harlow 3-seater sofa", "stock": "in"},
                        {"name": "Oakridge bookcase", "stock": "in"},
                        {"name": "Nola coffee table", "stock": "back-order, 6 weeks"},
                    ]
                },
            ),
            (
                "a",
                "The sofa and bookcase are in stock; the coffee table is on back-order for "
                "about 6 weeks. Shall we deliver what's ready now?",
            ),
            (
                "u",
                "Yes, send the sofa and bookcase now, and cancel the coffee table, I'll find one "
                "elsewhere. Can it come on the 18th?",
            ),
            ("a", "The 18th is available, either 7am-1pm or 12-6pm."),
            (
                "u",
                "Afternoon please. Oh, and assembly for both. Hmm, actually just the bookcase, "
                "my partner wants to do the sofa legs himself.",
            ),
            (
                "a",
                "Assembly for the bookcase only, £35. Delivery on the 18th, 12-6pm, to 27B Mill "
                "Lane?",
            ),
            ("u", "Yes, 27B Mill Lane. It's a second-floor flat and there's no lift."),
            ("a", "Noted, we'll send two people."),
        ],
        "gold_fields": {
            "order_id": "FD-239114",
            "pieces": ["sofa", "bookcase"],
            "delivery_date": one_of("the 18th", "18th"),
            "delivery_window": one_of("12-6pm", "afternoon", "12pm-6pm", "12-6"),
            "assembly_items": ["bookcase"],
            "address": one_of("27B Mill Lane"),
        },
        "not_active": ["assembly for both"],
        "gold_goals": [{"match": "delivery", "status": LIVE}],
        "probes": ["sofa legs"],
    },
    # ---------------------------------------------------------------- car rental
    {
        "id": "blind8-carrental-en-cheaper-of-two-return-18th",
        "domain": "car_rental",
        "schema": "CarRentalState",
        "steps": [
            ("u", "Hi, I'd like to rent a car at Malaga airport from 10 April to 17 April."),
            (
                "call",
                "search_cars",
                {"location": "AGP", "from": "2027-04-10", "to": "2027-04-17"},
                {
                    "options": [
                        {"class": "compact", "model": "Seat Ibiza", "total": "€210"},
                        {"class": "intermediate", "model": "VW Golf", "total": "€265"},
                        {"class": "SUV", "model": "Kia Sportage", "total": "€390"},
                    ]
                },
            ),
            (
                "a",
                "For the week: compact Seat Ibiza €210, intermediate VW Golf €265, or SUV Kia "
                "Sportage €390.",
            ),
            (
                "u",
                "We're four adults with big cases, so the Ibiza's too small. Give me the cheaper "
                "of the other two.",
            ),
            ("a", "The VW Golf at €265. Any extras?"),
            (
                "u",
                "A GPS and a child seat - no, no child seat, the kids aren't coming after all. "
                "Just the GPS.",
            ),
            ("a", "GPS added, that's €35 for the week."),
            (
                "u",
                "Actually skip the GPS, I'll use my phone. And can I return it on the 18th "
                "instead? Our flight home is on the 18th.",
            ),
            (
                "a",
                "Return on 18 April at Malaga airport, €302 in total, no extras. Who will be "
                "driving?",
            ),
            ("u", "Nadia Kowalczyk, just me."),
        ],
        "gold_fields": {
            "driver_name": "Nadia Kowalczyk",
            "pickup_location": one_of("Malaga airport", "Malaga"),
            "return_location": one_of("Malaga airport", "Malaga", None),
            "pickup_date": "10 April",
            "return_date": one_of("the 18th", "18 April", "18th", "on the 18th"),
            "car_class": one_of("intermediate", "VW Golf", "intermediate VW Golf"),
            "passengers": 4,
        },
        "not_active": ["17 April", "Seat Ibiza"],
        "gold_goals": [{"match": "rent a car", "status": LIVE}],
        "probes": ["big cases", "kids aren't coming", "flight home is on the 18th"],
    },
]

ZH: list[dict[str, Any]] = [
    # ---------------------------------------------------------------- restaurant
    {
        "id": "blind8-restaurant-zh-birthday-room-nothing-changes",
        "domain": "restaurant",
        "schema": "RestaurantState",
        "steps": [
            (
                "u",
                "你好，我想订这周六晚上的包间，12个人，给我爸过七十大寿。我姓郑，电话13816672045。",
            ),
            ("a", "周六晚上包间还有，6点或者7点半，您看哪个时间？"),
            ("u", "7点半吧。我们可能会自己带一个蛋糕，可以吗？"),
            ("a", "可以的，蛋糕可以自带，不另外收费。"),
            (
                "call",
                "create_booking",
                {"name": "郑先生", "date": "周六", "time": "19:30", "party": 12, "room": True},
                {"ref": "BJ-0931", "status": "confirmed"},
            ),
            ("a", "已为您订好周六晚上7点半的包间，12位，订单号BJ-0931。"),
            ("u", "好的，谢谢。"),
        ],
        "gold_fields": {
            "guest_name": one_of("郑", "郑先生", "姓郑"),
            "phone": "13816672045",
            "date": one_of("这周六", "周六", "这周六晚上", "周六晚上"),
            "time": one_of("7点半", "19:30", "晚上7点半"),
            "party_size": 12,
            "seating": "包间",
            "occasion": one_of("七十大寿", "过七十大寿", "给我爸过七十大寿", "大寿"),
        },
        "gold_goals": [{"match": "蛋糕", "status": "absent"}],
        "once": ["BJ-0931"],
    },
    # ---------------------------------------------------------------- airline
    {
        "id": "blind8-airline-zh-name-fixed-upgrade-declined",
        "domain": "airline",
        "schema": "AirlineRebookState",
        "steps": [
            (
                "u",
                "你好，我机票上的姓打错了，订单上写的是ZHAO WEIMING，应该是ZHANG WEIMING。"
                "订座记录是HX5T8Q。",
            ),
            ("a", "好的，请问是哪一班航班？"),
            ("u", "下周三上海飞成都的MU5401。"),
            (
                "call",
                "update_name",
                {"pnr": "HX5T8Q", "name": "ZHANG WEIMING"},
                {"status": "ok", "flight": "MU5401"},
            ),
            ("a", "名字已改为ZHANG WEIMING。"),
            ("u", "既然是你们系统的问题，能不能免费给我升个商务舱？"),
            (
                "a",
                "抱歉，姓名是预订时填写的，不能免费升舱；升商务舱需要补差价1280元。",
            ),
            ("u", "那算了，还是坐经济舱。另外帮我加一件托运行李……哦不用了，我就带个登机箱。"),
            ("a", "好的，经济舱，不加托运行李。"),
        ],
        "gold_fields": {
            "booking_ref": "HX5T8Q",
            "passenger_name": "ZHANG WEIMING",
            "flight": "MU5401",
            "destination": "成都",
            "travel_date": "下周三",
            "cabin": one_of("经济舱", "经济"),
            "checked_bags": one_of(0, None),
        },
        "not_active": ["ZHAO WEIMING", "升个商务舱", "加一件托运行李"],
        "gold_goals": [
            {"match": "升个商务舱", "status": GONE},
            {"match": "加一件托运行李", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- bank
    {
        "id": "blind8-bank-zh-card-lost-found-unfreeze",
        "domain": "bank",
        "schema": "BankState",
        "steps": [
            ("u", "你好，我的借记卡好像丢了，尾号4471，麻烦先帮我冻结。我叫王思远。"),
            ("call", "freeze_card", {"last4": "4471"}, {"status": "frozen"}),
            ("a", "已冻结尾号4471的卡。需要给您补办一张新卡吗？"),
            ("u", "要的，寄到我家里吧。"),
            ("a", "好的，新卡会在5个工作日内寄到您登记的地址。"),
            ("u", "等一下！卡找到了，在外套口袋里。能帮我解冻吗？新卡就不用补了。"),
            (
                "call",
                "unfreeze_card",
                {"last4": "4471", "cancel_replacement": True},
                {"status": "active", "replacement": "cancelled"},
            ),
            ("a", "已为您解冻，补卡申请也已取消。"),
        ],
        "gold_fields": {
            "account_holder": "王思远",
            "card_last4": "4471",
            "card_action": one_of("解冻", "unfreeze"),
        },
        "not_active": ["寄到我家里", "卡好像丢了"],
        "gold_goals": [
            {"match": "解冻", "status": [*LIVE, "absent"]},
            {"match": "寄到我家里", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- vet
    {
        "id": "blind8-vet-zh-corgi-ears-vaccine-later",
        "domain": "vet",
        "schema": "VetState",
        "steps": [
            ("u", "你好，我家狗狗最近老是挠耳朵，想预约看一下。它叫豆豆，是柯基，三岁。"),
            ("a", "可以的。明天上午10点有李医生，下午3点半有陈医生。"),
            ("u", "明天上午我要上班……下午3点半吧。哦对了，能顺便打个疫苗吗？"),
            ("a", "可以，狂犬疫苗和耳朵检查可以一起做。"),
            (
                "u",
                "那还是算了，疫苗下个月再打吧，它前两天刚吃了驱虫药，我怕一次太多。就看耳朵。",
            ),
            (
                "call",
                "book_visit",
                {"pet": "豆豆", "reason": "耳朵", "slot": "明天 15:30"},
                {"ref": "PV-2207", "pet": "豆豆", "vet": "陈医生", "slot": "明天 15:30"},
            ),
            ("a", "已为豆豆预约明天下午3点半陈医生，看耳朵。"),
        ],
        "gold_fields": {
            "pet_names": ["豆豆"],
            "species": one_of("狗", "柯基", "狗狗"),
            "reason": one_of("挠耳朵", "看耳朵", "耳朵", "耳朵检查", "老是挠耳朵"),
            "vet": "陈医生",
            "date": one_of("明天", "明天下午"),
            "time": one_of("3点半", "15:30", "下午3点半"),
        },
        "not_active": ["李医生", "打个疫苗"],
        "gold_goals": [{"match": "打个疫苗", "status": GONE}],
        "once": ["PV-2207"],
        "probes": ["驱虫药"],
    },
    # ---------------------------------------------------------------- dental
    {
        "id": "blind8-dental-zh-school-run-filling-dropped",
        "domain": "dental",
        "schema": "DentalState",
        "steps": [
            ("u", "你好，我想预约洗牙，顺便补一颗牙。我叫刘佳。"),
            ("a", "好的。这周四下午2点和周五上午9点半都有空位，都是张医生。"),
            ("u", "周五上午9点半。"),
            ("a", "好的，周五上午9点半，洗牙加补牙。"),
            (
                "u",
                "不好意思，改一下，周五早上我要送孩子上学，改到周四下午2点吧。补牙先不做了，"
                "我想先问问保险能不能报。",
            ),
            (
                "call",
                "book_appointment",
                {"patient": "刘佳", "slot": "周四 14:00", "treatment": "洗牙"},
                {"ref": "DC-7781", "slot": "周四 14:00", "dentist": "张医生"},
            ),
            ("a", "已改为周四下午2点，张医生，只洗牙。"),
        ],
        "gold_fields": {
            "patient_name": "刘佳",
            "treatment": "洗牙",
            "dentist": "张医生",
            "date": one_of("周四", "这周四", "周四下午"),
            "time": one_of("下午2点", "2点", "14:00"),
        },
        "not_active": ["9点半", "补一颗牙"],
        "gold_goals": [{"match": "补一颗牙", "status": GONE}],
        "once": ["DC-7781"],
        "probes": ["送孩子上学"],
    },
    # ---------------------------------------------------------------- apartment
    {
        "id": "blind8-apartment-zh-cheapest-cat-two-bed-kept",
        "domain": "apartment",
        "schema": "RentalState",
        "steps": [
            ("u", "你好，我想在浦东张江附近租一套两居室，预算每月8000以内，下个月1号入住。"),
            (
                "call",
                "search_listings",
                {"area": "张江", "bedrooms": 2, "max_rent": 8000},
                {
                    "listings": [
                        {"id": "A12", "name": "汤臣豪园 两室", "rent": 7800},
                        {"id": "A15", "name": "长泰东郊 两室", "rent": 7500},
                        {"id": "A19", "name": "玉兰香苑 两室", "rent": 6900},
                    ]
                },
            ),
            ("a", "有三套：汤臣豪园7800，长泰东郊7500，玉兰香苑6900。"),
            ("u", "最便宜那套吧，这周六能去看房吗？"),
            ("a", "玉兰香苑周六可以看，上午10点或者下午4点。"),
            ("u", "下午4点。对了，我养了一只猫，房东介意吗？"),
            ("a", "房东说可以养猫，但要多付一个月押金。"),
            ("u", "行。哦，我老婆说一居室也可以看看……算了，还是两居室，她妈妈要来住。"),
            ("a", "好的，还是两居室，周六下午4点看玉兰香苑。"),
        ],
        "gold_fields": {
            "area": one_of("浦东张江", "张江", "浦东张江附近", "张江附近"),
            "bedrooms": 2,
            "budget": one_of("8000以内", "8000", "每月8000以内", "8000元"),
            "move_in": one_of("下个月1号", "1号", "下个月"),
            "listing": one_of("玉兰香苑", "玉兰香苑 两室", "A19"),
            "viewing_date": one_of("这周六", "周六"),
            "viewing_time": one_of("下午4点", "4点", "16:00"),
            "pets": True,
        },
        "not_active": ["一居室"],
        "probes": ["妈妈要来住"],
    },
    # ---------------------------------------------------------------- furniture
    {
        "id": "blind8-furniture-zh-one-nightstand-new-address",
        "domain": "furniture",
        "schema": "FurnitureDeliveryState",
        "steps": [
            ("u", "你好，我订单号20931476，买了一张床、一个床垫和两个床头柜，想约一下送货。"),
            (
                "call",
                "get_order",
                {"order": "20931476"},
                {
                    "items": ["1.8米实木床", "乳胶床垫", "床头柜 x2"],
                    "slots": ["12月8日", "12月10日"],
                },
            ),
            ("a", "可以送12月8号或者10号，您看哪天方便？"),
            ("u", "10号吧，下午。床头柜改成一个，另一个我退掉，房间放不下。"),
            ("a", "好的，床头柜送一个，另一个给您办退货。10号下午送，需要安装吗？"),
            (
                "u",
                "床要装，床垫不用。哦还有，地址换一下，不送浦东了，送到闵行区莘庄镇莘松路88弄5号。",
            ),
            ("a", "已更新地址：闵行区莘庄镇莘松路88弄5号，10号下午送货，床需要安装。"),
        ],
        "gold_fields": {
            "order_id": "20931476",
            "pieces": ["床", "床垫", "床头柜"],
            "delivery_date": one_of("10号", "12月10日", "12月10号"),
            "delivery_window": "下午",
            "assembly_items": ["床"],
            "address": one_of("闵行区莘庄镇莘松路88弄5号", "莘松路88弄5号", "莘庄镇莘松路88弄5号"),
        },
        "not_active": ["两个床头柜"],
        "gold_goals": [{"match": "送货", "status": LIVE}],
        "probes": ["放不下"],
    },
    # ---------------------------------------------------------------- car rental
    {
        "id": "blind8-carrental-zh-suv-mountains-extra-day",
        "domain": "car_rental",
        "schema": "CarRentalState",
        "steps": [
            ("u", "你好，我想在成都双流机场租车，1月20号取，1月25号还。"),
            (
                "call",
                "search_cars",
                {"location": "成都双流机场", "from": "2027-01-20", "to": "2027-01-25"},
                {
                    "cars": [
                        {"type": "经济型", "model": "大众朗逸", "price": "¥780"},
                        {"type": "SUV", "model": "丰田RAV4", "price": "¥1450"},
                    ]
                },
            ),
            ("a", "有大众朗逸，五天780元；还有丰田RAV4，五天1450元。"),
            ("u", "我们要去川西，山路多，还是要SUV。还车能改在康定吗？"),
            ("a", "康定门店不支持异地还车，只能在成都还。"),
            ("u", "那就还是双流机场还。还车推后一天吧，改成26号。"),
            (
                "a",
                "好的，丰田RAV4，1月20日双流机场取车，1月26日双流机场还车。需要加儿童座椅吗？",
            ),
            ("u", "不需要，我们都是大人。驾驶人写我，陈志强，另外加一个驾驶人，我朋友吴磊。"),
            ("a", "好的，主驾驶人陈志强，附加驾驶人吴磊。"),
        ],
        "gold_fields": {
            "driver_name": "陈志强",
            "additional_drivers": ["吴磊"],
            "pickup_location": one_of("成都双流机场", "双流机场"),
            "return_location": one_of("双流机场", "成都双流机场", "成都"),
            "pickup_date": one_of("1月20号", "1月20日"),
            "return_date": one_of("26号", "1月26日", "1月26号"),
            "car_class": one_of("SUV", "丰田RAV4"),
        },
        "not_active": ["1月25号", "大众朗逸"],
        "gold_goals": [{"match": "康定", "status": GONE}],
        "probes": ["山路多"],
    },
]


def build() -> list[dict[str, Any]]:
    return build_set("blind8", (("en", EN), ("zh", ZH)), size=24)


if __name__ == "__main__":
    write_set(Path(__file__).with_name("state_blind8.jsonl"), build())
