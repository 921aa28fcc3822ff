"""Builds ``state_blind4.jsonl``: a fourth blind labelled set for ``turnmem eval state``.

Hand-written for turnmem (not taken from any data set) before reading the rule folder, as a
user of the library would write conversations. 32 conversations, 21 English and 11 Chinese,
split ``blind4``, in seven domains (parcel customer service, trips, banking, IT support,
shopping returns, scheduling, workflow bots), three English conversations each and one or two
Chinese ones, every one naming a class of ``schemas_blind4.py``. They lean on what makes a
memory lie: corrections ("sorry, I meant ...", "不是周三，是周四"), cancellations ("forget the
hotel", "never mind the refund"), changes of mind back and forth, two values of one kind in
one conversation (two parcels, two meetings), questions that are not goals, negations ("not
vegetarian") and values the assistant states that the user confirms or rejects. Run
``python tests/data/state/build_state_blind4.py`` to rebuild the file (deterministic).

Labelling conventions (as in ``build_state_blind3.py``):

- a field only a tool output states may be unset (``null`` in ``one_of``) unless the tool's
  JSON key is the field's own name; a field the user stated (or the assistant stated and the
  user confirmed) must be set; a schema field not listed must end unset (someone else's
  details are not the customer's fields);
- where a conversation holds two entities of one kind (two parcels, two meetings) and the
  user acts on both, either is an acceptable field value; the other is probed in the context;
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
    # ---------------------------------------------------------------- parcels
    {
        "id": "blind4-parcel-en-friday-not-thursday",
        "domain": "customer_service",
        "schema": "ParcelSupportState",
        "steps": [
            (
                "u",
                "Hi, my parcel was supposed to arrive yesterday and it still hasn't. Tracking is QX4417290GB.",
            ),
            (
                "call",
                "track_parcel",
                {"tracking_number": "QX4417290GB"},
                {
                    "tracking_number": "QX4417290GB",
                    "status": "held at depot",
                    "attempts": 1,
                    "address": "14 Alder Road, Leeds LS6 2QT",
                },
            ),
            (
                "a",
                "I can see it: one delivery attempt was made and it's now held at the Leeds depot. Would you like a redelivery?",
            ),
            ("u", "yes please, Thursday"),
            (
                "a",
                "I can book Thursday 5 March. Should the driver leave it somewhere safe if you're out?",
            ),
            ("u", "in the porch is fine. Sorry, I meant Friday, I'm at work that day"),
            ("a", "No problem, Friday 6 March then, and the driver can leave it in the porch."),
            (
                "u",
                "actually not the porch, it got nicked last time. leave it with the neighbour at number 16",
            ),
            (
                "call",
                "book_redelivery",
                {
                    "tracking_number": "QX4417290GB",
                    "date": "2026-03-06",
                    "safe_place": "neighbour at 16",
                },
                {"redelivery_date": "2026-03-06", "window": "08:00-18:00", "reference": "RD-55120"},
            ),
            (
                "a",
                "Booked: Friday 6 March between 8am and 6pm, reference RD-55120, and it'll be left with your neighbour at number 16 if you're out.",
            ),
            ("u", "great. can you also tell me why it wasn't left the first time?"),
            ("a", "The driver noted there was no answer and no safe place on file."),
            ("u", "ok thanks. name on the account is Helen Marsh btw"),
            ("a", "Thanks, Helen. You'll get a text on the morning of the delivery."),
        ],
        "gold_fields": {
            "customer_name": "Helen Marsh",
            "tracking_number": "QX4417290GB",
            "issue": one_of("late", "redelivery"),
            "delivery_address": one_of("14 Alder Road, Leeds LS6 2QT", "14 Alder Road", None),
            "redelivery_date": one_of("Friday", "Friday 6 March", "6 March", "2026-03-06"),
            "safe_place": one_of(
                "with the neighbour at number 16",
                "the neighbour at number 16",
                "neighbour at number 16",
                "neighbour at 16",
                "number 16",
            ),
        },
        "not_active": ["Thursday", "porch"],
        "probes": ["RD-55120", "QX4417290GB"],
        "gold_goals": [{"match": "why it wasn't left", "status": "absent"}],
        "once": ["QX4417290GB"],
    },
    {
        "id": "blind4-parcel-en-two-parcels-never-mind-the-depot",
        "domain": "customer_service",
        "schema": "ParcelSupportState",
        "steps": [
            (
                "u",
                "Hello, I have two parcels coming, JD0091 and JD0107, and I've just moved. Can you send both to my new address, 3 Quay Street, Bristol BS1 4DJ?",
            ),
            (
                "call",
                "lookup_parcels",
                {"tracking_numbers": ["JD0091", "JD0107"]},
                {
                    "JD0091": {"status": "in transit", "eta": "2026-04-14"},
                    "JD0107": {"status": "out for delivery", "eta": "2026-04-13"},
                },
            ),
            (
                "a",
                "JD0091 is in transit for 14 April and I can redirect it. JD0107 is already out for delivery today to your old address, so I can't redirect that one, but I can have it returned to the depot for collection.",
            ),
            ("u", "ugh. ok return JD0107 to the depot then"),
            ("a", "Will do. Which depot suits you, Avonmouth or Bedminster?"),
            ("u", "Bedminster"),
            ("a", "And your name and a mobile for the driver?"),
            ("u", "Tom Okafor, 07700 900461"),
            (
                "call",
                "redirect_parcel",
                {"tracking_number": "JD0091", "address": "3 Quay Street, Bristol BS1 4DJ"},
                {"ok": True, "new_eta": "2026-04-15"},
            ),
            (
                "call",
                "hold_at_depot",
                {"tracking_number": "JD0107", "depot": "Bedminster"},
                {"ok": True, "collect_from": "2026-04-14"},
            ),
            (
                "a",
                "Done. JD0091 now goes to 3 Quay Street, arriving 15 April. JD0107 will be at Bedminster depot from 14 April; bring ID.",
            ),
            (
                "u",
                "wait, never mind the depot, my old flatmate says she'll grab JD0107 for me at the old place",
            ),
            (
                "call",
                "cancel_hold",
                {"tracking_number": "JD0107"},
                {"ok": True, "status": "out for delivery"},
            ),
            (
                "a",
                "Cancelled the depot hold, so JD0107 will be delivered to your old address today as planned.",
            ),
            ("u", "perfect, thanks"),
        ],
        "gold_fields": {
            "customer_name": "Tom Okafor",
            "tracking_number": one_of("JD0091", "JD0107"),
            "issue": one_of("wrong address", "other", None),
            "delivery_address": one_of("3 Quay Street, Bristol BS1 4DJ", "3 Quay Street"),
            "redelivery_date": one_of(None, "15 April", "2026-04-15"),
            "phone": "07700 900461",
        },
        "not_active": ["Bedminster"],
        "probes": ["JD0091", "JD0107", "3 Quay Street"],
        "gold_goals": [{"match": "depot", "status": ["abandoned", "absent"]}],
        "once": ["JD0091"],
    },
    {
        "id": "blind4-parcel-en-rita-not-rosa",
        "domain": "customer_service",
        "schema": "ParcelSupportState",
        "steps": [
            (
                "u",
                "Hi, the parcel with tracking EVR-339201 arrived with the box crushed and two of the mugs inside are broken.",
            ),
            (
                "call",
                "track_parcel",
                {"tracking_number": "EVR-339201"},
                {
                    "tracking_number": "EVR-339201",
                    "delivered": "2026-02-20",
                    "sender": "Kiln & Co",
                    "recipient": "R. Delgado",
                },
            ),
            (
                "a",
                "Sorry about that. I see it was delivered on 20 February from Kiln & Co. I'll open a damage claim. Is the name on it Rosa Delgado?",
            ),
            ("u", "no, Rita Delgado. Rosa is my sister"),
            ("a", "Thanks Rita. Do you still have the packaging? We need photos."),
            ("u", "yes I kept it"),
            (
                "a",
                "Great. I'll send an upload link to the email on file, r.delgado@example.com. Is that right?",
            ),
            ("u", "no that's an old one, use rita.d@example.net"),
            (
                "call",
                "open_claim",
                {"tracking_number": "EVR-339201", "type": "damaged", "email": "rita.d@example.net"},
                {"claim_id": "DC-7781", "status": "awaiting photos"},
            ),
            ("a", "Claim DC-7781 is open; the upload link is on its way to rita.d@example.net."),
            ("u", "how long do claims usually take?"),
            ("a", "Usually 5 to 7 working days after the photos arrive."),
            ("u", "ok cheers"),
        ],
        "gold_fields": {
            "customer_name": "Rita Delgado",
            "tracking_number": "EVR-339201",
            "issue": "damaged",
            "email": "rita.d@example.net",
            "claim_id": "DC-7781",
        },
        "not_active": ["Rosa Delgado", "r.delgado@example.com"],
        "probes": ["DC-7781", "EVR-339201"],
        "gold_goals": [{"match": "how long", "status": "absent"}],
        "once": ["EVR-339201"],
    },
    # ---------------------------------------------------------------- trips
    {
        "id": "blind4-trip-en-forget-the-hotel",
        "domain": "travel",
        "schema": "TripState",
        "steps": [
            (
                "u",
                "I want to plan a trip from Amsterdam to Lisbon for me and my partner, leaving 9 May and back on the 16th.",
            ),
            ("a", "Lovely. Do you want flights, a hotel, or both?"),
            ("u", "both. budget around 1500 euros total"),
            (
                "call",
                "search_flights",
                {
                    "origin": "Amsterdam",
                    "destination": "Lisbon",
                    "depart": "2026-05-09",
                    "return": "2026-05-16",
                    "adults": 2,
                },
                {
                    "options": [
                        {"flight": "TP1351", "price": "EUR 412"},
                        {"flight": "HV6513", "price": "EUR 236"},
                    ]
                },
            ),
            (
                "a",
                "TAP TP1351 for €412 or Transavia HV6513 for €236, both for two people. For the hotel, I have Hotel Alfama Patio at €120 a night.",
            ),
            (
                "u",
                "the TAP one. and actually forget the hotel, we're staying with friends in the end",
            ),
            ("a", "Understood, no hotel. Shall I book TP1351 for two, 9 to 16 May?"),
            ("u", "yes. oh wait, can we come back a day later, on the 17th instead?"),
            ("a", "I can move the return to 17 May; it's €398 for two. Lead traveller's name?"),
            ("u", "Sofia Brandt"),
            (
                "call",
                "book_flight",
                {
                    "flight": "TP1351",
                    "depart": "2026-05-09",
                    "return": "2026-05-17",
                    "adults": 2,
                    "lead": "Sofia Brandt",
                },
                {"booking_ref": "TPX9QL", "total": "EUR 398", "return_date": "2026-05-17"},
            ),
            (
                "a",
                "Booked, reference TPX9QL: Lisbon on 9 May, back 17 May, two adults, €398. Any special meals, vegetarian for example?",
            ),
            ("u", "not vegetarian, no. standard is fine. do I need to print the boarding passes?"),
            ("a", "No, mobile boarding passes are fine."),
        ],
        "gold_fields": {
            "traveller_name": "Sofia Brandt",
            "origin": "Amsterdam",
            "destination": "Lisbon",
            "start_date": one_of("9 May", "2026-05-09", "May 9"),
            "end_date": one_of("the 17th", "17th", "17 May", "2026-05-17"),
            "travellers": 2,
            "budget": one_of(
                "around 1500 euros", "1500 euros", "1500 euros total", "€1500", "EUR 1500"
            ),
            "dietary": one_of(None, "standard"),
            "booking_ref": "TPX9QL",
        },
        "not_active": ["Alfama Patio", "16th", "16 May"],
        "probes": ["TPX9QL", "TP1351"],
        "gold_goals": [
            {"match": "hotel", "status": ["abandoned", "absent"]},
            {"match": "boarding passes", "status": "absent"},
        ],
        "once": ["TPX9QL"],
    },
    {
        "id": "blind4-trip-en-just-mine-please",
        "domain": "travel",
        "schema": "TripState",
        "steps": [
            (
                "u",
                "Hi, I need two rooms at the Harbourside Inn in Galway for a family wedding: one for me and my husband, and a family room for my sister, her husband and their 2 kids.",
            ),
            ("a", "Happy to help. Which dates?"),
            ("u", "check in Friday 21 August, out Sunday 23rd"),
            (
                "call",
                "check_availability",
                {
                    "hotel": "Harbourside Inn",
                    "city": "Galway",
                    "check_in": "2026-08-21",
                    "check_out": "2026-08-23",
                    "rooms": [{"type": "double", "guests": 2}, {"type": "family", "guests": 4}],
                },
                {
                    "available": True,
                    "rates": {"double": "EUR 145/night", "family": "EUR 210/night"},
                },
            ),
            (
                "a",
                "Both are available: the double at €145 a night and the family room at €210 a night. Whose name should the booking be under?",
            ),
            (
                "u",
                "Niamh Keane. actually my sister will book her own room, she has points with them. just mine please",
            ),
            (
                "call",
                "book_room",
                {
                    "hotel": "Harbourside Inn",
                    "check_in": "2026-08-21",
                    "check_out": "2026-08-23",
                    "type": "double",
                    "guests": 2,
                    "name": "Niamh Keane",
                },
                {"booking_ref": "HB-40217", "total": "EUR 290"},
            ),
            (
                "a",
                "Done: a double room for two, 21 to 23 August, reference HB-40217, €290 in total.",
            ),
            ("u", "can we check in early? the ceremony is at 2"),
            (
                "a",
                "Standard check-in is 3pm; I've added a request for early check-in, but it isn't guaranteed.",
            ),
            ("u", "fine, thank you"),
        ],
        "gold_fields": {
            "traveller_name": "Niamh Keane",
            "destination": "Galway",
            "hotel": one_of("Harbourside Inn", "the Harbourside Inn"),
            "start_date": one_of("Friday 21 August", "21 August", "2026-08-21"),
            "end_date": one_of("Sunday 23rd", "Sunday", "23rd", "23 August", "2026-08-23"),
            "travellers": 2,
            "room_type": one_of("double", "double room"),
            "booking_ref": "HB-40217",
        },
        "not_active": ["family room"],
        "probes": ["HB-40217"],
        "gold_goals": [{"match": "family room", "status": ["abandoned", "absent"]}],
        "once": ["HB-40217"],
    },
    {
        "id": "blind4-trip-en-florence-after-all",
        "domain": "travel",
        "schema": "TripState",
        "steps": [
            ("u", "Looking for a hotel in Florence for 3 nights from 2 October, just me"),
            (
                "call",
                "search_hotels",
                {"city": "Florence", "check_in": "2026-10-02", "nights": 3, "guests": 1},
                {
                    "hotels": [
                        {"name": "Albergo Duomo", "price": "EUR 130"},
                        {"name": "Casa Santo Spirito", "price": "EUR 95"},
                    ]
                },
            ),
            ("a", "In Florence: Albergo Duomo at €130 a night, or Casa Santo Spirito at €95."),
            ("u", "hmm, thinking about it, maybe Bologna instead, it's cheaper"),
            (
                "call",
                "search_hotels",
                {"city": "Bologna", "check_in": "2026-10-02", "nights": 3, "guests": 1},
                {"hotels": [{"name": "Hotel Portici", "price": "EUR 88"}]},
            ),
            ("a", "In Bologna there's Hotel Portici at €88 a night."),
            ("u", "no, let's stick with Florence after all. Casa Santo Spirito, single room"),
            ("a", "Casa Santo Spirito, single room, 2 to 5 October. Your name?"),
            ("u", "Daniel Moreau. budget is max 100 a night, so that works"),
            (
                "call",
                "book_hotel",
                {
                    "hotel": "Casa Santo Spirito",
                    "check_in": "2026-10-02",
                    "check_out": "2026-10-05",
                    "room": "single",
                    "name": "Daniel Moreau",
                },
                {"booking_ref": "CSS-2210", "nights": 3, "total": "EUR 285"},
            ),
            ("a", "Booked, reference CSS-2210, 3 nights, €285."),
            ("u", "is breakfast included?"),
            ("a", "Yes, continental breakfast is included."),
        ],
        "gold_fields": {
            "traveller_name": "Daniel Moreau",
            "destination": "Florence",
            "hotel": "Casa Santo Spirito",
            "start_date": one_of("2 October", "2026-10-02", "October 2"),
            "end_date": one_of(None, "5 October", "2026-10-05"),
            "travellers": one_of(1, None),
            "room_type": one_of("single", "single room"),
            "budget": one_of("max 100 a night", "100 a night", "max 100", "100"),
            "booking_ref": "CSS-2210",
        },
        "not_active": ["Bologna", "Hotel Portici", "Albergo Duomo"],
        "probes": ["CSS-2210"],
        "gold_goals": [{"match": "breakfast", "status": "absent"}],
        "once": ["CSS-2210"],
    },
    # ---------------------------------------------------------------- banking
    {
        "id": "blind4-bank-en-sorry-i-meant-450",
        "domain": "banking",
        "schema": "BankRequestState",
        "steps": [
            (
                "u",
                "Hi, I'd like to set up a transfer of £540 to my landlord, Greenway Lettings, for the 1st of next month.",
            ),
            ("a", "Sure. Which account should it come from? Please give the last four digits."),
            ("u", "ending 3382"),
            (
                "call",
                "get_payee",
                {"account_last4": "3382", "payee": "Greenway Lettings"},
                {"payee": "Greenway Lettings Ltd", "sort_code": "20-45-77", "saved": True},
            ),
            (
                "a",
                "Greenway Lettings Ltd is already saved as a payee. So £540 from the account ending 3382 on 1 July?",
            ),
            ("u", "sorry, I meant £450, not 540. rent went down"),
            ("a", "No problem: £450 to Greenway Lettings Ltd on 1 July."),
            ("u", "and can you make it the 28th of this month instead? I'm away on the 1st"),
            (
                "call",
                "schedule_transfer",
                {
                    "from": "3382",
                    "payee": "Greenway Lettings Ltd",
                    "amount": "GBP 450",
                    "date": "2026-06-28",
                },
                {"transfer_id": "TR-609114", "status": "scheduled", "date": "2026-06-28"},
            ),
            ("a", "Scheduled: £450 to Greenway Lettings Ltd on 28 June, reference TR-609114."),
            ("u", "what's the cut-off time on the day?"),
            ("a", "Scheduled transfers go out at 6am, so there's nothing more you need to do."),
            ("u", "Great. I'm Amir Haddad by the way"),
            ("a", "Thanks, Mr Haddad. Anything else?"),
        ],
        "gold_fields": {
            "account_holder": "Amir Haddad",
            "account_last4": "3382",
            "request": "transfer",
            "amount": one_of("£450", "450", "GBP 450"),
            "payee": one_of("Greenway Lettings", "Greenway Lettings Ltd"),
            "payment_date": one_of(
                "the 28th of this month", "28th of this month", "the 28th", "28 June", "2026-06-28"
            ),
            "reference": one_of("TR-609114", None),
        },
        "not_active": ["540", "1 July"],
        "probes": ["TR-609114"],
        "gold_goals": [
            {"match": "cut-off", "status": "absent"},
            {"match": "set up a transfer", "status": ["done", "absent"]},
        ],
        "once": ["TR-609114"],
    },
    {
        "id": "blind4-bank-en-found-the-card",
        "domain": "banking",
        "schema": "BankRequestState",
        "steps": [
            ("u", "I think I've lost my debit card, can you block it? it ends 7719"),
            (
                "call",
                "get_card",
                {"card_last4": "7719"},
                {
                    "card_last4": "7719",
                    "status": "active",
                    "last_transaction": "2026-03-03 Tesco Express GBP 12.40",
                },
            ),
            (
                "a",
                "I can see the card ending 7719. The last payment was £12.40 at Tesco Express yesterday. Was that you?",
            ),
            ("u", "yes that was me"),
            (
                "a",
                "OK. Shall I block it permanently and order a replacement, or freeze it for now?",
            ),
            (
                "u",
                "oh hang on... found it, it was in my coat pocket. never mind the block",
            ),
            ("a", "Glad you found it! I won't block anything. Anything else?"),
            (
                "u",
                "yes actually, can you raise my daily contactless limit? it's £100 now, I'd like £200",
            ),
            ("a", "I can raise it to £200. Please confirm your full name."),
            ("u", "Grace Liu"),
            (
                "call",
                "change_limit",
                {"card_last4": "7719", "limit_type": "contactless_daily", "new_limit": "GBP 200"},
                {"ok": True, "effective": "immediately"},
            ),
            ("a", "Done, Grace: your daily contactless limit is now £200."),
            ("u", "thanks!"),
        ],
        "gold_fields": {
            "account_holder": "Grace Liu",
            "card_last4": "7719",
            "request": "limit change",
            "new_limit": one_of("£200", "200", "GBP 200"),
        },
        "not_active": [],
        "probes": ["7719"],
        "gold_goals": [{"match": "block", "status": ["abandoned", "absent"]}],
        "once": [],
    },
    {
        "id": "blind4-bank-en-the-quickmart-one",
        "domain": "banking",
        "schema": "BankRequestState",
        "steps": [
            ("u", "There's a charge on my credit card I don't recognise."),
            ("a", "I'm sorry to hear that. Can you give me the last four digits of the card?"),
            ("u", "5530"),
            (
                "call",
                "list_transactions",
                {"card_last4": "5530", "days": 30},
                {
                    "transactions": [
                        {"date": "2026-09-02", "merchant": "STREAMFLIX", "amount": "USD 15.99"},
                        {"date": "2026-09-05", "merchant": "QUICKMART 0442", "amount": "USD 84.20"},
                        {"date": "2026-09-07", "merchant": "AIRCO TRAVEL", "amount": "USD 612.00"},
                    ]
                },
            ),
            (
                "a",
                "I see three recent charges: StreamFlix $15.99 on 2 Sept, QuickMart $84.20 on 5 Sept and Airco Travel $612.00 on 7 Sept. Is it the Airco Travel one?",
            ),
            ("u", "no, that's my flight. it's the QuickMart one, I've never been there"),
            ("a", "So you're disputing $84.20 at QuickMart on 5 September, correct?"),
            ("u", "yes, exactly"),
            (
                "call",
                "open_dispute",
                {"card_last4": "5530", "merchant": "QUICKMART 0442", "amount": "USD 84.20"},
                {"dispute_id": "DSP-22871", "provisional_credit": "USD 84.20"},
            ),
            (
                "a",
                "Dispute DSP-22871 is open and a provisional credit of $84.20 has been applied. Would you like a new card as a precaution?",
            ),
            ("u", "no, keep the card, just watch it"),
            ("a", "Understood, the card stays active."),
        ],
        "gold_fields": {
            "card_last4": "5530",
            "request": "dispute",
            "amount": one_of("$84.20", "84.20", "USD 84.20"),
            "payee": one_of(None, "QuickMart", "QUICKMART 0442"),
            "reference": one_of("DSP-22871", None),
        },
        "not_active": [],
        "probes": ["DSP-22871", "QuickMart"],
        "gold_goals": [{"match": "new card", "status": "absent"}],
        "once": ["DSP-22871"],
    },
    # ---------------------------------------------------------------- IT support
    {
        "id": "blind4-it-en-its-the-dock",
        "domain": "it_support",
        "schema": "ITSupportState",
        "steps": [
            ("u", "hey, my laptop won't pick up the external monitors since this morning"),
            ("a", "Sorry about that! What laptop is it, and which OS?"),
            ("u", "Dell Latitude 7440, Windows 11"),
            (
                "call",
                "lookup_asset",
                {"user": "jpark"},
                {
                    "assets": [
                        {"tag": "LT-04418", "model": "Dell Latitude 7440"},
                        {"tag": "DK-00921", "model": "Dell WD19 dock"},
                    ],
                    "employee": "Jin Park",
                    "office": "Manchester",
                },
            ),
            (
                "a",
                "I see your Latitude LT-04418 and a WD19 dock. Do the monitors work if you plug them straight into the laptop?",
            ),
            ("u", "yes they do. so it's not the laptop, it's the dock I guess"),
            ("a", "Sounds like it. I'll raise a ticket for the dock. How urgent is it?"),
            (
                "u",
                "high, I've got a presentation tomorrow. wait no, normal is fine, I can use the meeting room screen",
            ),
            (
                "call",
                "create_ticket",
                {
                    "asset": "DK-00921",
                    "summary": "WD19 dock not driving external monitors",
                    "priority": "normal",
                },
                {"ticket_id": "INC-330172", "priority": "normal", "queue": "Desk-side Manchester"},
            ),
            (
                "a",
                "Ticket INC-330172 is raised at normal priority. When can a technician drop by?",
            ),
            ("u", "after 3pm today works"),
            ("a", "Noted, after 3pm today."),
            ("u", "can I just grab a spare dock from the IT cupboard myself?"),
            ("a", "Please wait for the technician, the spares need to be signed out."),
        ],
        "gold_fields": {
            "employee_name": one_of("Jin Park", None),
            "ticket_id": "INC-330172",
            "device": one_of("the dock", "dock", "WD19 dock", "Dell WD19 dock", "DK-00921"),
            "operating_system": "windows",
            "priority": "normal",
            "office": one_of("Manchester", None),
            "callback_time": one_of("after 3pm today", "after 3pm", "3pm today", "3pm"),
        },
        "not_active": [],
        "probes": ["INC-330172"],
        "gold_goals": [{"match": "spare dock", "status": "absent"}],
        "once": ["INC-330172"],
    },
    {
        "id": "blind4-it-en-forget-the-vpn",
        "domain": "it_support",
        "schema": "ITSupportState",
        "steps": [
            (
                "u",
                "Hi, I need two things: reset my Okta password, and get VPN access set up on my new MacBook.",
            ),
            ("a", "Sure. Can I have your name and employee ID?"),
            ("u", "Marta Santos, E-20417"),
            (
                "call",
                "reset_password",
                {"employee_id": "E-20417", "system": "okta"},
                {"ok": True, "link_sent_to": "phone ending 221"},
            ),
            (
                "a",
                "Password reset: a link has gone to your phone ending 221. For the VPN, which office are you in?",
            ),
            (
                "u",
                "Lisbon. oh actually forget the VPN, my manager says I'll be in the office full time so I don't need it",
            ),
            ("a", "OK, I'll skip the VPN setup."),
            ("u", "the reset link isn't arriving though"),
            (
                "call",
                "resend_link",
                {"employee_id": "E-20417"},
                {"ok": True, "ticket_id": "REQ-88102"},
            ),
            (
                "a",
                "I've resent it and logged REQ-88102 in case it still doesn't arrive. Give it two minutes.",
            ),
            ("u", "got it now, thanks. it's a macOS Sonoma machine if that matters for anything"),
            ("a", "Noted, thanks Marta."),
        ],
        "gold_fields": {
            "employee_name": "Marta Santos",
            "employee_id": "E-20417",
            "ticket_id": "REQ-88102",
            "device": one_of("MacBook", "new MacBook", None),
            "operating_system": "macos",
            "office": "Lisbon",
        },
        "not_active": ["VPN access"],
        "probes": ["E-20417", "REQ-88102"],
        "gold_goals": [{"match": "VPN", "status": ["abandoned", "absent"]}],
        "once": ["E-20417"],
    },
    {
        "id": "blind4-it-en-fifth-floor-printer",
        "domain": "it_support",
        "schema": "ITSupportState",
        "steps": [
            ("u", "The printer on the 4th floor is jammed again, the big Ricoh by the kitchen"),
            ("a", "Thanks for reporting it. Which office?"),
            ("u", "Leeds. sorry, I meant 5th floor, I'm on 4 but the printer is upstairs"),
            (
                "call",
                "find_device",
                {"office": "Leeds", "floor": 5, "type": "printer"},
                {
                    "devices": [
                        {"tag": "PR-5102", "model": "Ricoh IM C4500", "location": "5F kitchen"}
                    ]
                },
            ),
            (
                "a",
                "Found it: PR-5102, a Ricoh IM C4500 in the 5th floor kitchen. I'll log it. Your name?",
            ),
            ("u", "Oliver Grant"),
            ("a", "And the priority: is anyone blocked?"),
            (
                "u",
                "it's the only colour printer on site and finance need it today, so urgent",
            ),
            (
                "call",
                "create_ticket",
                {"asset": "PR-5102", "priority": "urgent", "reporter": "Oliver Grant"},
                {"ticket_id": "INC-330499", "eta": "within 2 hours"},
            ),
            ("a", "Logged as INC-330499, urgent; someone will be there within 2 hours."),
            ("u", "will they call me first? my extension is 4471"),
            ("a", "Yes, they'll ring extension 4471 before coming up."),
            ("u", "cheers"),
        ],
        "gold_fields": {
            "employee_name": "Oliver Grant",
            "ticket_id": "INC-330499",
            "device": one_of(
                "printer",
                "the printer",
                "Ricoh",
                "the big Ricoh",
                "big Ricoh",
                "Ricoh IM C4500",
                "PR-5102",
            ),
            "priority": "urgent",
            "office": "Leeds",
            "location": one_of(
                "5th floor", "the 5th floor", "upstairs", "5th floor kitchen", "5F kitchen"
            ),
            "phone": "4471",
        },
        "not_active": ["4th floor"],
        "probes": ["INC-330499", "PR-5102"],
        "gold_goals": [{"match": "call me first", "status": "absent"}],
        "once": ["INC-330499"],
    },
    # ---------------------------------------------------------------- returns
    {
        "id": "blind4-return-en-just-refund-me",
        "domain": "returns",
        "schema": "ReturnsState",
        "steps": [
            (
                "u",
                "hi I want to return the running shoes from order 40-7723391, they're too small",
            ),
            (
                "call",
                "get_order",
                {"order_id": "40-7723391"},
                {
                    "order_id": "40-7723391",
                    "items": [
                        {
                            "sku": "RS-220",
                            "name": "Aero Runner trail shoes",
                            "size": "UK 8",
                            "price": "GBP 89.99",
                        },
                        {"sku": "SK-014", "name": "Merino running socks", "price": "GBP 14.00"},
                    ],
                    "delivered": "2026-05-02",
                },
            ),
            (
                "a",
                "I can see the Aero Runner trail shoes in UK 8. Would you like a refund, or an exchange for another size?",
            ),
            ("u", "exchange for a UK 9 please"),
            ("a", "I can do UK 9. Shall I also take back the socks?"),
            (
                "u",
                "no, keep the socks. hmm actually, make it a 9.5, my toes hit the front on these",
            ),
            (
                "call",
                "check_stock",
                {"sku": "RS-220", "size": "UK 9.5"},
                {"in_stock": False, "restock": "2026-06-10"},
            ),
            (
                "a",
                "Sorry, UK 9.5 is out of stock until 10 June. I could do a UK 9 now, or a refund.",
            ),
            ("u", "ugh. just refund me then"),
            (
                "call",
                "create_return",
                {"order_id": "40-7723391", "sku": "RS-220", "resolution": "refund"},
                {"return_id": "RMA-51882", "refund": "GBP 89.99", "label": "emailed"},
            ),
            (
                "a",
                "Return RMA-51882 is set up for a refund of £89.99; the prepaid label is in your email.",
            ),
            ("u", "can I drop it at a post office?"),
            ("a", "Yes, any post office takes it with the label."),
            ("u", "thanks. Jamie Cole on the order btw"),
            ("a", "Thanks, Jamie. The refund follows once the shoes reach us."),
        ],
        "gold_fields": {
            "customer_name": "Jamie Cole",
            "order_id": "40-7723391",
            "item": one_of("running shoes", "the running shoes", "Aero Runner trail shoes"),
            "reason": one_of("too small", "they're too small"),
            "resolution": "refund",
            "return_id": "RMA-51882",
        },
        "not_active": ["UK 9", "9.5"],
        "probes": ["RMA-51882"],
        "gold_goals": [
            {"match": "exchange", "status": ["abandoned", "absent"]},
            {"match": "post office", "status": "absent"},
        ],
        "once": ["40-7723391"],
    },
    {
        "id": "blind4-return-en-wednesday-pickup",
        "domain": "returns",
        "schema": "ReturnsState",
        "steps": [
            (
                "u",
                "Hello, I need to return 2 things from order ZX-118034: a lamp that arrived cracked and a rug that's the wrong colour.",
            ),
            (
                "call",
                "get_order",
                {"order_id": "ZX-118034"},
                {
                    "order_id": "ZX-118034",
                    "items": [
                        {"name": "Orla ceramic table lamp", "price": "EUR 59"},
                        {"name": "Hale wool rug 160x230", "price": "EUR 249"},
                    ],
                    "customer": "Lena Fischer",
                },
            ),
            ("a", "Sorry about that, Lena. For the cracked lamp, a replacement or a refund?"),
            ("u", "refund for the lamp. actually, for both, I'll buy a rug somewhere else"),
            (
                "a",
                "Refund for both then. The rug is large, so we'd collect it. Is Tuesday 9 June OK for the pickup?",
            ),
            ("u", "Tuesday doesn't work. Wednesday?"),
            ("a", "Wednesday 10 June, between 8am and 1pm?"),
            ("u", "yes that's fine"),
            (
                "call",
                "schedule_pickup",
                {"order_id": "ZX-118034", "items": ["lamp", "rug"], "date": "2026-06-10"},
                {"return_id": "RET-30455", "pickup_date": "2026-06-10", "window": "08:00-13:00"},
            ),
            (
                "a",
                "Booked: collection on Wednesday 10 June, 8am to 1pm, return RET-30455. Refunds go through once the items reach us.",
            ),
            ("u", "do I need the original box for the lamp?"),
            ("a", "Any sturdy box is fine; please wrap it well."),
        ],
        "gold_fields": {
            "customer_name": one_of("Lena Fischer", "Lena", None),
            "order_id": "ZX-118034",
            "item": one_of(
                "lamp",
                "a lamp",
                "the lamp",
                "rug",
                "a rug",
                "Orla ceramic table lamp",
                "Hale wool rug 160x230",
            ),
            "reason": one_of("cracked", "arrived cracked", "wrong colour", "the wrong colour"),
            "resolution": "refund",
            "pickup_date": one_of("Wednesday", "Wednesday 10 June", "10 June", "2026-06-10"),
            "return_id": "RET-30455",
        },
        "not_active": ["Tuesday 9 June"],
        "probes": ["RET-30455", "ZX-118034"],
        "gold_goals": [{"match": "original box", "status": "absent"}],
        "once": ["ZX-118034"],
    },
    {
        "id": "blind4-return-en-never-mind-the-refund",
        "domain": "returns",
        "schema": "ReturnsState",
        "steps": [
            (
                "u",
                "I bought a blender last week, order 300-4418812, and I'd like a refund, it's way too loud",
            ),
            (
                "call",
                "get_order",
                {"order_id": "300-4418812"},
                {
                    "order_id": "300-4418812",
                    "items": [{"name": "VortexPro 900 blender", "price": "USD 129.00"}],
                    "delivered": "2026-11-18",
                    "return_window_days": 30,
                },
            ),
            (
                "a",
                "That's the VortexPro 900, still within the 30-day window. I can refund $129.00 to your card, or give you $141.90 in store credit, which includes a 10% bonus.",
            ),
            ("u", "ooh, never mind the refund, store credit please"),
            (
                "a",
                "Store credit of $141.90 it is. Should we pick it up, or will you drop it at a store?",
            ),
            ("u", "pickup. friday?"),
            (
                "call",
                "schedule_pickup",
                {"order_id": "300-4418812", "date": "2026-11-27"},
                {"pickup_date": "2026-11-27", "return_id": "R-771203"},
            ),
            (
                "a",
                "Pickup booked for Friday 27 November, return R-771203. The credit lands once the courier scans it.",
            ),
            ("u", "wait no, I work from the office on fridays. monday the 30th please"),
            (
                "call",
                "reschedule_pickup",
                {"return_id": "R-771203", "date": "2026-11-30"},
                {"pickup_date": "2026-11-30", "return_id": "R-771203"},
            ),
            ("a", "Moved to Monday 30 November."),
            ("u", "and the name's Kofi Mensah"),
            ("a", "Thanks, Kofi, all set."),
        ],
        "gold_fields": {
            "customer_name": "Kofi Mensah",
            "order_id": "300-4418812",
            "item": one_of("blender", "a blender", "VortexPro 900 blender", "VortexPro 900"),
            "reason": one_of("way too loud", "too loud", "it's way too loud"),
            "resolution": "store credit",
            "pickup_date": one_of(
                "monday the 30th", "Monday 30 November", "30 November", "2026-11-30", "the 30th"
            ),
            "return_id": "R-771203",
        },
        "not_active": ["27 November"],
        "probes": ["R-771203"],
        "gold_goals": [{"match": "refund", "status": ["abandoned", "absent"]}],
        "once": ["R-771203"],
    },
    # ---------------------------------------------------------------- scheduling
    {
        "id": "blind4-meeting-en-not-wednesday-thursday",
        "domain": "scheduling",
        "schema": "MeetingState",
        "steps": [
            (
                "u",
                "Can you book a meeting room for our quarterly planning on Wednesday at 10? There'll be 8 of us.",
            ),
            (
                "call",
                "find_rooms",
                {"date": "2026-01-14", "time": "10:00", "capacity": 8},
                {"rooms": [{"name": "Birch", "capacity": 10}, {"name": "Cedar", "capacity": 8}]},
            ),
            (
                "a",
                "On Wednesday 14 January at 10:00, Birch (10 seats) and Cedar (8 seats) are free. How long do you need it?",
            ),
            (
                "u",
                "two hours. Birch. oh, sorry, not Wednesday, Thursday. Wednesday is the all-hands",
            ),
            (
                "call",
                "find_rooms",
                {"date": "2026-01-15", "time": "10:00", "capacity": 8},
                {"rooms": [{"name": "Birch", "capacity": 10}]},
            ),
            ("a", "Birch is free on Thursday 15 January, 10:00 to 12:00. Shall I book it?"),
            ("u", "yes. and make it 9 people, Raj is joining"),
            (
                "call",
                "book_room",
                {
                    "room": "Birch",
                    "date": "2026-01-15",
                    "start": "10:00",
                    "end": "12:00",
                    "attendees": 9,
                    "title": "Quarterly planning",
                },
                {"meeting_id": "MTG-4471", "room": "Birch", "date": "2026-01-15"},
            ),
            (
                "a",
                "Booked MTG-4471: Quarterly planning, Birch, Thursday 15 January 10:00-12:00, 9 people.",
            ),
            ("u", "can you order coffee for it too?"),
            (
                "a",
                "Catering is booked through the facilities portal; I can't do it from here, sorry.",
            ),
            ("u", "ok no worries. put it under Hannah Wu"),
            (
                "call",
                "update_meeting",
                {"meeting_id": "MTG-4471", "organizer": "Hannah Wu"},
                {"ok": True},
            ),
            ("a", "Done, the booking is under Hannah Wu."),
        ],
        "gold_fields": {
            "organizer": "Hannah Wu",
            "title": one_of("quarterly planning", "our quarterly planning"),
            "meeting_date": one_of("Thursday", "Thursday 15 January", "15 January", "2026-01-15"),
            "meeting_time": one_of("10", "10:00", "at 10"),
            "duration_minutes": 120,
            "attendees": 9,
            "room": "Birch",
            "meeting_id": "MTG-4471",
        },
        "not_active": ["Wednesday 14 January", "Cedar"],
        "probes": ["MTG-4471"],
        "gold_goals": [{"match": "coffee", "status": ["abandoned", "absent"]}],
        "once": ["MTG-4471"],
    },
    {
        "id": "blind4-meeting-en-two-calls-move-the-review",
        "domain": "scheduling",
        "schema": "MeetingState",
        "steps": [
            (
                "u",
                "I need two calls set up: a 1:1 with Pedro on Monday at 2pm, and a vendor review with the 5 people from Northwind on Tuesday at 11.",
            ),
            (
                "call",
                "create_event",
                {"title": "1:1 Pedro", "date": "2026-03-09", "time": "14:00", "attendees": 2},
                {"meeting_id": "EV-1001", "date": "2026-03-09", "time": "14:00"},
            ),
            (
                "call",
                "create_event",
                {
                    "title": "Northwind vendor review",
                    "date": "2026-03-10",
                    "time": "11:00",
                    "attendees": 6,
                },
                {"meeting_id": "EV-1002", "date": "2026-03-10", "time": "11:00"},
            ),
            (
                "a",
                "Both are in: the 1:1 with Pedro on Monday 9 March at 2pm (EV-1001), and the Northwind vendor review on Tuesday 10 March at 11am for you plus 5 (EV-1002). How long should each be?",
            ),
            ("u", "30 min for the 1:1, an hour for the review"),
            (
                "call",
                "update_events",
                {"EV-1001": {"duration": 30}, "EV-1002": {"duration": 60}},
                {"ok": True},
            ),
            ("a", "Done."),
            ("u", "actually, move the vendor review to Wednesday, same time"),
            (
                "call",
                "move_event",
                {"meeting_id": "EV-1002", "date": "2026-03-11"},
                {"meeting_id": "EV-1002", "date": "2026-03-11", "time": "11:00"},
            ),
            ("a", "The Northwind vendor review is now on Wednesday 11 March at 11am."),
            ("u", "thanks. is Pedro free then? in case I want to add him"),
            ("a", "He has a 10:30-12:00 block on Wednesday, so he couldn't join."),
            ("u", "fine, leave it"),
        ],
        "gold_fields": {
            "title": one_of(
                "1:1 with Pedro",
                "1:1",
                "vendor review",
                "Northwind vendor review",
                "the vendor review",
            ),
            "meeting_date": one_of(
                "Monday",
                "Monday 9 March",
                "9 March",
                "2026-03-09",
                "Wednesday",
                "Wednesday 11 March",
                "11 March",
                "2026-03-11",
            ),
            "meeting_time": one_of("2pm", "14:00", "11", "11:00", "11am", "at 11", "at 2pm"),
            "duration_minutes": one_of(30, 60),
            "attendees": one_of(2, 5, 6),
            "meeting_id": one_of("EV-1001", "EV-1002"),
        },
        "not_active": ["Tuesday"],
        "probes": ["EV-1001", "EV-1002"],
        "gold_goals": [{"match": "is Pedro free", "status": "absent"}],
        "once": ["EV-1002"],
    },
    {
        "id": "blind4-meeting-en-skip-the-beard-trim",
        "domain": "scheduling",
        "schema": "MeetingState",
        "steps": [
            ("u", "Please find a slot for a haircut with Marco next week."),
            (
                "call",
                "get_slots",
                {"stylist": "Marco", "week": "2026-07-13"},
                {"slots": ["2026-07-14 09:30", "2026-07-15 17:00", "2026-07-17 12:15"]},
            ),
            (
                "a",
                "Marco has Tuesday 14 July at 9:30, Wednesday 15 July at 5pm, or Friday 17 July at 12:15. Shall I take Tuesday at 9:30?",
            ),
            ("u", "no, too early. the wednesday one"),
            (
                "a",
                "Wednesday 15 July at 5pm with Marco. A cut takes 45 minutes; would you like a beard trim too? That makes it an hour.",
            ),
            ("u", "yes add the beard trim"),
            ("a", "Great. Name and phone?"),
            ("u", "Sam Reyes, 0412 555 873"),
            (
                "call",
                "book_slot",
                {
                    "stylist": "Marco",
                    "slot": "2026-07-15 17:00",
                    "duration": 60,
                    "name": "Sam Reyes",
                    "phone": "0412 555 873",
                },
                {"meeting_id": "BK-66302", "confirmed": True},
            ),
            (
                "a",
                "You're booked: Wednesday 15 July at 5pm with Marco, one hour, booking BK-66302.",
            ),
            ("u", "hmm, skip the beard trim actually, just the cut"),
            (
                "call",
                "update_booking",
                {"meeting_id": "BK-66302", "duration": 45},
                {"ok": True, "duration": 45},
            ),
            ("a", "Updated: just the cut, 45 minutes."),
        ],
        "gold_fields": {
            "organizer": "Sam Reyes",
            "title": one_of("haircut", "a haircut", "haircut with Marco", "cut", "the cut"),
            "meeting_date": one_of(
                "Wednesday", "Wednesday 15 July", "15 July", "2026-07-15", "the wednesday one"
            ),
            "meeting_time": one_of("5pm", "17:00", "at 5pm"),
            "duration_minutes": 45,
            "phone": "0412 555 873",
            "meeting_id": "BK-66302",
        },
        "not_active": ["9:30"],
        "probes": ["BK-66302"],
        "gold_goals": [{"match": "beard trim", "status": ["abandoned", "absent"]}],
        "once": ["BK-66302"],
    },
    # ---------------------------------------------------------------- workflow bots
    {
        "id": "blind4-workflow-en-staging-not-production",
        "domain": "workflow",
        "schema": "WorkflowJobState",
        "steps": [
            ("u", "deploy build 4.12.3 of the payments service to production please"),
            ("a", "Before a production deploy I need an approver. Who signed off?"),
            ("u", "hmm, wait, sorry I meant staging, not production. QA hasn't passed yet"),
            (
                "call",
                "deploy",
                {"service": "payments", "build": "4.12.3", "environment": "staging"},
                {"run_id": "DEP-90311", "status": "succeeded", "environment": "staging"},
            ),
            ("a", "Build 4.12.3 of payments is live on staging (run DEP-90311)."),
            ("u", "great. once QA passes, Ines Duarte will approve the prod push"),
            (
                "a",
                "Noted: Ines Duarte approves the production deploy. Should I tell anyone when staging is ready?",
            ),
            ("u", "ping the #payments-qa channel"),
            (
                "call",
                "notify",
                {"channel": "#payments-qa", "message": "payments 4.12.3 on staging"},
                {"ok": True},
            ),
            ("a", "Posted to #payments-qa."),
            ("u", "what version is on prod right now?"),
            (
                "call",
                "get_version",
                {"service": "payments", "environment": "production"},
                {"version": "4.11.8"},
            ),
            ("a", "Production is on 4.11.8."),
        ],
        "gold_fields": {
            "service": one_of("payments", "payments service", "the payments service"),
            "build_version": "4.12.3",
            "environment": "staging",
            "recipient": one_of("#payments-qa", "#payments-qa channel", "the #payments-qa channel"),
            "approver": "Ines Duarte",
            "run_id": "DEP-90311",
        },
        "not_active": ["4.11.8"],
        "probes": ["DEP-90311"],
        "gold_goals": [
            {"match": "what version", "status": "absent"},
            {"match": "to production", "status": ["abandoned", "absent"]},
        ],
        "once": ["DEP-90311"],
    },
    {
        "id": "blind4-workflow-en-excel-at-seven",
        "domain": "workflow",
        "schema": "WorkflowJobState",
        "steps": [
            (
                "u",
                "Set up the weekly sales report to run every Monday at 8am and email it to Priya.",
            ),
            ("a", "Sure. What format: CSV, PDF or Excel?"),
            ("u", "CSV"),
            ("a", "And Priya's email?"),
            (
                "u",
                "priya.nair@northwind.co. actually make the format Excel, she opens everything in Excel anyway",
            ),
            (
                "call",
                "create_schedule",
                {
                    "report": "weekly sales",
                    "cron": "0 8 * * MON",
                    "format": "xlsx",
                    "to": ["priya.nair@northwind.co"],
                },
                {"run_id": "SCH-2207", "next_run": "2026-02-16T08:00"},
            ),
            (
                "a",
                "Scheduled SCH-2207: weekly sales report, Mondays at 8:00, Excel, to priya.nair@northwind.co. First run 16 February.",
            ),
            ("u", "can you make it 7am instead? she's in at half seven"),
            (
                "call",
                "update_schedule",
                {"run_id": "SCH-2207", "cron": "0 7 * * MON"},
                {"ok": True, "next_run": "2026-02-16T07:00"},
            ),
            ("a", "Done, Mondays at 7:00."),
            ("u", "perfect. I'm Ben Alvarez if anyone asks who set it up"),
            ("a", "Noted, Ben: you're recorded as the owner of SCH-2207."),
        ],
        "gold_fields": {
            "requester": "Ben Alvarez",
            "service": one_of("weekly sales report", "the weekly sales report", "weekly sales"),
            "schedule": one_of(
                "every Monday at 7am",
                "Mondays at 7:00",
                "Monday at 7am",
                "7am",
                "0 7 * * MON",
                "every Monday 7am",
                "Mondays at 7am",
            ),
            "output_format": "xlsx",
            "recipient": one_of("Priya", "priya.nair@northwind.co"),
            "run_id": "SCH-2207",
        },
        "not_active": ["8am", "8:00"],
        "probes": ["SCH-2207", "priya.nair@northwind.co"],
        "gold_goals": [],
        "once": ["SCH-2207"],
    },
    {
        "id": "blind4-workflow-en-cancel-then-go-ahead",
        "domain": "workflow",
        "schema": "WorkflowJobState",
        "steps": [
            ("u", "Export all open support tickets from Zendesk to a JSON file for the audit"),
            ("call", "count_tickets", {"status": "open"}, {"count": 1843}),
            (
                "a",
                "There are 1,843 open tickets. Should I include attachments? That makes the export much bigger.",
            ),
            ("u", "no attachments"),
            ("a", "OK, starting the export without attachments."),
            ("u", "hold on, cancel that, the auditor might only want a summary"),
            ("a", "Stopped. Let me know when you hear back."),
            (
                "u",
                "ok she confirmed she wants the full export after all. go ahead, but as CSV not JSON",
            ),
            (
                "call",
                "export_tickets",
                {"status": "open", "format": "csv", "attachments": False},
                {"run_id": "EXP-5130", "rows": 1843, "file": "open_tickets_2026-04-02.csv"},
            ),
            ("a", "Export EXP-5130 finished: 1,843 rows in open_tickets_2026-04-02.csv."),
            ("u", "send it to audit@kestrel-partners.com"),
            (
                "call",
                "send_file",
                {"to": "audit@kestrel-partners.com", "file": "open_tickets_2026-04-02.csv"},
                {"ok": True},
            ),
            ("a", "Sent to audit@kestrel-partners.com."),
            ("u", "how long do you keep the file?"),
            ("a", "Exports are deleted after 7 days."),
        ],
        "gold_fields": {
            "service": one_of("Zendesk", "open support tickets", "all open support tickets"),
            "output_format": "csv",
            "recipient": "audit@kestrel-partners.com",
            "run_id": "EXP-5130",
        },
        "not_active": [],
        "probes": ["EXP-5130", "audit@kestrel-partners.com"],
        "gold_goals": [
            {"match": "open support tickets", "status": ["done", "open", "in_progress"]},
            {"match": "how long", "status": "absent"},
        ],
        "once": ["EXP-5130"],
    },
]


ZH: list[dict[str, Any]] = [
    # ---------------------------------------------------------------- 快递
    {
        "id": "blind4-parcel-zh-bu-shi-zhou-san",
        "domain": "customer_service",
        "schema": "ParcelSupportState",
        "steps": [
            ("u", "你好，我的快递显示派送失败，单号 SF1429903817"),
            (
                "call",
                "track_parcel",
                {"tracking_number": "SF1429903817"},
                {
                    "tracking_number": "SF1429903817",
                    "status": "派送失败",
                    "reason": "无人签收",
                    "station": "朝阳望京站",
                },
            ),
            ("a", "查到了，昨天因无人签收派送失败，现在在朝阳望京站。需要预约再次派送吗？"),
            ("u", "要，周三送吧"),
            ("a", "好的，周三（3月11日）再次派送。送货地址还是望京花园东区12号楼吗？"),
            ("u", "不是周三，是周四，周三我出差。地址没变"),
            (
                "call",
                "book_redelivery",
                {"tracking_number": "SF1429903817", "date": "2026-03-12"},
                {"redelivery_date": "2026-03-12", "window": "09:00-21:00", "reference": "ZP-3361"},
            ),
            ("a", "已改为周四3月12日派送，9点到21点之间，预约号ZP-3361。"),
            ("u", "如果我不在，放门口快递柜就行"),
            ("a", "好的，已备注：不在时放快递柜。"),
            ("u", "我叫周磊，电话13811226059"),
            ("a", "已记录，周先生。"),
        ],
        "gold_fields": {
            "customer_name": "周磊",
            "tracking_number": "SF1429903817",
            "issue": one_of("redelivery", "late"),
            "delivery_address": "望京花园东区12号楼",
            "redelivery_date": one_of("周四", "3月12日", "周四3月12日", "2026-03-12"),
            "safe_place": one_of("门口快递柜", "快递柜", "放门口快递柜"),
            "phone": "13811226059",
        },
        "not_active": ["3月11日"],
        "probes": ["ZP-3361", "SF1429903817"],
        "gold_goals": [],
        "once": ["SF1429903817"],
    },
    {
        "id": "blind4-parcel-zh-bu-tou-su-le",
        "domain": "customer_service",
        "schema": "ParcelSupportState",
        "steps": [
            ("u", "我要投诉，快递员把我的包裹放在小区门口就走了，结果丢了。单号 YT7730021456"),
            (
                "call",
                "track_parcel",
                {"tracking_number": "YT7730021456"},
                {
                    "tracking_number": "YT7730021456",
                    "status": "已签收",
                    "signed_by": "门卫",
                    "time": "2026-05-20 18:42",
                },
            ),
            ("a", "系统显示5月20日18:42由门卫签收。您问过门卫了吗？"),
            ("u", "没有，我去问问"),
            ("a", "好的，如果门卫那边没有，我们再帮您立案查找。"),
            ("u", "找到了，在门卫那。投诉就算了，不投诉了"),
            ("a", "太好了！那投诉就不提交了。还有别的需要帮忙吗？"),
            (
                "u",
                "另外我下周要搬家，以后的快递能改到新地址吗？新地址是徐汇区漕溪北路88号",
            ),
            ("a", "可以的，请提供您的账户手机号。"),
            ("u", "13900451177，我姓宋"),
            (
                "call",
                "update_default_address",
                {"phone": "13900451177", "address": "徐汇区漕溪北路88号"},
                {"ok": True, "effective": "2026-05-25"},
            ),
            ("a", "已更新，5月25日起新订单默认送到徐汇区漕溪北路88号。"),
        ],
        "gold_fields": {
            "customer_name": one_of("宋", "宋先生", "宋女士"),
            "tracking_number": "YT7730021456",
            "issue": one_of("missing", "other", None),
            "delivery_address": "徐汇区漕溪北路88号",
            "phone": "13900451177",
        },
        "not_active": [],
        "probes": ["YT7730021456", "漕溪北路88号"],
        "gold_goals": [{"match": "投诉", "status": ["abandoned", "absent"]}],
        "once": ["YT7730021456"],
    },
    # ---------------------------------------------------------------- 出行
    {
        "id": "blind4-trip-zh-gai-cheng-san-ge-ren",
        "domain": "travel",
        "schema": "TripState",
        "steps": [
            ("u", "帮我订一下去成都的机票，10月1号出发，我们两个人"),
            (
                "call",
                "search_flights",
                {"destination": "成都", "date": "2026-10-01", "adults": 2},
                {
                    "options": [
                        {"flight": "CA4193", "depart": "08:05", "price": "CNY 1280"},
                        {"flight": "3U8882", "depart": "13:40", "price": "CNY 960"},
                    ]
                },
            ),
            (
                "a",
                "10月1日去成都有两班：国航CA4193 早上8:05，每人1280元；川航3U8882 下午13:40，每人960元。从哪里出发？",
            ),
            ("u", "北京出发。要下午那班"),
            ("a", "好的，3U8882。返程需要吗？"),
            ("u", "要，10月5号回来。对了，我妈也一起去，改成三个人"),
            (
                "call",
                "book_flights",
                {"outbound": "3U8882", "return_date": "2026-10-05", "adults": 3},
                {"booking_ref": "PNR7KD2Q", "return_flight": "3U8881", "total": "CNY 5640"},
            ),
            (
                "a",
                "已订好：10月1日3U8882去成都，10月5日3U8881返回北京，三位乘客，共5640元，订单号PNR7KD2Q。",
            ),
            ("u", "酒店先不订了，到了再说"),
            ("a", "好的，酒店先不订。"),
            ("u", "乘机人名字等下发给你。成都现在天气怎么样？"),
            ("a", "最近成都白天20度左右，早晚偏凉，带件外套。"),
        ],
        "gold_fields": {
            "origin": "北京",
            "destination": "成都",
            "start_date": one_of("10月1号", "10月1日", "2026-10-01"),
            "end_date": one_of("10月5号", "10月5日", "2026-10-05"),
            "travellers": 3,
            "booking_ref": "PNR7KD2Q",
        },
        "not_active": ["CA4193"],
        "probes": ["PNR7KD2Q"],
        "gold_goals": [
            {"match": "天气", "status": "absent"},
            {"match": "酒店", "status": ["abandoned", "absent"]},
        ],
        "once": ["PNR7KD2Q"],
    },
    {
        "id": "blind4-trip-zh-da-chuang-bu-shi-shuang-chuang",
        "domain": "travel",
        "schema": "TripState",
        "steps": [
            ("u", "你好，我想订杭州西湖边的湖畔居酒店，12月24号入住，住两晚"),
            (
                "call",
                "check_hotel",
                {"hotel": "湖畔居", "check_in": "2026-12-24", "nights": 2},
                {
                    "rooms": [
                        {"type": "双床房", "price": "CNY 860"},
                        {"type": "大床房", "price": "CNY 920"},
                        {"type": "湖景套房", "price": "CNY 1880"},
                    ]
                },
            ),
            (
                "a",
                "12月24日起两晚有房：双床房860元/晚，大床房920元/晚，湖景套房1880元/晚。要哪种？",
            ),
            ("u", "双床房吧"),
            ("a", "好的，双床房两晚共1720元。入住人姓名？"),
            ("u", "陈雨桐。哦不对，要大床房，不是双床，我和我先生两个人"),
            ("a", "改为大床房，两晚共1840元，两位入住。"),
            ("u", "再问一下，改成住三晚多少钱？"),
            ("a", "三晚大床房共2760元。"),
            ("u", "那还是两晚吧，预算不超过2000"),
            (
                "call",
                "book_hotel",
                {
                    "hotel": "湖畔居",
                    "room": "大床房",
                    "check_in": "2026-12-24",
                    "check_out": "2026-12-26",
                    "guests": 2,
                    "name": "陈雨桐",
                },
                {"booking_ref": "HZ-881025", "total": "CNY 1840"},
            ),
            ("a", "预订成功，订单号HZ-881025：12月24日至26日大床房两晚，1840元。"),
        ],
        "gold_fields": {
            "traveller_name": "陈雨桐",
            "destination": one_of("杭州", "杭州西湖", "西湖"),
            "hotel": one_of("湖畔居", "湖畔居酒店"),
            "start_date": one_of("12月24号", "12月24日", "2026-12-24"),
            "end_date": one_of(None, "12月26日", "26日", "2026-12-26"),
            "travellers": 2,
            "room_type": "大床房",
            "budget": one_of("不超过2000", "2000", "2000以内"),
            "booking_ref": "HZ-881025",
        },
        "not_active": ["双床房", "三晚"],
        "probes": ["HZ-881025"],
        "gold_goals": [{"match": "多少钱", "status": "absent"}],
        "once": ["HZ-881025"],
    },
    # ---------------------------------------------------------------- 银行
    {
        "id": "blind4-bank-zh-gai-cheng-ba-qian",
        "domain": "banking",
        "schema": "BankRequestState",
        "steps": [
            ("u", "我要给我爸转账，五千块，转到他的工商银行卡"),
            ("a", "好的。请提供收款人姓名和卡号后四位。"),
            ("u", "收款人王建国，卡号尾号6021"),
            (
                "call",
                "check_payee",
                {"name": "王建国", "card_last4": "6021"},
                {"payee": "王建国", "bank": "工商银行", "verified": True},
            ),
            ("a", "已核实收款人王建国（工商银行尾号6021）。转账金额5000元，今天转出，确认吗？"),
            ("u", "等一下，改成八千，他要交学费。明天再转"),
            ("a", "好的：明天向王建国转账8000元。"),
            ("u", "对。从我尾号2290的账户扣"),
            (
                "call",
                "schedule_transfer",
                {
                    "from_last4": "2290",
                    "payee": "王建国",
                    "amount": "CNY 8000",
                    "date": "2026-08-19",
                },
                {"transfer_id": "ZZ20260819-0042", "status": "scheduled"},
            ),
            ("a", "已预约：8月19日从尾号2290账户向王建国转账8000元，流水号ZZ20260819-0042。"),
            ("u", "手续费多少？"),
            ("a", "同行跨行都免手续费。"),
            ("u", "好的谢谢"),
        ],
        "gold_fields": {
            "account_last4": "2290",
            "request": "transfer",
            "amount": one_of("八千", "八千块", "8000", "8000元", "CNY 8000"),
            "payee": "王建国",
            "payment_date": one_of("明天", "8月19日", "2026-08-19"),
            "reference": one_of("ZZ20260819-0042", None),
        },
        "not_active": ["五千", "5000"],
        "probes": ["ZZ20260819-0042", "王建国"],
        "gold_goals": [{"match": "手续费", "status": "absent"}],
        "once": ["ZZ20260819-0042"],
    },
    {
        "id": "blind4-bank-zh-bu-yong-zheng-yi-le",
        "domain": "banking",
        "schema": "BankRequestState",
        "steps": [
            ("u", "我的信用卡好像被盗刷了，有两笔我没消费过"),
            ("a", "请提供卡号后四位。"),
            ("u", "尾号8843"),
            (
                "call",
                "list_transactions",
                {"card_last4": "8843", "days": 7},
                {
                    "transactions": [
                        {"date": "2026-04-11", "merchant": "美团外卖", "amount": "CNY 46.50"},
                        {
                            "date": "2026-04-12",
                            "merchant": "ONLINE GAMES HK",
                            "amount": "CNY 648.00",
                        },
                        {
                            "date": "2026-04-12",
                            "merchant": "ONLINE GAMES HK",
                            "amount": "CNY 328.00",
                        },
                    ]
                },
            ),
            (
                "a",
                "最近有三笔：4月11日美团外卖46.5元，4月12日ONLINE GAMES HK 648元和328元。是后面两笔吗？",
            ),
            ("u", "是的，游戏那两笔不是我"),
            ("a", "我先帮您冻结卡片并发起争议，可以吗？"),
            ("u", "可以。哦等等，我问了我儿子，是他用我的卡充的游戏。那就不用争议了，也别冻结"),
            ("a", "明白，不发起争议，也不冻结。建议给卡片设置单笔限额。"),
            ("u", "行，网上支付单笔限额设成200"),
            (
                "call",
                "change_limit",
                {"card_last4": "8843", "type": "online_single", "new_limit": "CNY 200"},
                {"ok": True},
            ),
            ("a", "已把网上支付单笔限额设为200元。"),
            ("u", "谢谢。我叫刘芳"),
            ("a", "不客气，刘女士。"),
        ],
        "gold_fields": {
            "account_holder": "刘芳",
            "card_last4": "8843",
            "request": "limit change",
            "new_limit": one_of("200", "200元", "CNY 200"),
        },
        "not_active": [],
        "probes": ["8843"],
        "gold_goals": [
            {"match": "争议", "status": ["abandoned", "absent"]},
            {"match": "冻结", "status": ["abandoned", "absent"]},
        ],
        "once": [],
    },
    # ---------------------------------------------------------------- IT
    {
        "id": "blind4-it-zh-shi-win11",
        "domain": "it_support",
        "schema": "ITSupportState",
        "steps": [
            ("u", "我的电脑一直蓝屏，ThinkPad X1，Windows 10"),
            ("a", "请问您的工号和所在办公室？"),
            ("u", "工号 A10385，深圳办公室"),
            (
                "call",
                "lookup_asset",
                {"employee_id": "A10385"},
                {
                    "employee": "黄志强",
                    "assets": [
                        {
                            "tag": "NB-22817",
                            "model": "ThinkPad X1 Carbon Gen 11",
                            "os": "Windows 11",
                        }
                    ],
                },
            ),
            ("a", "系统登记的是 ThinkPad X1 Carbon，系统是 Windows 11，对吗？"),
            ("u", "对，是Win11，我刚才说错了"),
            ("a", "好的。蓝屏是什么时候开始的？"),
            ("u", "昨天装了打印机驱动以后"),
            (
                "call",
                "create_ticket",
                {"asset": "NB-22817", "summary": "安装打印机驱动后蓝屏", "priority": "high"},
                {"ticket_id": "IT-20260603-117", "priority": "high"},
            ),
            ("a", "已建单 IT-20260603-117，优先级高。工程师今天下午联系您。"),
            ("u", "下午我在开会，明天上午十点以后再联系吧"),
            ("a", "好的，改为明天上午10点以后联系。"),
            ("u", "好"),
        ],
        "gold_fields": {
            "employee_name": one_of("黄志强", None),
            "employee_id": "A10385",
            "ticket_id": "IT-20260603-117",
            "device": one_of(
                "ThinkPad X1", "ThinkPad X1 Carbon", "ThinkPad X1 Carbon Gen 11", "NB-22817"
            ),
            "operating_system": "windows",
            "priority": "high",
            "office": one_of("深圳", "深圳办公室"),
            "callback_time": one_of(
                "明天上午十点以后",
                "明天上午10点以后",
                "明天上午十点",
                "上午十点以后",
                "10点以后",
                # the time without its day, as "3pm" for "after 3pm today" in the English set
                "上午十点",
                "十点",
            ),
        },
        "not_active": ["Windows 10", "今天下午"],
        "probes": ["IT-20260603-117"],
        "gold_goals": [],
        "once": ["IT-20260603-117"],
    },
    {
        "id": "blind4-it-zh-jira-xian-bu-yong",
        "domain": "it_support",
        "schema": "ITSupportState",
        "steps": [
            ("u", "你好，帮我开通一下 GitLab 和 Jira 的权限，我是新入职的"),
            ("a", "欢迎！请告诉我您的姓名和工号。"),
            ("u", "赵敏，工号 B20991"),
            (
                "call",
                "grant_access",
                {"employee_id": "B20991", "systems": ["gitlab"]},
                {"gitlab": "granted"},
            ),
            ("a", "GitLab 已开通。Jira 需要部门经理审批，您的经理是？"),
            ("u", "Jira 先不用了，我们组用飞书管任务"),
            ("a", "好的，Jira 不开了。"),
            ("u", "还有，我的新笔记本是 MacBook Pro，连不上公司 Wi-Fi"),
            (
                "call",
                "create_ticket",
                {
                    "employee_id": "B20991",
                    "summary": "MacBook Pro 无法连接公司Wi-Fi",
                    "priority": "normal",
                },
                {"ticket_id": "IT-5561"},
            ),
            ("a", "已建单 IT-5561。请问您在哪个楼层？工程师过去找您。"),
            ("u", "7楼，靠窗那排。哦不对，是8楼，我记错了"),
            ("a", "好的，8楼靠窗。"),
            ("u", "Wi-Fi 密码是不是每个月都换？"),
            ("a", "是的，每月1号更新，发在企业微信公告里。"),
        ],
        "gold_fields": {
            "employee_name": "赵敏",
            "employee_id": "B20991",
            "ticket_id": "IT-5561",
            "device": "MacBook Pro",
            "operating_system": one_of("macos", None),
            "priority": one_of("normal", None),
            "location": one_of("8楼", "8楼靠窗", "8楼靠窗那排", "8楼，靠窗那排"),
        },
        "not_active": ["7楼"],
        "probes": ["IT-5561", "B20991"],
        "gold_goals": [
            {"match": "Jira", "status": ["abandoned", "absent"]},
            {"match": "密码", "status": "absent"},
        ],
        "once": ["B20991"],
    },
    # ---------------------------------------------------------------- 退换货
    {
        "id": "blind4-return-zh-huan-hei-se",
        "domain": "returns",
        "schema": "ReturnsState",
        "steps": [
            ("u", "我买的羽绒服想退货，订单号 7712039845566，颜色和图片差太多"),
            (
                "call",
                "get_order",
                {"order_id": "7712039845566"},
                {
                    "order_id": "7712039845566",
                    "items": [
                        {
                            "name": "轻薄羽绒服 女款",
                            "color": "雾霾蓝",
                            "size": "M",
                            "price": "CNY 459",
                        }
                    ],
                    "signed": "2026-11-20",
                },
            ),
            ("a", "查到了，雾霾蓝M码轻薄羽绒服459元。您是要退款吗？"),
            ("u", "嗯退款。算了，还是换个颜色吧，换黑色的，尺码不变"),
            (
                "call",
                "check_stock",
                {"item": "轻薄羽绒服 女款", "color": "黑色", "size": "M"},
                {"in_stock": True},
            ),
            ("a", "黑色M码有货。我帮您办理换货，快递员上门取件，哪天方便？"),
            ("u", "周五上午"),
            ("a", "周五（11月27日）上午取件可以吗？"),
            ("u", "不是周五，是周六，周五我不在家"),
            (
                "call",
                "create_exchange",
                {
                    "order_id": "7712039845566",
                    "new_color": "黑色",
                    "size": "M",
                    "pickup_date": "2026-11-28",
                },
                {"return_id": "HH-40981", "pickup_date": "2026-11-28", "window": "09:00-12:00"},
            ),
            ("a", "已办好换货，服务单号HH-40981，11月28日周六上午9点到12点上门取件。"),
            ("u", "换的衣服大概多久到？"),
            ("a", "我们收到旧件后2天内发出新件。"),
        ],
        "gold_fields": {
            "order_id": "7712039845566",
            "item": one_of("羽绒服", "轻薄羽绒服", "轻薄羽绒服 女款"),
            "reason": one_of("颜色和图片差太多"),
            "resolution": "exchange",
            "exchange_size": one_of("M", None),
            "pickup_date": one_of("周六", "周六上午", "11月28日", "2026-11-28"),
            "return_id": "HH-40981",
        },
        "not_active": ["11月27日"],
        "probes": ["HH-40981"],
        "gold_goals": [
            {"match": "多久到", "status": "absent"},
            {"match": "退款", "status": ["abandoned", "absent"]},
        ],
        "once": ["7712039845566"],
    },
    # ---------------------------------------------------------------- 会议
    {
        "id": "blind4-meeting-zh-zhou-si-shi-ge-ren",
        "domain": "scheduling",
        "schema": "MeetingState",
        "steps": [
            ("u", "帮我约一个项目评审会，下周三下午两点，大概6个人，要带投影的会议室"),
            (
                "call",
                "find_rooms",
                {"date": "2026-06-17", "time": "14:00", "capacity": 6, "projector": True},
                {"rooms": [{"name": "长城厅", "capacity": 8}, {"name": "黄河厅", "capacity": 12}]},
            ),
            ("a", "下周三（6月17日）下午两点，长城厅（8人）和黄河厅（12人）都有投影。开多久？"),
            ("u", "一个半小时。用长城厅"),
            ("a", "好的，长城厅，6月17日14:00-15:30。"),
            ("u", "不是周三，是周四，周三老板不在。人数改成10个"),
            (
                "call",
                "find_rooms",
                {"date": "2026-06-18", "time": "14:00", "capacity": 10, "projector": True},
                {"rooms": [{"name": "黄河厅", "capacity": 12}]},
            ),
            ("a", "周四长城厅坐不下10个人，黄河厅可以。改用黄河厅？"),
            ("u", "行"),
            (
                "call",
                "book_room",
                {
                    "room": "黄河厅",
                    "date": "2026-06-18",
                    "start": "14:00",
                    "end": "15:30",
                    "title": "项目评审会",
                },
                {"meeting_id": "HY-3308"},
            ),
            ("a", "已预订黄河厅，6月18日周四14:00-15:30，会议号HY-3308。"),
            ("u", "发起人写我，李娜"),
            ("a", "好的，发起人已改为李娜。"),
        ],
        "gold_fields": {
            "organizer": "李娜",
            "title": one_of("项目评审会", "项目评审", "一个项目评审会"),
            "meeting_date": one_of("周四", "下周四", "6月18日", "2026-06-18"),
            "meeting_time": one_of("下午两点", "两点", "14:00", "下午2点"),
            "duration_minutes": 90,
            "attendees": 10,
            "room": "黄河厅",
            "meeting_id": "HY-3308",
        },
        "not_active": ["6月17日"],
        "probes": ["HY-3308"],
        "gold_goals": [],
        "once": ["HY-3308"],
    },
    # ---------------------------------------------------------------- 工作流
    {
        "id": "blind4-workflow-zh-ling-chen-san-dian",
        "domain": "workflow",
        "schema": "WorkflowJobState",
        "steps": [
            ("u", "帮我设置一个数据库备份任务，每天凌晨两点跑，备份到测试环境"),
            ("a", "好的，是哪个数据库？"),
            ("u", "订单库 order_db。等等，不是测试环境，是生产环境的库，备份存到对象存储"),
            ("a", "明白：生产环境 order_db，每天凌晨2点备份到对象存储。需要审批人吗？"),
            ("u", "审批人填运维的孙浩"),
            (
                "call",
                "create_job",
                {
                    "db": "order_db",
                    "env": "production",
                    "cron": "0 2 * * *",
                    "target": "oss",
                    "approver": "孙浩",
                },
                {"run_id": "JOB-7719", "status": "pending approval"},
            ),
            ("a", "任务JOB-7719已创建，等待孙浩审批。"),
            ("u", "改成凌晨三点吧，两点有对账任务"),
            (
                "call",
                "update_job",
                {"run_id": "JOB-7719", "cron": "0 3 * * *"},
                {"ok": True},
            ),
            ("a", "已改为每天凌晨3点。"),
            ("u", "备份完成后通知谁？发给我就行，我是郑凯"),
            (
                "call",
                "update_job",
                {"run_id": "JOB-7719", "notify": "郑凯"},
                {"ok": True},
            ),
            ("a", "好的，完成后通知郑凯。"),
        ],
        "gold_fields": {
            "requester": "郑凯",
            "service": one_of("order_db", "订单库", "订单库 order_db"),
            "environment": "production",
            "schedule": one_of("每天凌晨三点", "凌晨三点", "每天凌晨3点", "凌晨3点", "0 3 * * *"),
            "recipient": "郑凯",
            "approver": "孙浩",
            "run_id": "JOB-7719",
        },
        "not_active": ["凌晨两点", "凌晨2点"],
        "probes": ["JOB-7719"],
        "gold_goals": [],
        "once": ["JOB-7719"],
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
            record["split"] = "blind4"
            record["lang"] = lang
            out.append(record)
    assert len(out) == 32 and len({c["id"] for c in out}) == 32
    return out


if __name__ == "__main__":
    path = Path(__file__).with_name("state_blind4.jsonl")
    lines = [json.dumps(c, ensure_ascii=False) for c in build()]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {path} ({len(lines)} conversations)")
