"""Builds ``state_blind2.jsonl``: a second blind labelled set for ``turnmem eval state``.

Hand-written for turnmem (not taken from any data set) by someone who had not read the rule
folder or its tests. 24 conversations, 12 English and 12 Chinese, split ``blind2``: airline,
hotel, restaurant, banking, customer service and workflow as in the first sets, and six new
domains (telecom plan change, insurance claim, clinic appointment, car rental, e-commerce
return, IT helpdesk), each naming a class of ``schemas_blind2.py``. Run
``python tests/data/state/build_state_blind2.py`` to rebuild the file (deterministic).

Labelling conventions (as in ``build_state_blind.py``):

- a field only a tool output states (a name looked up from a booking) may be unset (``null``
  in ``one_of``); a field the user stated must be set; a schema field not listed must end
  unset (someone else's details -- a colleague's id, a child's birthday guest -- are not the
  customer's fields);
- ``not_active`` lists replaced values chosen so that no true statement at the end needs to
  contain them; a cancelled request is labelled in ``gold_goals`` as ``abandoned`` or
  ``absent`` instead;
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
    # ---------------------------------------------------------------- airline
    {
        "id": "blind2-air-en-no-no-the-14th",
        "domain": "airline",
        "schema": "AirlineState",
        "steps": [
            ("u", "hi, need to move my flight to a later date. ref QX7D2L"),
            (
                "call",
                "get_booking",
                {"booking_ref": "QX7D2L"},
                {
                    "booking_ref": "QX7D2L",
                    "passenger": "Gareth Lindqvist",
                    "flight_no": "AY1332",
                    "route": "HEL-BCN",
                    "date": "2026-03-10",
                    "departs": "07:40",
                    "cabin": "economy",
                    "seat": "14C",
                },
            ),
            (
                "a",
                "Thanks, Gareth. You're on AY1332 Helsinki to Barcelona on March 10 at 07:40, economy, seat 14C. Which date would you like instead?",
            ),
            ("u", "the 12th if there's room"),
            ("a", "March 12 has seats; the fare difference is €65."),
            (
                "u",
                "no no, the 14th. the 12th is the conference dinner, I can't leave before it",
            ),
            (
                "a",
                "March 14 on AY1332 has seats too, fare difference €40. Shall I go ahead?",
            ),
            ("u", "yes. and can I keep an aisle seat?"),
            (
                "call",
                "change_booking",
                {"booking_ref": "QX7D2L", "date": "2026-03-14", "seat_preference": "aisle"},
                {
                    "booking_ref": "QX7D2L",
                    "flight_no": "AY1332",
                    "date": "2026-03-14",
                    "departs": "07:40",
                    "seat": "22D",
                    "cabin": "economy",
                    "charged": "EUR 40.00",
                    "status": "confirmed",
                },
            ),
            (
                "a",
                "Done: AY1332 on March 14 at 07:40, seat 22D on the aisle. €40 was charged to the card on file.",
            ),
            ("u", "great. how many kg is the carry-on allowance?"),
            ("a", "One cabin bag up to 8 kg plus a small personal item under the seat."),
            ("u", "ok thx"),
        ],
        "gold_fields": {
            "passenger_name": one_of("Gareth Lindqvist", "Gareth", None),
            "booking_ref": "QX7D2L",
            "flight_no": one_of("AY1332", None),
            "depart_date": one_of(
                "March 14", "2026-03-14", "the 14th", "14th", "March 14th", "14 March"
            ),
            "seat_preference": one_of("aisle", "aisle seat", "an aisle seat", "22D"),
            "cabin": one_of("economy", None),
            "party_size": one_of(1, None),
        },
        # "the 12th" stays true in "the 12th is the conference dinner"; the old date and seat
        # do not
        "not_active": ["March 12", "March 10", "2026-03-10", "14C"],
        "probes": ["QX7D2L", "AY1332", "22D"],
        "gold_goals": [
            {"match": "move my flight", "status": "done"},
            {"match": "carry-on", "status": "absent"},
        ],
        "once": ["QX7D2L"],
    },
    # ---------------------------------------------------------------- hotel
    {
        "id": "blind2-hotel-en-for-a-colleague",
        "domain": "hotel",
        "schema": "HotelState",
        "steps": [
            (
                "u",
                "Hello, I'm Rachel from Brightline Logistics, booking a room for my colleague Daniel Okafor who's visiting our Leeds office.",
            ),
            ("a", "Happy to help, Rachel. What dates does Daniel need?"),
            (
                "u",
                "Arriving Monday 20 April, leaving Thursday 23rd. Scratch that, he's leaving Friday the 24th, the workshop got extended.",
            ),
            ("a", "So four nights, 20 to 24 April. Just Daniel, one guest? Which room type?"),
            (
                "u",
                "Just him. A twin is fine... actually make it a double, he's tall and the twin beds are narrow.",
            ),
            (
                "call",
                "search_rooms",
                {
                    "check_in": "2026-04-20",
                    "check_out": "2026-04-24",
                    "guests": 1,
                    "room_type": "double",
                },
                {
                    "available": True,
                    "room_type": "double",
                    "rate_per_night": "GBP 118",
                    "total": "GBP 472",
                    "corporate_rate_code": "BRT-2291",
                },
            ),
            (
                "a",
                "A double is available at £118 a night, £472 in total on your corporate rate BRT-2291. Shall I book it?",
            ),
            (
                "u",
                "Yes please, under his name. Send the confirmation to me though, rachel.amos@brightline.co.uk",
            ),
            (
                "call",
                "create_booking",
                {
                    "guest_name": "Daniel Okafor",
                    "check_in": "2026-04-20",
                    "check_out": "2026-04-24",
                    "room_type": "double",
                    "guests": 1,
                    "rate_code": "BRT-2291",
                    "confirmation_email": "rachel.amos@brightline.co.uk",
                },
                {
                    "booking_ref": "HLX-508813",
                    "guest": "Daniel Okafor",
                    "check_in": "2026-04-20",
                    "check_out": "2026-04-24",
                    "room_type": "double",
                    "status": "confirmed",
                    "confirmation_sent_to": "rachel.amos@brightline.co.uk",
                },
            ),
            (
                "a",
                "Booked: HLX-508813 for Daniel Okafor, double room, 20 to 24 April. The confirmation is on its way to rachel.amos@brightline.co.uk.",
            ),
            ("u", "Is there parking at the hotel? He might drive up."),
            ("a", "Yes, there's an on-site car park at £12 a day, no need to book."),
            ("u", "Lovely, cheers"),
        ],
        "gold_fields": {
            "guest_name": one_of("Daniel Okafor", "Daniel"),
            "booking_ref": "HLX-508813",
            "check_in": one_of(
                "20 April",
                "April 20",
                "2026-04-20",
                "Monday 20 April",
                "Monday 20th April",
                "Monday",
            ),
            "check_out": one_of(
                "24 April",
                "April 24",
                "2026-04-24",
                "Friday the 24th",
                "Friday",
                "the 24th",
                "24th",
                "Friday 24 April",
            ),
            "guests": 1,
            "room_type": "double",
        },
        "not_active": ["Thursday 23rd"],
        "probes": ["HLX-508813", "Daniel Okafor", "rachel.amos@brightline.co.uk"],
        "gold_goals": [
            {"match": "room for my colleague", "status": "done"},
            {"match": "parking", "status": "absent"},
        ],
        "once": ["HLX-508813"],
    },
    # ---------------------------------------------------------------- restaurant
    {
        "id": "blind2-rest-en-forget-the-cake",
        "domain": "restaurant",
        "schema": "RestaurantState",
        "steps": [
            ("u", "Hi! Can I book a table for Saturday night? It's my mum's 60th."),
            ("a", "Lovely! How many people, and what time?"),
            ("u", "6 of us, around 7:30"),
            (
                "call",
                "check_availability",
                {"date": "2026-05-16", "time": "19:30", "party_size": 6},
                {"available": True, "areas": ["indoor", "outdoor"], "note": "terrace heaters on"},
            ),
            (
                "a",
                "Saturday 16 May at 7:30 for six is free, inside or on the heated terrace. Could I have a name and a phone number?",
            ),
            (
                "u",
                "Terrace please. Name's Sofia Marchetti, 0412 558 903. Oh wait, I meant 8 people, my cousins are coming after all.",
            ),
            (
                "a",
                "No problem, 8 on the terrace at 7:30. Would you like anything for the birthday?",
            ),
            ("u", "Yes, can you do a cake? Chocolate, with a 60 on it."),
            ("a", "Our pastry chef can do a chocolate cake for 8 for $55, ordered 48 hours ahead."),
            (
                "u",
                "Hmm, $55... forget the cake actually, my sister's baking one. Can we bring our own?",
            ),
            ("a", "Of course, there's a $4 per person cakeage fee."),
            (
                "call",
                "create_reservation",
                {
                    "name": "Sofia Marchetti",
                    "phone": "0412 558 903",
                    "date": "2026-05-16",
                    "time": "19:30",
                    "party_size": 8,
                    "seating": "outdoor",
                },
                {
                    "reservation_id": "R-20417",
                    "party_size": 8,
                    "time": "19:30",
                    "seating": "terrace (outdoor)",
                    "status": "confirmed",
                },
            ),
            ("a", "You're booked: R-20417, Saturday 16 May at 7:30 pm, 8 people on the terrace."),
            ("u", "perfect thank you!!"),
        ],
        "gold_fields": {
            "diner_name": one_of("Sofia Marchetti", "Sofia"),
            "booking_ref": "R-20417",
            "date": one_of(
                "Saturday", "Saturday night", "16 May", "May 16", "2026-05-16", "Saturday 16 May"
            ),
            "time": one_of("7:30", "19:30", "7:30 pm", "around 7:30"),
            "party_size": 8,
            "seating": "outdoor",
            "phone": one_of("0412 558 903", "0412558903"),
        },
        "not_active": ["6 of us"],
        "probes": ["R-20417", "Sofia Marchetti", "0412 558 903"],
        "gold_goals": [
            {"match": "book a table", "status": "done"},
            {"match": "cake", "status": ["abandoned", "absent"]},
        ],
        "once": ["R-20417"],
    },
    # ---------------------------------------------------------------- banking
    {
        "id": "blind2-bank-en-card-dispute",
        "domain": "banking",
        "schema": "BankingState",
        "steps": [
            (
                "u",
                "Hi, there's a charge on my debit card I don't recognise. $312.40 from NTFX*DIGITAL at 2:14 am on the 3rd.",
            ),
            (
                "a",
                "I'm sorry about that. To verify you, can I have your name and the last four digits of the card?",
            ),
            ("u", "Owen Pryce. Card ends 8830. Wait no, that's my old one. 3318."),
            (
                "call",
                "verify_customer",
                {"name": "Owen Pryce", "card_last_four": "3318"},
                {
                    "customer_id": "C-0091442",
                    "account_id": "CHK-55201873",
                    "card_last_four": "3318",
                    "status": "verified",
                },
            ),
            (
                "call",
                "list_transactions",
                {"account_id": "CHK-55201873", "merchant": "NTFX*DIGITAL"},
                {
                    "transactions": [
                        {
                            "id": "TX-88710",
                            "amount": "312.40",
                            "time": "2026-06-03T02:14",
                            "merchant": "NTFX*DIGITAL",
                        },
                        {
                            "id": "TX-88711",
                            "amount": "12.99",
                            "time": "2026-06-03T02:15",
                            "merchant": "NTFX*DIGITAL",
                        },
                    ]
                },
            ),
            (
                "a",
                "Thanks, Owen. I see two charges from NTFX*DIGITAL on June 3: $312.40 at 2:14 and $12.99 a minute later. Are both unfamiliar?",
            ),
            ("u", "The 12.99 is my streaming sub, that's fine. Just the 312.40."),
            (
                "call",
                "open_dispute",
                {"transaction_id": "TX-88710", "amount": "312.40"},
                {
                    "dispute_id": "DSP-6610-Q",
                    "amount": "312.40",
                    "provisional_credit": "312.40",
                    "status": "open",
                    "decision_by": "2026-07-01",
                },
            ),
            (
                "a",
                "I've opened dispute DSP-6610-Q for $312.40 and credited it to you provisionally; a decision is due by July 1. I'd also recommend blocking card 3318 and sending you a new one.",
            ),
            ("u", "Yes block it and send a new card. To my home address, not the branch."),
            (
                "call",
                "replace_card",
                {"card_last_four": "3318", "delivery": "home"},
                {
                    "old_card": "3318",
                    "status": "blocked",
                    "new_card_last_four": "6052",
                    "delivery": "home",
                    "eta": "5-7 business days",
                },
            ),
            (
                "a",
                "Card 3318 is blocked; the new card ending 6052 goes to your home address in 5-7 business days.",
            ),
            ("u", "how long do disputes usually take?"),
            ("a", "Most are decided within 10 business days; the latest date is July 1."),
            ("u", "ok"),
        ],
        "gold_fields": {
            "customer_name": one_of("Owen Pryce", "Owen"),
            "account_id": one_of("CHK-55201873", None),
            # the card he named is blocked and replaced: either digits describe his card
            "card_last_four": one_of("3318", "6052"),
            "dispute_id": "DSP-6610-Q",
        },
        "not_active": ["8830"],
        "probes": ["DSP-6610-Q", "312.40", "6052"],
        "gold_goals": [
            {"match": "block", "status": "done"},
            {"match": "disputes usually take", "status": "absent"},
        ],
        "once": ["DSP-6610-Q"],
    },
    # ---------------------------------------------------------------- customer service
    {
        "id": "blind2-support-en-late-birthday-gift",
        "domain": "customer_service",
        "schema": "SupportState",
        "steps": [
            (
                "u",
                "My order still hasn't arrived and it was supposed to be here Tuesday. #W5520871",
            ),
            (
                "call",
                "get_order",
                {"order_id": "W5520871"},
                {
                    "order_id": "W5520871",
                    "customer": "Bea Lindgren",
                    "items": [{"name": "Botanical flower set", "price": "59.99", "qty": 2}],
                    "status": "in_transit",
                    "carrier": "DHL",
                    "last_scan": "2026-11-24 Leipzig hub",
                    "promised_by": "2026-11-24",
                },
            ),
            (
                "a",
                "Thanks, Bea. Order W5520871 is with DHL; the last scan was at the Leipzig hub on November 24, the day it was promised. I'm sorry it's late.",
            ),
            (
                "u",
                "It's for my daughter's birthday on Saturday, Ella's turning 9. This is really annoying, I paid 7.95 for express.",
            ),
            (
                "a",
                "I understand. I'll refund the $7.95 express fee now and open a trace with DHL. If it isn't delivered by Friday I'll call you to arrange a replacement by courier.",
            ),
            (
                "call",
                "refund_shipping",
                {"order_id": "W5520871", "amount": "7.95"},
                {"refund_id": "RSH-30912", "amount": "7.95", "status": "processed"},
            ),
            (
                "call",
                "open_trace",
                {"order_id": "W5520871", "carrier": "DHL"},
                {"trace_id": "DHL-TR-448120", "status": "opened"},
            ),
            (
                "a",
                "The express fee is refunded (RSH-30912) and trace DHL-TR-448120 is open. Which number should I call on Friday?",
            ),
            ("u", "07 3361 2290. mobile's better than email"),
            ("a", "Got it, I'll call 07 3361 2290 on Friday."),
            ("u", "ok thanks"),
        ],
        "gold_fields": {
            "customer_name": one_of("Bea Lindgren", "Bea"),
            "order_id": one_of("W5520871", "#W5520871"),
            "issue_category": "delivery",
            "promised_actions": one_of(
                ["refund", "trace", "call"],
                ["trace", "call"],
                ["refund", "call"],
                ["refund", "trace"],
                ["call"],
            ),
            "sentiment": one_of("frustrated", "neutral", None),
        },
        "not_active": [],
        "probes": ["W5520871", "DHL-TR-448120", "07 3361 2290"],
        "gold_goals": [{"match": "Ella", "status": "absent"}],
        "once": ["W5520871", "RSH-30912"],
    },
    # ---------------------------------------------------------------- workflow
    {
        "id": "blind2-workflow-en-onboarding-lunch",
        "domain": "workflow",
        "schema": "WorkflowState",
        "steps": [
            (
                "u",
                "Can you help me get Priyanka Shah onboarded? She starts Monday in the data team. I need laptop, accounts, badge and the welcome lunch sorted.",
            ),
            ("a", "Sure. Let me check what's already in place."),
            (
                "call",
                "get_onboarding",
                {"employee": "Priyanka Shah"},
                {
                    "employee": "Priyanka Shah",
                    "start_date": "2026-09-14",
                    "checklist": {
                        "laptop": "shipped",
                        "accounts": "not started",
                        "badge": "not started",
                        "welcome lunch": "not started",
                    },
                    "manager": "Tom Eriksen",
                },
            ),
            (
                "a",
                "The laptop has shipped. Accounts, badge and the welcome lunch are not started. Shall I create her accounts?",
            ),
            ("u", "yes, Google, Slack and Jira"),
            (
                "call",
                "create_accounts",
                {"employee": "Priyanka Shah", "systems": ["google", "slack", "jira"]},
                {
                    "created": ["google", "slack", "jira"],
                    "email": "priyanka.shah@corvid.io",
                    "status": "done",
                },
            ),
            ("a", "Done: her email is priyanka.shah@corvid.io, with Slack and Jira access."),
            (
                "u",
                "Badge next. Oh, security says they need her photo first and she hasn't sent it.",
            ),
            (
                "a",
                "Then the badge waits on her photo; I'll leave it pending. Shall I book the welcome lunch?",
            ),
            (
                "u",
                "Skip the lunch this week, half the team's at the offsite. Actually no, keep it but move it to Friday.",
            ),
            (
                "call",
                "book_lunch",
                {"date": "2026-09-18", "attendees": 6},
                {"booking": "Welcome lunch, Friday 18 Sep, 12:30, 6 people", "status": "booked"},
            ),
            ("a", "The welcome lunch is booked for Friday 18 September at 12:30 for 6."),
            ("u", "great, what's left?"),
            ("a", "Only the badge, waiting on her photo. Everything else is done."),
        ],
        "gold_fields": {
            "task_goal": one_of(
                "get Priyanka Shah onboarded",
                "help me get Priyanka Shah onboarded",
                "onboard Priyanka Shah",
                "onboarding Priyanka Shah",
                "Priyanka Shah onboarding",
                "Priyanka Shah's onboarding",
                "onboard Priyanka Shah: laptop, accounts, badge, welcome lunch",
            ),
            "steps_done": one_of(
                ["laptop", "accounts", "lunch"],
                ["accounts", "lunch"],
                ["laptop", "accounts"],
            ),
            "steps_pending": one_of(["badge"], ["badge", "photo"]),
            "blockers": one_of(["photo"]),
        },
        "not_active": ["Skip the lunch"],
        "probes": ["Priyanka Shah", "priyanka.shah@corvid.io", "photo"],
        "gold_goals": [
            {"match": "onboarded", "status": ["open", "in_progress"]},
            {"match": "what's left", "status": "absent"},
        ],
        "once": [],
    },
    # ---------------------------------------------------------------- telecom
    {
        "id": "blind2-telecom-en-plan-back-and-forth",
        "domain": "telecom",
        "schema": "TelecomState",
        "steps": [
            (
                "u",
                "Hi, I want to change my mobile plan, I'm paying way too much. Number is 0412 770 318.",
            ),
            (
                "call",
                "get_account",
                {"phone": "0412 770 318"},
                {
                    "account_number": "ACC-7731902",
                    "holder": "Marta Kowalczyk",
                    "lines": [
                        {"number": "0412 770 318", "plan": "Unlimited Max", "price": "$85/mo"},
                        {
                            "number": "0412 770 355",
                            "plan": "Kids 5GB",
                            "price": "$20/mo",
                            "user": "Jakub",
                        },
                    ],
                    "billing_day": 3,
                },
            ),
            (
                "a",
                "Thanks, Marta. Your line 0412 770 318 is on Unlimited Max at $85 a month, and Jakub's line is on Kids 5GB. Options: Essentials 20GB at $35, or Unlimited Start at $55.",
            ),
            ("u", "Essentials 20GB sounds good. How much data do I normally use?"),
            (
                "call",
                "get_usage",
                {"phone": "0412 770 318"},
                {"avg_monthly_gb": 31.6, "last_3_months_gb": [28.9, 33.4, 32.5]},
            ),
            (
                "a",
                "You average 31.6 GB a month, so 20GB would run out about two-thirds of the way through.",
            ),
            (
                "u",
                "oh. ok then Unlimited Start instead. Leave my son Jakub's line alone, he's fine on his.",
            ),
            (
                "a",
                "Unlimited Start at $55: from your next bill on the 3rd, or straight away with a prorated charge?",
            ),
            ("u", "next bill is fine"),
            (
                "call",
                "change_plan",
                {"phone": "0412 770 318", "plan": "Unlimited Start", "effective": "2026-08-03"},
                {
                    "order_id": "PC-204418",
                    "line": "0412 770 318",
                    "new_plan": "Unlimited Start",
                    "price": "$55/mo",
                    "effective_date": "2026-08-03",
                    "status": "scheduled",
                },
            ),
            ("a", "Done, change PC-204418: Unlimited Start at $55 a month from August 3."),
            ("u", "do I get roaming in NZ with that?"),
            ("a", "Yes, Unlimited Start includes 5 GB of roaming in New Zealand each month."),
            ("u", "sweet, thanks"),
        ],
        "gold_fields": {
            "account_holder": one_of("Marta Kowalczyk", "Marta", None),
            "account_number": one_of("ACC-7731902", None),
            "phone_number": one_of("0412 770 318", "0412770318"),
            "old_plan": one_of("Unlimited Max", None),
            "new_plan": "Unlimited Start",
            "effective_date": one_of(
                "August 3",
                "2026-08-03",
                "the 3rd",
                "3rd",
                "next bill",
                "next bill on the 3rd",
                "3 August",
            ),
            "monthly_price": one_of("$55", "55", "$55/mo", "$55 a month", "$55/month", None),
        },
        "not_active": ["Essentials 20GB"],
        "probes": ["0412 770 318", "PC-204418", "Unlimited Start"],
        "gold_goals": [
            {"match": "change my mobile plan", "status": ["done", "in_progress"]},
            {"match": "How much data", "status": "absent"},
            {"match": "roaming", "status": "absent"},
        ],
        "once": ["PC-204418"],
    },
    # ---------------------------------------------------------------- insurance
    {
        "id": "blind2-insurance-en-rear-ended",
        "domain": "insurance",
        "schema": "InsuranceClaimState",
        "steps": [
            (
                "u",
                "I need to file a claim, someone rear-ended me at a red light. Policy AUT-449920-7.",
            ),
            (
                "call",
                "get_policy",
                {"policy_number": "AUT-449920-7"},
                {
                    "policy_number": "AUT-449920-7",
                    "holder": "Dev Raman",
                    "vehicle": "2021 Mazda CX-5",
                    "cover": "comprehensive",
                    "excess": "$500",
                },
            ),
            ("a", "Sorry to hear that, Dev. Are you okay? When did it happen?"),
            (
                "u",
                "I'm fine, just sore. It was last Tuesday, the 9th. Wait, no, Monday the 8th, I had the dentist on the Tuesday.",
            ),
            ("a", "Got it, Monday 8 June. Do you have the other driver's details?"),
            (
                "u",
                "Yeah, her name's Claire Dubois, she's with Harbor Mutual, policy HM-2231-889. She admitted fault.",
            ),
            ("a", "Thanks. Do you have a repair estimate?"),
            (
                "u",
                "Two actually. Precision Panels quoted $2,340 and Eastside Auto quoted $1,980. I'd rather go with Precision, they're near my work.",
            ),
            (
                "call",
                "file_claim",
                {
                    "policy_number": "AUT-449920-7",
                    "incident_date": "2026-06-08",
                    "type": "collision",
                    "third_party": {
                        "name": "Claire Dubois",
                        "insurer": "Harbor Mutual",
                        "policy": "HM-2231-889",
                    },
                    "estimate": "2340",
                    "repair_shop": "Precision Panels",
                },
                {
                    "claim_id": "CLM-0617-33852",
                    "status": "under_review",
                    "adjuster": "Nora Velasquez",
                    "excess_waived": True,
                },
            ),
            (
                "a",
                "Claim CLM-0617-33852 is filed and under review; your adjuster is Nora Velasquez. As the other driver admitted fault, your $500 excess should be waived.",
            ),
            ("u", "Will I get a rental car while it's in the shop?"),
            (
                "a",
                "Your comprehensive cover includes up to 14 days of hire car; Nora will arrange it once the repairs are booked.",
            ),
            ("u", "ok, thanks for your help"),
        ],
        "gold_fields": {
            "policyholder_name": one_of("Dev Raman", "Dev", None),
            "policy_number": "AUT-449920-7",
            "claim_id": "CLM-0617-33852",
            "incident_date": one_of(
                "Monday the 8th",
                "Monday",
                "Monday 8 June",
                "8 June",
                "June 8",
                "the 8th",
                "8th",
                "2026-06-08",
            ),
            "incident_type": "collision",
            "claim_amount": one_of("$2,340", "2,340", "2340", "$2340"),
            "provider": one_of("Precision Panels", "Precision"),
        },
        "not_active": ["the 9th", "Eastside Auto"],
        "probes": ["CLM-0617-33852", "AUT-449920-7", "Claire Dubois", "HM-2231-889"],
        "gold_goals": [
            {"match": "file a claim", "status": ["done", "in_progress"]},
            {"match": "rental car", "status": "absent"},
        ],
        "once": ["CLM-0617-33852"],
    },
    # ---------------------------------------------------------------- clinic
    {
        "id": "blind2-clinic-en-son-earache",
        "domain": "clinic",
        "schema": "ClinicState",
        "steps": [
            (
                "u",
                "Hi, I'd like to book an appointment for my son with Dr. Alvarez, he's had an earache for 3 days.",
            ),
            ("a", "Of course. What's your son's name and date of birth?"),
            ("u", "Leo Brennan, 14/02/2019. I'm his mum, Niamh."),
            (
                "call",
                "find_slots",
                {"doctor": "Alvarez", "department": "pediatrics"},
                {
                    "doctor": "Dr. Inés Alvarez",
                    "department": "Pediatrics",
                    "slots": ["2026-10-06 09:15", "2026-10-06 16:40", "2026-10-07 11:00"],
                },
            ),
            (
                "a",
                "Dr. Alvarez has Tuesday 6 October at 9:15 or 4:40 pm, or Wednesday at 11:00.",
            ),
            ("u", "The 4:40 on Tuesday, after school."),
            ("a", "Booking 4:40 pm on Tuesday."),
            (
                "u",
                "Hang on, he has swimming at 5 on Tuesdays. Can we do the 9:15 instead? I'll take him out of school.",
            ),
            (
                "call",
                "book_appointment",
                {"patient": "Leo Brennan", "dob": "2019-02-14", "slot": "2026-10-06 09:15"},
                {
                    "appointment_id": "APT-77031",
                    "patient": "Leo Brennan",
                    "doctor": "Dr. Inés Alvarez",
                    "date": "2026-10-06",
                    "time": "09:15",
                    "visit_type": "in person",
                    "status": "booked",
                },
            ),
            (
                "a",
                "Booked: APT-77031, Leo with Dr. Alvarez on Tuesday 6 October at 9:15, in person. Can I have a contact number?",
            ),
            ("u", "085 224 6190"),
            ("a", "Thanks. We'll text a reminder to 085 224 6190 the day before."),
            ("u", "Does he need to fast or anything?"),
            ("a", "No, nothing special. Bring his vaccination card if you have it."),
            ("u", "ok great, thanks"),
        ],
        "gold_fields": {
            "patient_name": one_of("Leo Brennan", "Leo"),
            "date_of_birth": one_of("14/02/2019", "2019-02-14", "14 February 2019"),
            "doctor": one_of(
                "Dr. Alvarez", "Dr Alvarez", "Alvarez", "Dr. Inés Alvarez", "Inés Alvarez"
            ),
            "department": one_of("Pediatrics", "paediatrics", None),
            "appointment_date": one_of(
                "Tuesday 6 October", "6 October", "October 6", "2026-10-06", "Tuesday"
            ),
            "appointment_time": one_of("9:15", "09:15", "the 9:15", "9:15 am"),
            "appointment_id": "APT-77031",
            "visit_type": one_of("in person", None),
            "phone": one_of("085 224 6190", "0852246190"),
        },
        "not_active": ["4:40"],
        "probes": ["APT-77031", "Leo Brennan", "085 224 6190"],
        "gold_goals": [
            {"match": "book an appointment", "status": "done"},
            {"match": "fast", "status": "absent"},
        ],
        "once": ["APT-77031"],
    },
    # ---------------------------------------------------------------- car rental
    {
        "id": "blind2-car-en-airport-downtown-airport",
        "domain": "car_rental",
        "schema": "CarRentalState",
        "steps": [
            (
                "u",
                "Hey, I'd like to rent a car in Denver, picking up the 18th of July and returning the 25th.",
            ),
            ("a", "Sure! Airport or downtown pickup? And what size of car?"),
            ("u", "Airport. Midsize is fine."),
            (
                "call",
                "search_cars",
                {
                    "location": "DEN airport",
                    "pickup": "2026-07-18",
                    "return": "2026-07-25",
                    "class": "midsize",
                },
                {
                    "options": [
                        {
                            "class": "midsize",
                            "model": "Toyota Camry or similar",
                            "total": "$412.30",
                        },
                        {"class": "suv", "model": "Ford Explorer or similar", "total": "$538.90"},
                    ],
                    "airport_fee": "$61.84",
                },
            ),
            (
                "a",
                "A midsize at the airport is $412.30 for the week, plus a $61.84 airport fee. An SUV would be $538.90.",
            ),
            (
                "u",
                "Ugh, the airport fee. Downtown then, I can take the train in. And actually an SUV, we're driving up to the mountains.",
            ),
            (
                "call",
                "search_cars",
                {
                    "location": "Denver Union Station",
                    "pickup": "2026-07-18",
                    "return": "2026-07-25",
                    "class": "suv",
                },
                {
                    "options": [
                        {"class": "suv", "model": "Ford Explorer or similar", "total": "$489.10"}
                    ]
                },
            ),
            ("a", "An SUV at Union Station downtown is $489.10, with no airport fee."),
            (
                "u",
                "hmm, with the luggage and two kids the train is a pain. ok, back to the airport, SUV.",
            ),
            ("a", "Airport SUV then, $538.90 plus the $61.84 fee. Who's the main driver?"),
            ("u", "Kofi Asante. And add my wife as a second driver, Ama Asante."),
            (
                "call",
                "book_rental",
                {
                    "driver": "Kofi Asante",
                    "additional_driver": "Ama Asante",
                    "location": "DEN airport",
                    "class": "suv",
                    "pickup": "2026-07-18",
                    "return": "2026-07-25",
                },
                {
                    "reservation_id": "DV-9K27QX",
                    "pickup": "2026-07-18 10:00 DEN airport",
                    "return": "2026-07-25",
                    "class": "suv",
                    "total": "$600.74",
                    "status": "confirmed",
                },
            ),
            (
                "a",
                "You're booked: DV-9K27QX, an SUV from Denver airport July 18 to July 25, with Ama as additional driver. Total $600.74.",
            ),
            ("u", "Can you confirm DV-9K27QX has unlimited miles?"),
            ("a", "Yes, DV-9K27QX includes unlimited mileage."),
        ],
        "gold_fields": {
            "driver_name": one_of("Kofi Asante", "Kofi"),
            "reservation_id": "DV-9K27QX",
            "pickup_location": one_of(
                "airport", "the airport", "Denver airport", "DEN airport", "DEN"
            ),
            "pickup_date": one_of(
                "the 18th of July", "18th of July", "July 18", "18 July", "2026-07-18", "the 18th"
            ),
            "return_date": one_of("the 25th", "25th", "July 25", "25 July", "2026-07-25"),
            "car_class": "suv",
            "additional_driver": one_of("Ama Asante", "Ama"),
        },
        "not_active": ["Union Station", "midsize"],
        "probes": ["DV-9K27QX", "Kofi Asante", "Ama Asante"],
        "gold_goals": [
            {"match": "rent a car", "status": "done"},
            {"match": "unlimited miles", "status": "absent"},
        ],
        "once": ["DV-9K27QX"],
    },
    # ---------------------------------------------------------------- e-commerce return
    {
        "id": "blind2-return-en-keep-the-jacket",
        "domain": "ecommerce_return",
        "schema": "ReturnState",
        "steps": [
            (
                "u",
                "hi, I want to return two things from order 118-4420931: the rain jacket and the hiking boots.",
            ),
            (
                "call",
                "get_order",
                {"order_id": "118-4420931"},
                {
                    "order_id": "118-4420931",
                    "customer": "Hana Sato",
                    "items": [
                        {
                            "sku": "RJ-22",
                            "name": "Storm rain jacket",
                            "size": "M",
                            "price": "$129.00",
                        },
                        {
                            "sku": "HB-07",
                            "name": "Ridge hiking boots",
                            "size": "US 8",
                            "price": "$164.50",
                        },
                    ],
                    "delivered": "2026-04-02",
                    "return_window_days": 30,
                },
            ),
            (
                "a",
                "Hi Hana, I see the Storm rain jacket ($129.00) and the Ridge hiking boots ($164.50), delivered April 2. What's the reason for the return?",
            ),
            (
                "u",
                "boots are too small, I need an 8.5. The jacket... honestly I'll keep the jacket, it grew on me.",
            ),
            (
                "a",
                "Just the boots, then. Would you like an exchange for an 8.5, a refund to your card, or store credit?",
            ),
            (
                "u",
                "store credit. hmm, no, refund to my card please, I might buy a different brand.",
            ),
            (
                "call",
                "create_return",
                {
                    "order_id": "118-4420931",
                    "sku": "HB-07",
                    "reason": "wrong size",
                    "refund": "original payment",
                },
                {
                    "return_id": "RMA-66120",
                    "item": "Ridge hiking boots",
                    "refund_amount": "$164.50",
                    "refund_method": "original payment",
                    "label": "emailed",
                },
            ),
            (
                "a",
                "Return RMA-66120 is set up for the boots; $164.50 goes back to your card once they're scanned. The label is in your email. Would you like a courier pickup?",
            ),
            ("u", "yes, Thursday morning if possible"),
            (
                "call",
                "schedule_pickup",
                {"return_id": "RMA-66120", "date": "2026-04-16", "window": "08:00-12:00"},
                {
                    "pickup_id": "PU-30019",
                    "date": "2026-04-16",
                    "window": "08:00-12:00",
                    "status": "scheduled",
                },
            ),
            ("a", "Courier pickup PU-30019 is booked for Thursday April 16 between 8 and 12."),
            ("u", "thanks!"),
        ],
        "gold_fields": {
            "customer_name": one_of("Hana Sato", "Hana", None),
            "order_id": "118-4420931",
            "item": one_of("hiking boots", "Ridge hiking boots", "boots", "the hiking boots"),
            "return_reason": "wrong size",
            "refund_method": "original payment",
            "return_id": "RMA-66120",
            "pickup_date": one_of(
                "Thursday",
                "Thursday morning",
                "April 16",
                "16 April",
                "2026-04-16",
                "Thursday April 16",
            ),
        },
        "not_active": ["rain jacket", "store credit"],
        "probes": ["118-4420931", "RMA-66120", "PU-30019"],
        "gold_goals": [{"match": "return", "status": ["done", "in_progress"]}],
        "once": ["RMA-66120", "118-4420931"],
    },
    # ---------------------------------------------------------------- IT helpdesk
    {
        "id": "blind2-it-en-vpn-and-colleague",
        "domain": "it_helpdesk",
        "schema": "HelpdeskState",
        "steps": [
            (
                "u",
                "hi, VPN keeps dropping on my laptop every 10 min or so since yesterday's update",
            ),
            ("a", "Sorry about that. Could I have your name and employee ID?"),
            ("u", "Tomasz Nowak, E-20931"),
            (
                "call",
                "lookup_assets",
                {"employee_id": "E-20931"},
                {
                    "employee": "Tomasz Nowak",
                    "assets": [
                        {"tag": "LT-04417", "model": "ThinkPad T14 Gen 4", "os": "Windows 11 23H2"}
                    ],
                },
            ),
            ("a", "Thanks, Tomasz. Is this the ThinkPad T14, asset LT-04417?"),
            ("u", "yes that's the one"),
            (
                "call",
                "create_ticket",
                {
                    "requester": "E-20931",
                    "asset": "LT-04417",
                    "category": "network",
                    "priority": "medium",
                    "summary": "VPN drops every ~10 min after update",
                },
                {
                    "ticket_id": "INC0048812",
                    "priority": "medium",
                    "status": "new",
                    "queue": "Network",
                },
            ),
            ("a", "I've logged INC0048812 with the network team at medium priority."),
            (
                "u",
                "can it be high? I'm presenting to a client at 3 and need to be on the VPN for it",
            ),
            (
                "call",
                "update_ticket",
                {"ticket_id": "INC0048812", "priority": "high"},
                {
                    "ticket_id": "INC0048812",
                    "priority": "high",
                    "status": "assigned",
                    "assignee": "Rui Costa",
                },
            ),
            ("a", "Raised to high and assigned to Rui Costa."),
            (
                "u",
                "also my colleague Aisha can't log in to Jira, can you reset her password? her ID is E-31877",
            ),
            (
                "a",
                "For security, password resets have to come from the account owner or her manager. She can use the self-service reset at id.corp/reset.",
            ),
            ("u", "fair enough, I'll tell her"),
        ],
        "gold_fields": {
            "requester_name": "Tomasz Nowak",
            "employee_id": "E-20931",
            "ticket_id": "INC0048812",
            "device": one_of("laptop", "my laptop", "ThinkPad T14", "ThinkPad T14 Gen 4"),
            "asset_tag": "LT-04417",
            "issue_category": "network",
            "priority": "high",
        },
        "not_active": ["medium priority"],
        "probes": ["INC0048812", "LT-04417", "E-20931"],
        "gold_goals": [
            {"match": "VPN keeps dropping", "status": ["open", "in_progress", "absent"]},
            {"match": "reset her password", "status": ["abandoned", "absent"]},
        ],
        "once": ["INC0048812"],
    },
]


ZH: list[dict[str, Any]] = [
    # ---------------------------------------------------------------- 航空
    {
        "id": "blind2-air-zh-shuo-cuo-le",
        "domain": "airline",
        "schema": "AirlineState",
        "steps": [
            ("u", "你好，我想改签一下机票，订单编号 MU8Z3K，乘机人王丽娟。"),
            (
                "call",
                "get_booking",
                {"booking_ref": "MU8Z3K"},
                {
                    "booking_ref": "MU8Z3K",
                    "passenger": "王丽娟",
                    "flight_no": "MU5137",
                    "route": "上海虹桥-北京首都",
                    "date": "2026-01-13",
                    "departs": "08:00",
                    "cabin": "economy",
                    "seat": "32K",
                },
            ),
            (
                "a",
                "王女士您好，您订的是1月13日 MU5137 虹桥飞首都，早上8点起飞，经济舱32K。想改到哪天？",
            ),
            ("u", "改到16号。说错了，是15号，16号我要开会"),
            ("a", "1月15日 MU5137 还有座位，改签费150元。需要帮您办理吗？"),
            ("u", "可以。能不能换个靠过道的位置"),
            (
                "call",
                "change_booking",
                {"booking_ref": "MU8Z3K", "date": "2026-01-15", "seat_preference": "aisle"},
                {
                    "booking_ref": "MU8Z3K",
                    "flight_no": "MU5137",
                    "date": "2026-01-15",
                    "departs": "08:00",
                    "seat": "28C",
                    "fee": "CNY 150",
                    "status": "confirmed",
                },
            ),
            ("a", "已改签：1月15日 MU5137，08:00起飞，座位28C靠过道，改签费150元已扣。"),
            ("u", "另外我同事张鹏也是这班，他的订单 MU8Z9Q 能不能一起改？"),
            ("a", "改他的订单需要张鹏本人来办理，或者提供他的授权。"),
            ("u", "那算了，让他自己弄吧。对了，托运行李额度是多少？"),
            ("a", "经济舱可以免费托运一件，23公斤以内。"),
            ("u", "好的谢谢"),
        ],
        "gold_fields": {
            "passenger_name": "王丽娟",
            "booking_ref": "MU8Z3K",
            "flight_no": one_of("MU5137", None),
            "depart_date": one_of("15号", "1月15日", "1月15号", "2026-01-15", "15日"),
            "seat_preference": one_of("靠过道", "过道", "靠过道的位置", "aisle", "28C"),
            "cabin": one_of("economy", None),
            "party_size": one_of(1, None),
        },
        # "16号" stays true in "16号我要开会"
        "not_active": ["1月13日", "32K"],
        "probes": ["MU8Z3K", "MU5137", "28C"],
        "gold_goals": [
            {"match": "改签", "status": "done"},
            {"match": "MU8Z9Q", "status": ["abandoned", "absent"]},
            {"match": "行李", "status": "absent"},
        ],
        "once": ["MU8Z3K"],
    },
    # ---------------------------------------------------------------- 酒店
    {
        "id": "blind2-hotel-zh-for-parents",
        "domain": "hotel",
        "schema": "HotelState",
        "steps": [
            ("u", "帮我爸妈订个酒店，杭州西湖附近，10月2号入住，住三晚。"),
            ("a", "好的，入住人写谁的名字？两位老人住一间吗？"),
            ("u", "写我爸的名字，李建国。一间就行，两个人。"),
            (
                "call",
                "search_hotels",
                {
                    "city": "杭州",
                    "area": "西湖",
                    "check_in": "2026-10-02",
                    "check_out": "2026-10-05",
                    "guests": 2,
                },
                {
                    "hotels": [
                        {
                            "name": "湖滨花园酒店",
                            "room_types": {"twin": "CNY 680", "double": "CNY 720"},
                        }
                    ],
                    "note": "国庆期间价格上浮",
                },
            ),
            ("a", "湖滨花园酒店有双床房每晚680元，大床房每晚720元，国庆期间价格偏高一些。"),
            ("u", "双床吧，老人睡觉翻身多。不对，还是大床房吧，我妈说要一起睡。"),
            ("a", "好的，大床房。三晚是10月2日到5日。"),
            ("u", "改一下，住四晚，5号那天他们还想去灵隐寺。"),
            (
                "call",
                "create_booking",
                {
                    "hotel": "湖滨花园酒店",
                    "guest_name": "李建国",
                    "check_in": "2026-10-02",
                    "check_out": "2026-10-06",
                    "room_type": "double",
                    "guests": 2,
                },
                {
                    "booking_ref": "HZ20261002-7781",
                    "guest": "李建国",
                    "check_in": "2026-10-02",
                    "check_out": "2026-10-06",
                    "room_type": "double",
                    "total": "CNY 2880",
                    "status": "confirmed",
                },
            ),
            (
                "a",
                "已预订：订单号 HZ20261002-7781，入住人李建国，大床房，10月2日入住、10月6日退房，共四晚2880元。",
            ),
            ("u", "酒店有没有接机？"),
            ("a", "酒店不提供接机，从杭州东站打车过去大概25分钟。"),
            ("u", "行，知道了"),
        ],
        "gold_fields": {
            "guest_name": "李建国",
            "booking_ref": "HZ20261002-7781",
            "check_in": one_of("10月2号", "10月2日", "2026-10-02", "2号"),
            "check_out": one_of("10月6日", "10月6号", "2026-10-06", "6号"),
            "guests": 2,
            "room_type": "double",
        },
        "not_active": ["双床", "三晚"],
        "probes": ["HZ20261002-7781", "李建国", "2880"],
        "gold_goals": [
            {"match": "订个酒店", "status": "done"},
            {"match": "接机", "status": "absent"},
        ],
        "once": ["HZ20261002-7781"],
    },
    # ---------------------------------------------------------------- 餐厅
    {
        "id": "blind2-rest-zh-hall-then-private",
        "domain": "restaurant",
        "schema": "RestaurantState",
        "steps": [
            ("u", "你好，想订这周六晚上的包间，6个人，6点半。"),
            (
                "call",
                "check_availability",
                {"date": "2026-03-21", "time": "18:30", "party_size": 6, "seating": "private"},
                {"available": True, "private_rooms": ["兰亭", "竹韵"], "min_spend": "CNY 1500"},
            ),
            ("a", "周六（3月21日）晚上6点半有包间，兰亭和竹韵都空着，包间最低消费1500元。"),
            ("u", "最低消费1500啊……那还是坐大厅吧。"),
            ("a", "大厅也可以，6位，6点半。请问您贵姓，联系电话多少？"),
            ("u", "姓陈，电话 139 1024 5567。改一下，人数是8个，我弟弟一家也来。"),
            ("a", "8位的话大厅要拼两张桌，包间反而更合适。"),
            ("u", "8个人的话那就包间吧，人均也不到200了。"),
            (
                "call",
                "create_reservation",
                {
                    "name": "陈",
                    "phone": "13910245567",
                    "date": "2026-03-21",
                    "time": "18:30",
                    "party_size": 8,
                    "seating": "private",
                    "room": "兰亭",
                },
                {
                    "reservation_id": "BK-0321-0412",
                    "room": "兰亭",
                    "party_size": 8,
                    "time": "18:30",
                    "status": "confirmed",
                },
            ),
            ("a", "订好了：订位号 BK-0321-0412，周六晚上6点半，兰亭包间，8位。"),
            ("u", "你们那边好停车吗"),
            ("a", "楼下有地下停车场，用餐可以免费停3小时。"),
            ("u", "好嘞"),
        ],
        "gold_fields": {
            "diner_name": one_of("陈", "陈先生", "陈女士", "姓陈"),
            "booking_ref": "BK-0321-0412",
            "date": one_of("周六", "这周六", "周六晚上", "这周六晚上", "3月21日", "2026-03-21"),
            "time": one_of("6点半", "晚上6点半", "18:30", "6:30"),
            "party_size": 8,
            "seating": "private",
            "phone": one_of("139 1024 5567", "13910245567"),
        },
        "not_active": ["6个人", "坐大厅"],
        "probes": ["BK-0321-0412", "139 1024 5567", "兰亭"],
        "gold_goals": [
            {"match": "订", "status": "done"},
            {"match": "停车", "status": "absent"},
        ],
        "once": ["BK-0321-0412"],
    },
    # ---------------------------------------------------------------- 银行
    {
        "id": "blind2-bank-zh-ying-gai-shi",
        "domain": "banking",
        "schema": "BankingState",
        "steps": [
            ("u", "我要给房东转账，转5000。"),
            ("a", "好的，请提供收款人账户，以及您的姓名用于验证。"),
            ("u", "我叫刘洋。收款人周慧敏，账号 6222 0213 0456 7788。"),
            (
                "call",
                "verify_customer",
                {"name": "刘洋"},
                {
                    "customer_id": "C-883120",
                    "account_id": "SAV-4410928",
                    "phone_on_file": "138****2206",
                    "status": "verified",
                },
            ),
            ("a", "刘先生已验证。向周慧敏（尾号7788）转账5000元，确认吗？"),
            ("u", "等等，应该是3000，押金上个月已经付过了。"),
            ("a", "好的，改为3000元。"),
            (
                "call",
                "transfer",
                {
                    "from_account": "SAV-4410928",
                    "to_account": "6222 0213 0456 7788",
                    "payee": "周慧敏",
                    "amount": "3000",
                },
                {
                    "transfer_id": "TRF20260415-00931",
                    "amount": "3000.00",
                    "fee": "0.00",
                    "status": "completed",
                    "completed_at": "2026-04-15 10:21",
                },
            ),
            ("a", "转账成功：流水号 TRF20260415-00931，3000元已转给周慧敏，手续费0元。"),
            ("u", "跨行转账一般多久到账？"),
            ("a", "这笔已经实时到账了。跨行大额一般2小时内到。"),
            ("u", "顺便问下我那张尾号5521的信用卡这个月账单多少？"),
            (
                "call",
                "get_statement",
                {"card_last_four": "5521"},
                {
                    "card_last_four": "5521",
                    "statement_amount": "CNY 4,386.20",
                    "due_date": "2026-05-08",
                },
            ),
            ("a", "尾号5521的信用卡本期账单4386.20元，5月8日到期。"),
            ("u", "好，谢谢"),
        ],
        "gold_fields": {
            "customer_name": "刘洋",
            "account_id": one_of("SAV-4410928", None),
            "card_last_four": one_of("5521", None),
            "phone": one_of("138****2206", None),
            "transfer_amount": one_of("3000", "3000元", "3000.00", "CNY 3000"),
            "transfer_id": "TRF20260415-00931",
            "payee_iban": one_of("6222 0213 0456 7788", "6222021304567788", None),
        },
        "not_active": ["5000"],
        "probes": ["TRF20260415-00931", "周慧敏", "3000"],
        "gold_goals": [
            {"match": "转账", "status": "done"},
            {"match": "多久到账", "status": "absent"},
            {"match": "账单", "status": "absent"},
        ],
        "once": ["TRF20260415-00931"],
    },
    # ---------------------------------------------------------------- 客服
    {
        "id": "blind2-support-zh-exchange-then-refund",
        "domain": "customer_service",
        "schema": "SupportState",
        "steps": [
            ("u", "我的订单 W3308152 里的电饭煲到了，内胆掉漆，才用了两次"),
            (
                "call",
                "get_order",
                {"order_id": "W3308152"},
                {
                    "order_id": "W3308152",
                    "customer": "赵敏",
                    "items": [{"name": "IH电饭煲 4L", "price": "399.00"}],
                    "delivered": "2026-02-02",
                    "status": "delivered",
                },
            ),
            (
                "a",
                "赵女士您好，看到您的IH电饭煲 4L，2月2日签收。内胆掉漆非常抱歉，您希望换货还是退款？",
            ),
            ("u", "换个新的吧。算了，还是退款吧，这个牌子不想要了"),
            ("a", "好的，为您办理退款399元。需要把商品寄回，我们安排快递上门取件。"),
            (
                "call",
                "create_return",
                {"order_id": "W3308152", "reason": "damaged", "refund": "399.00", "pickup": True},
                {
                    "return_id": "TH-552901",
                    "refund_amount": "399.00",
                    "pickup_date": "2026-02-06",
                    "status": "created",
                },
            ),
            (
                "a",
                "退货单 TH-552901 已创建，2月6日快递上门取件，仓库收到后3个工作日内退款399元。",
            ),
            ("u", "能不能先退款？东西都没法用了。真是服了"),
            ("a", "理解您的心情。我帮您申请先行退款，审批通过后会短信通知您。"),
            ("u", "行吧。W3308152的发票要一起寄回吗？"),
            ("a", "发票不需要寄回。"),
            ("u", "ok"),
        ],
        "gold_fields": {
            "customer_name": one_of("赵敏", None),
            "order_id": one_of("W3308152", "#W3308152"),
            "issue_category": one_of("damaged", "refund", "return"),
            "promised_actions": one_of(
                ["先行退款", "短信"],
                ["退款", "短信"],
                ["先行退款"],
                ["退款"],
                ["取件", "退款"],
                ["取件", "先行退款", "短信"],
                ["取件", "退款", "短信"],
            ),
            "sentiment": one_of("frustrated", "angry", "neutral", None),
        },
        "not_active": ["换个新的"],
        "probes": ["W3308152", "TH-552901", "399"],
        "gold_goals": [
            {"match": "换个新的", "status": ["abandoned", "absent"]},
            {"match": "先退款", "status": ["open", "in_progress"]},
            {"match": "发票", "status": "absent"},
        ],
        "once": ["W3308152", "TH-552901"],
    },
    # ---------------------------------------------------------------- 工作流
    {
        "id": "blind2-workflow-zh-month-end-close",
        "domain": "workflow",
        "schema": "WorkflowState",
        "steps": [
            ("u", "帮我跑一下11月的月结流程：对账、计提、出报表、发给财务总监。"),
            (
                "call",
                "get_close_status",
                {"period": "2026-11"},
                {
                    "period": "2026-11",
                    "steps": {
                        "银行对账": "done",
                        "费用计提": "pending",
                        "出报表": "pending",
                        "发送财务总监": "pending",
                    },
                },
            ),
            ("a", "11月银行对账已完成，费用计提、出报表、发给财务总监还没做。先做计提？"),
            ("u", "做吧"),
            (
                "call",
                "run_accrual",
                {"period": "2026-11"},
                {"status": "failed", "error": "供应商发票 INV-7720 金额缺失"},
            ),
            ("a", "计提失败：供应商发票 INV-7720 缺金额。"),
            ("u", "这张是采购部小何的，我问问他……他说是 12,600。"),
            (
                "call",
                "update_invoice",
                {"invoice": "INV-7720", "amount": "12600"},
                {"invoice": "INV-7720", "amount": "12600.00", "status": "updated"},
            ),
            (
                "call",
                "run_accrual",
                {"period": "2026-11"},
                {"status": "done", "accrued_total": "CNY 486,210.55"},
            ),
            ("a", "已补上 INV-7720 的金额12600元，计提完成，合计486,210.55元。"),
            ("u", "报表先别出了，等周一王总回来再说。"),
            ("a", "好的，出报表和发给财务总监都等周一。"),
            ("u", "嗯"),
        ],
        "gold_fields": {
            "task_goal": one_of(
                "跑一下11月的月结流程",
                "11月的月结流程",
                "11月月结",
                "11月的月结",
                "跑11月的月结流程",
                "月结流程",
                "11月月结流程",
            ),
            "steps_done": one_of(["对账", "计提"]),
            "steps_pending": one_of(
                ["报表", "财务总监"], ["报表", "发送"], ["报表", "发给"], ["报表"]
            ),
            "blockers": one_of(None, ["王总"], ["周一"]),
        },
        "not_active": ["金额缺失"],
        "probes": ["INV-7720", "12600", "486,210.55"],
        "gold_goals": [{"match": "月结", "status": ["open", "in_progress"]}],
        "once": [],
    },
    # ---------------------------------------------------------------- 电信
    {
        "id": "blind2-telecom-zh-keep-broadband",
        "domain": "telecom",
        "schema": "TelecomState",
        "steps": [
            ("u", "你好，我想把手机套餐从199的降到129的，号码 138 0571 4432。"),
            (
                "call",
                "get_account",
                {"phone": "13805714432"},
                {
                    "account_number": "ZJ-57-0098812",
                    "holder": "孙海涛",
                    "plan": "全家享199元",
                    "includes": ["60GB流量", "1000分钟", "宽带300M", "副卡2张"],
                    "secondary_lines": ["***8120", "***3367"],
                    "contract_end": "2026-12-31",
                },
            ),
            (
                "a",
                "孙先生您好，您现在是全家享199元套餐，含300M宽带和两张副卡。129元的套餐不含宽带，副卡也只能留一张。",
            ),
            ("u", "啊宽带要留着。那有没有159的？"),
            ("a", "有，全家享159元：40GB流量、200M宽带、副卡1张。"),
            ("u", "副卡一张是我女儿的，另一张我老婆已经不用了，可以。就159吧。"),
            ("a", "好的，取消哪张副卡？"),
            ("u", "取消尾号8120的，留尾号3367的，3367是我女儿在用。"),
            (
                "call",
                "change_plan",
                {
                    "phone": "13805714432",
                    "plan": "全家享159元",
                    "cancel_secondary": "8120",
                    "keep_secondary": "3367",
                    "effective": "next_month",
                },
                {
                    "order_id": "BG2026110388",
                    "new_plan": "全家享159元",
                    "effective_date": "2026-12-01",
                    "cancelled_secondary": "***8120",
                    "status": "accepted",
                },
            ),
            (
                "a",
                "办理成功，受理单号 BG2026110388，12月1日起改为全家享159元，尾号8120的副卡同时取消。",
            ),
            ("u", "提前解约要违约金吗？合约不是到年底吗"),
            ("a", "套餐降档不算解约，没有违约金。"),
            ("u", "那就好"),
        ],
        "gold_fields": {
            "account_holder": one_of("孙海涛", None),
            "account_number": one_of("ZJ-57-0098812", None),
            "phone_number": one_of("138 0571 4432", "13805714432"),
            "old_plan": one_of("全家享199元", "199", "199的", "199元"),
            "new_plan": one_of("全家享159元", "全家享159", "159", "159的", "159元"),
            "effective_date": one_of("12月1日", "2026-12-01", None),
            "monthly_price": one_of("159", "159元", None),
        },
        "not_active": ["129的"],
        "probes": ["BG2026110388", "138 0571 4432", "3367"],
        "gold_goals": [
            {"match": "取消尾号8120", "status": "done"},
            {"match": "违约金", "status": "absent"},
        ],
        "once": ["BG2026110388"],
    },
    # ---------------------------------------------------------------- 保险
    {
        "id": "blind2-insurance-zh-son-hospital",
        "domain": "insurance",
        "schema": "InsuranceClaimState",
        "steps": [
            ("u", "我想申请住院医疗险理赔，保单号 PA-2025-880431。"),
            (
                "call",
                "get_policy",
                {"policy_number": "PA-2025-880431"},
                {
                    "policy_number": "PA-2025-880431",
                    "holder": "黄晓雯",
                    "insured": ["黄晓雯", "吴子墨"],
                    "product": "安心住院医疗险",
                    "deductible": "CNY 1,000",
                },
            ),
            ("a", "您好，这张保单的被保险人有黄晓雯和吴子墨，请问是哪位住院？"),
            ("u", "我儿子吴子墨，11月3号住进去的，肺炎，住了6天。"),
            ("a", "请问医院名称和总费用是多少？"),
            ("u", "市儿童医院，总共8,650元，医保报了3,200。"),
            (
                "a",
                "自费部分5450元，扣除1000元免赔额后预计可赔4450元左右。需要上传发票、出院小结和费用清单。",
            ),
            ("u", "发票有3张，我拍好了。等一下，入院是11月4号，3号那天是去看急诊。"),
            (
                "call",
                "file_claim",
                {
                    "policy_number": "PA-2025-880431",
                    "insured": "吴子墨",
                    "admission_date": "2026-11-04",
                    "hospital": "市儿童医院",
                    "total": "8650",
                    "social_insurance_paid": "3200",
                    "type": "medical",
                },
                {
                    "claim_id": "LP-20261112-5530",
                    "status": "待审核",
                    "expected_payout": "CNY 4,450",
                    "upload_link": "https://claims.example/LP-20261112-5530",
                },
            ),
            (
                "a",
                "已报案：理赔号 LP-20261112-5530，入院日期11月4日，预计赔付4450元。请通过链接上传3张发票和出院小结。",
            ),
            ("u", "好的，大概多久能到账？"),
            ("a", "资料齐全后一般5个工作日内审核完成，通过后1-3天到账。"),
            ("u", "谢谢"),
        ],
        "gold_fields": {
            "policyholder_name": one_of("黄晓雯", None),
            "policy_number": "PA-2025-880431",
            "claim_id": "LP-20261112-5530",
            "incident_date": one_of("11月4号", "11月4日", "2026-11-04", None),
            "incident_type": "medical",
            # the bill or the expected payout: the text does not say which is "the claim"
            "claim_amount": one_of(
                "8,650", "8650", "8,650元", "8650元", "4450", "4,450", "4450元", None
            ),
            "provider": "市儿童医院",
        },
        "not_active": ["11月3号"],
        "probes": ["LP-20261112-5530", "PA-2025-880431", "吴子墨"],
        "gold_goals": [
            {"match": "理赔", "status": ["done", "in_progress"]},
            {"match": "多久能到账", "status": "absent"},
        ],
        "once": ["LP-20261112-5530"],
    },
    # ---------------------------------------------------------------- 诊所
    {
        "id": "blind2-clinic-zh-mother-knee",
        "domain": "clinic",
        "schema": "ClinicState",
        "steps": [
            ("u", "帮我妈挂个号，她膝盖疼了一个多月了。"),
            ("a", "好的，请提供老人的姓名和出生日期。"),
            ("u", "周桂兰，1956年8月12日出生。"),
            (
                "call",
                "find_slots",
                {"department": "骨科"},
                {
                    "department": "骨科",
                    "slots": [
                        {
                            "doctor": "刘主任",
                            "date": "2026-12-08",
                            "time": "09:30",
                            "fee": "CNY 50",
                        },
                        {
                            "doctor": "刘主任",
                            "date": "2026-12-08",
                            "time": "14:00",
                            "fee": "CNY 50",
                        },
                        {
                            "doctor": "何医生",
                            "date": "2026-12-07",
                            "time": "10:00",
                            "fee": "CNY 20",
                        },
                    ],
                },
            ),
            (
                "a",
                "骨科可以挂：12月8日刘主任上午9:30或下午2点（专家号50元），12月7日何医生上午10点（普通号20元）。",
            ),
            ("u", "挂刘主任的专家号，上午9点半。"),
            ("a", "好的，刘主任12月8日上午9:30。"),
            ("u", "哦不行，我上午要上班，送不了她。还是下午2点吧。"),
            (
                "call",
                "book_appointment",
                {
                    "patient": "周桂兰",
                    "dob": "1956-08-12",
                    "doctor": "刘主任",
                    "date": "2026-12-08",
                    "time": "14:00",
                },
                {
                    "appointment_id": "GH-1208-0316",
                    "patient": "周桂兰",
                    "doctor": "刘主任",
                    "department": "骨科",
                    "date": "2026-12-08",
                    "time": "14:00",
                    "visit_type": "in person",
                    "status": "booked",
                },
            ),
            (
                "a",
                "挂号成功：GH-1208-0316，周桂兰，骨科刘主任，12月8日下午2点。请提前15分钟到二楼取号。",
            ),
            ("u", "联系电话留我的吧，186 2117 0953"),
            (
                "call",
                "update_contact",
                {"appointment_id": "GH-1208-0316", "phone": "18621170953"},
                {"appointment_id": "GH-1208-0316", "phone": "18621170953", "status": "updated"},
            ),
            ("a", "已更新联系电话。"),
            ("u", "要空腹吗？片子要不要带"),
            ("a", "不用空腹，之前拍过的片子建议带上。"),
        ],
        "gold_fields": {
            "patient_name": "周桂兰",
            "date_of_birth": one_of("1956年8月12日", "1956-08-12"),
            "doctor": "刘主任",
            "department": one_of("骨科", None),
            "appointment_date": one_of("12月8日", "12月8号", "2026-12-08", None),
            "appointment_time": one_of("下午2点", "下午两点", "14:00", "2点"),
            "appointment_id": "GH-1208-0316",
            "visit_type": one_of("in person", None),
            "phone": one_of("186 2117 0953", "18621170953"),
        },
        "not_active": ["上午9点半"],
        "probes": ["GH-1208-0316", "周桂兰", "刘主任"],
        "gold_goals": [
            {"match": "挂个号", "status": "done"},
            {"match": "空腹", "status": "absent"},
        ],
        "once": ["GH-1208-0316"],
    },
    # ---------------------------------------------------------------- 租车
    {
        "id": "blind2-car-zh-sanya-no-second-driver",
        "domain": "car_rental",
        "schema": "CarRentalState",
        "steps": [
            ("u", "我想在三亚租车，12月20号到27号，要SUV。"),
            (
                "call",
                "search_cars",
                {"city": "三亚", "pickup": "2026-12-20", "return": "2026-12-27", "class": "suv"},
                {
                    "options": [
                        {"store": "凤凰机场店", "model": "丰田汉兰达或同级", "daily": "CNY 398"},
                        {"store": "三亚湾店", "model": "丰田汉兰达或同级", "daily": "CNY 358"},
                    ]
                },
            ),
            ("a", "SUV有两个门店可取：凤凰机场店每天398元，三亚湾店每天358元。"),
            ("u", "机场店吧，落地直接取。"),
            ("a", "好的，请提供驾驶人姓名。"),
            ("u", "驾驶人郑博文。我老婆林婧也要开，加一个驾驶人。"),
            ("a", "附加驾驶人每天加收30元，还需要她的驾照号。"),
            ("u", "那算了，不加了，我一个人开就行。另外还车改到26号，27号早上的飞机太早了。"),
            (
                "call",
                "book_rental",
                {
                    "driver": "郑博文",
                    "store": "凤凰机场店",
                    "class": "suv",
                    "pickup": "2026-12-20",
                    "return": "2026-12-26",
                },
                {
                    "reservation_id": "SY1220-88460",
                    "store": "凤凰机场店",
                    "pickup": "2026-12-20",
                    "return": "2026-12-26",
                    "class": "suv",
                    "days": 6,
                    "total": "CNY 2,388",
                    "status": "confirmed",
                },
            ),
            (
                "a",
                "预订成功：SY1220-88460，凤凰机场店，SUV，12月20日取车，12月26日还车，共6天2388元。",
            ),
            ("u", "SY1220-88460 这个单号取车的时候报就行？"),
            ("a", "对，报单号并出示驾照和身份证就可以。"),
            ("u", "好"),
        ],
        "gold_fields": {
            "driver_name": "郑博文",
            "reservation_id": "SY1220-88460",
            "pickup_location": one_of("凤凰机场店", "机场店", "机场", "三亚凤凰机场"),
            "pickup_date": one_of("12月20号", "12月20日", "2026-12-20", "20号"),
            "return_date": one_of("26号", "12月26日", "12月26号", "2026-12-26"),
            "car_class": "suv",
        },
        "not_active": ["加一个驾驶人"],
        "probes": ["SY1220-88460", "郑博文", "2388"],
        "gold_goals": [
            {"match": "租车", "status": "done"},
            {"match": "加一个驾驶人", "status": ["abandoned", "absent"]},
        ],
        "once": ["SY1220-88460"],
    },
    # ---------------------------------------------------------------- 电商退货
    {
        "id": "blind2-return-zh-air-fryer-smell",
        "domain": "ecommerce_return",
        "schema": "ReturnState",
        "steps": [
            ("u", "我要退货，订单号 20261105339817，空气炸锅，不想要了。"),
            (
                "call",
                "get_order",
                {"order_id": "20261105339817"},
                {
                    "order_id": "20261105339817",
                    "customer": "钱多多",
                    "items": [
                        {"name": "美厨空气炸锅 5.5L", "price": "CNY 329", "qty": 1},
                        {"name": "烘焙纸 100张", "price": "CNY 19.9", "qty": 1},
                    ],
                    "delivered": "2026-11-07",
                    "return_policy": "7天无理由",
                },
            ),
            ("a", "您的美厨空气炸锅 5.5L（329元）支持7天无理由退货。烘焙纸也一起退吗？"),
            ("u", "烘焙纸不退。其实也不是不想要，是收到就一股塑料味，开了两次还有。"),
            ("a", "那属于质量问题，退货运费由我们承担。退款原路返回，还是给您换一台？"),
            ("u", "原路退吧。"),
            (
                "call",
                "create_return",
                {
                    "order_id": "20261105339817",
                    "item": "美厨空气炸锅 5.5L",
                    "reason": "defective",
                    "refund": "original payment",
                },
                {
                    "return_id": "TK-8801275",
                    "refund_amount": "CNY 329",
                    "refund_method": "original payment",
                    "pickup_date": "2026-11-10",
                    "pickup_window": "09:00-12:00",
                },
            ),
            ("a", "退货单 TK-8801275 已提交，退款329元原路返回，11月10日上午9-12点上门取件。"),
            ("u", "10号上午家里没人，改成11号下午行吗"),
            (
                "call",
                "reschedule_pickup",
                {"return_id": "TK-8801275", "date": "2026-11-11", "window": "14:00-18:00"},
                {
                    "return_id": "TK-8801275",
                    "pickup_date": "2026-11-11",
                    "pickup_window": "14:00-18:00",
                    "status": "updated",
                },
            ),
            ("a", "已改为11月11日下午2-6点上门取件。"),
            ("u", "好的，谢谢"),
        ],
        "gold_fields": {
            "customer_name": one_of("钱多多", None),
            "order_id": "20261105339817",
            "item": one_of("空气炸锅", "美厨空气炸锅", "美厨空气炸锅 5.5L"),
            "return_reason": one_of("defective", "damaged"),
            "refund_method": "original payment",
            "return_id": "TK-8801275",
            "pickup_date": one_of("11号下午", "11号", "11月11日", "11月11日下午", "2026-11-11"),
        },
        "not_active": ["11月10日"],
        "probes": ["20261105339817", "TK-8801275", "329"],
        "gold_goals": [
            {"match": "退货", "status": ["done", "in_progress"]},
            {"match": "改成11号下午", "status": "done"},
        ],
        "once": ["TK-8801275"],
    },
    # ---------------------------------------------------------------- IT 服务台
    {
        "id": "blind2-it-zh-printer-and-mail",
        "domain": "it_helpdesk",
        "schema": "HelpdeskState",
        "steps": [
            ("u", "你好，三楼的打印机一直卡纸，还有我的邮箱今天早上开始收不到外部邮件。"),
            ("a", "两个问题我分别给您建单。请问您的姓名和工号？"),
            ("u", "吴凡，工号 A10452。"),
            (
                "call",
                "create_ticket",
                {
                    "requester": "A10452",
                    "category": "printer",
                    "device": "3F-PRN-02",
                    "priority": "low",
                    "summary": "三楼打印机卡纸",
                },
                {
                    "ticket_id": "IT-2026-03318",
                    "category": "printer",
                    "priority": "low",
                    "status": "new",
                },
            ),
            (
                "call",
                "create_ticket",
                {
                    "requester": "A10452",
                    "category": "email",
                    "priority": "medium",
                    "summary": "邮箱收不到外部邮件",
                },
                {
                    "ticket_id": "IT-2026-03319",
                    "category": "email",
                    "priority": "medium",
                    "status": "new",
                },
            ),
            (
                "a",
                "已建两张单：打印机卡纸 IT-2026-03318（低优先级），邮箱收不到外部邮件 IT-2026-03319（中优先级）。",
            ),
            ("u", "邮箱那个急，下午有客户要发合同过来，能不能调成紧急"),
            (
                "call",
                "update_ticket",
                {"ticket_id": "IT-2026-03319", "priority": "urgent"},
                {
                    "ticket_id": "IT-2026-03319",
                    "priority": "urgent",
                    "assignee": "马超",
                    "status": "in_progress",
                },
            ),
            ("a", "已调为紧急，马超正在处理。"),
            ("u", "打印机那个不用了，行政说刚修好了。"),
            (
                "call",
                "close_ticket",
                {"ticket_id": "IT-2026-03318", "reason": "user reports fixed"},
                {"ticket_id": "IT-2026-03318", "status": "closed"},
            ),
            ("a", "好的，IT-2026-03318 已关闭。"),
            ("u", "谢啦"),
        ],
        "gold_fields": {
            "requester_name": "吴凡",
            "employee_id": "A10452",
            # the printer ticket is closed; the open one is the mail ticket
            "ticket_id": "IT-2026-03319",
            "device": one_of("邮箱", "我的邮箱", "email", None),
            "asset_tag": one_of("3F-PRN-02", None),
            "issue_category": "email",
            "priority": "urgent",
        },
        "not_active": ["中优先级"],
        "probes": ["IT-2026-03319", "A10452", "马超"],
        "gold_goals": [
            # a problem report, not phrased as a request (as the VPN report in English)
            {"match": "收不到外部邮件", "status": ["open", "in_progress", "absent"]},
            {"match": "卡纸", "status": ["done", "abandoned", "absent"]},
        ],
        "once": ["IT-2026-03319"],
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
            record["split"] = "blind2"
            record["lang"] = lang
            out.append(record)
    assert len(out) == 24 and len({c["id"] for c in out}) == 24
    return out


if __name__ == "__main__":
    path = Path(__file__).with_name("state_blind2.jsonl")
    lines = [json.dumps(c, ensure_ascii=False) for c in build()]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {path} ({len(lines)} conversations)")
