"""Builds ``state_blind6.jsonl``: a sixth blind labelled set for ``turnmem eval state``.

Hand-written for turnmem (not taken from any data set) before reading the rule folder or the
conversations of the earlier blind sets, as a user of the library would write them. 30
conversations, 20 English and 10 Chinese, split ``blind6``, in ten domains agents meet every
day (retail customer service, hotels and flights, restaurant tables, meetings, banking,
apartment and equipment rentals, IT support, food and grocery delivery, insurance, HR leave),
two English conversations and one Chinese one each, every one naming a class of
``schemas_blind6.py``. They lean on the ways people change what they said: corrections
("no wait, the Dell", "sorry, 3D not 3B", "make it four nights", 改成/换成/不对), cancellations
and taken-back cancellations ("hang on, found it", "don't cancel it after all", "那还是保留吧"),
one item of several dropped ("scratch the curry", "Marcus can't make it"), changed counts,
dates, times and places, suggestions turned down ("no helmets, we have our own"), a choice
among options the assistant offered ("the cheaper one", "Thursday then"), questions that are
not facts ("would 8 work instead?", "does Plus cover skiing?") and conversations where
nothing changes (nothing may be overwritten). Run
``python tests/data/state/build_state_blind6.py`` to rebuild the file (deterministic).

Labelling conventions (as in ``build_state_blind5.py``):

- a field only a tool output states may be unset (``null`` in ``one_of``); a field the user
  stated (or the assistant stated and the user accepted) must be set; a schema field not listed
  must end unset;
- ``not_active`` lists replaced, cancelled or rejected values chosen so that no true statement
  at the end needs to contain them (a value that a true "avoid" preference or a true fact
  would name, like "no helmets", is left out); a cancelled request is labelled in
  ``gold_goals`` as ``abandoned`` or ``absent``;
- questions and requests for information are ``absent`` goals; a request the user makes in
  the imperative is a goal (any live or done status).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from turnmem.lab.state_sets import GONE, LIVE, build_set, one_of, write_set

EN: list[dict[str, Any]] = [
    # ---------------------------------------------------------------- retail
    {
        "id": "blind6-retail-en-keep-the-kettle-refund-to-card",
        "domain": "retail",
        "schema": "RetailState",
        "steps": [
            (
                "u",
                "Hi there, I'd like to send a couple of things back from order A55812, the "
                "toaster and the electric kettle.",
            ),
            (
                "call",
                "get_order",
                {"order_id": "A55812"},
                {
                    "order_id": "A55812",
                    "lines": ["Breville toaster", "electric kettle", "stoneware mug x2"],
                    "delivered": "2026-11-24",
                },
            ),
            (
                "a",
                "I can see A55812, delivered on 24 November: a Breville toaster, an electric "
                "kettle and two stoneware mugs. What's the reason for the return?",
            ),
            (
                "u",
                "The toaster only browns one side of the bread. Hmm, on second thought I'll hang "
                "on to the kettle, it's actually fine. So just the toaster.",
            ),
            (
                "a",
                "Got it, only the toaster. Would you like the money back on your original "
                "Mastercard, or as store credit?",
            ),
            ("u", "Store credit I guess. Wait, no, back on the card please, I hardly shop here."),
            (
                "call",
                "create_return",
                {"order_id": "A55812", "items": ["Breville toaster"], "refund": "original"},
                {"rma": "RMA-77310", "label_sent_to": "j.okafor@mailbox.org"},
            ),
            (
                "a",
                "All set: return RMA-77310 for the toaster, refunded to your Mastercard once it "
                "reaches us. The prepaid label is on its way to j.okafor@mailbox.org.",
            ),
        ],
        "gold_fields": {
            "order_id": "A55812",
            "products": one_of(["toaster"], ["Breville toaster"]),
            "request": "return",
            "refund_method": "original payment",
            "email": one_of("j.okafor@mailbox.org", None),
        },
        "not_active": ["store credit"],
        "gold_goals": [
            {"match": "A55812", "status": LIVE},
            {"match": "store credit", "status": GONE},
        ],
        "once": ["A55812"],
    },
    {
        "id": "blind6-retail-en-address-3d-and-email-dropped",
        "domain": "retail",
        "schema": "RetailState",
        "steps": [
            (
                "u",
                "My order 88-410-2 hasn't shipped yet, right? I moved last week. Can you send it "
                "to 14 Larkin Street, Apt 3B, Portland instead?",
            ),
            (
                "call",
                "get_order",
                {"order_id": "88-410-2"},
                {"status": "packing", "ship_to": "902 Alder Road, Portland"},
            ),
            (
                "a",
                "It's still being packed, so I can change it. Just to confirm: 14 Larkin Street, "
                "Apt 3B, Portland?",
            ),
            (
                "u",
                "Ugh, sorry, it's 3D not 3B. The B is my neighbour. And while we're at it please "
                "switch my account email to dana.w@fastmail.com.",
            ),
            (
                "a",
                "No problem, Apt 3D. For the email change I'll need to send a verification code "
                "to the new address first.",
            ),
            (
                "u",
                "Oh, then never mind the email, I'll sort that out in the app later. Just fix the "
                "address.",
            ),
            (
                "call",
                "update_shipping",
                {"order_id": "88-410-2", "address": "14 Larkin Street, Apt 3D, Portland"},
                {"ok": True},
            ),
            (
                "a",
                "Done, order 88-410-2 will go to 14 Larkin Street, Apt 3D, Portland. Your email "
                "stays as it is.",
            ),
        ],
        "gold_fields": {
            "order_id": "88-410-2",
            "request": "change address",
            "delivery_address": one_of(
                "14 Larkin Street, Apt 3D, Portland",
                "14 Larkin Street, Apt 3D",
                "14 Larkin St, Apt 3D, Portland",
            ),
        },
        "not_active": ["Apt 3B", "dana.w@fastmail.com", "902 Alder Road"],
        "gold_goals": [
            {"match": "dana.w@fastmail.com", "status": GONE},
            {"match": "Larkin", "status": LIVE},
        ],
    },
    # ---------------------------------------------------------------- hotel / flight
    {
        "id": "blind6-travel-en-lisbon-four-nights-cheaper-one",
        "domain": "travel",
        "schema": "HotelState",
        "steps": [
            (
                "u",
                "Looking for a hotel in Lisbon from May 14th for three nights, two of us. A twin "
                "room if possible.",
            ),
            (
                "call",
                "search_hotels",
                {"city": "Lisbon", "check_in": "2027-05-14", "nights": 3, "guests": 2},
                {
                    "results": [
                        {"name": "Hotel Avenida", "per_night": "EUR 140"},
                        {"name": "Casa do Rio", "per_night": "EUR 115"},
                    ]
                },
            ),
            (
                "a",
                "Two options with twin rooms: Hotel Avenida at 140 euros a night, or Casa do Rio "
                "at 115 euros a night, near the river.",
            ),
            (
                "u",
                "The cheaper one. And can you make it four nights? We've decided to stay till "
                "the 18th. Oh and a double's fine actually, we're a couple, I don't know why I "
                "said twin.",
            ),
            (
                "a",
                "Casa do Rio, a double room for two, checking in May 14 for four nights. What "
                "name should the booking be under?",
            ),
            ("u", "Rui Fernandes."),
            (
                "call",
                "book_hotel",
                {
                    "hotel": "Casa do Rio",
                    "check_in": "2027-05-14",
                    "nights": 4,
                    "room": "double",
                    "guest": "Rui Fernandes",
                },
                {"confirmation": "CDR-4471"},
            ),
            ("a", "Booked, confirmation CDR-4471. Enjoy Lisbon!"),
        ],
        "gold_fields": {
            "guest_name": "Rui Fernandes",
            "city": "Lisbon",
            "hotel": "Casa do Rio",
            "check_in": one_of("May 14th", "May 14", "14 May", "2027-05-14"),
            "nights": 4,
            "guests": 2,
            "room_type": "double",
        },
        "not_active": ["three nights", "twin room", "Hotel Avenida"],
        "gold_goals": [{"match": "hotel in Lisbon", "status": LIVE}],
        "once": ["CDR-4471"],
    },
    {
        "id": "blind6-travel-en-move-flight-then-keep-original",
        "domain": "travel",
        "schema": "FlightState",
        "steps": [
            (
                "u",
                "Hi, booking ref QW7TZP. I'm on BA 287 to San Francisco on the 9th. Any chance I "
                "can move it to the 11th?",
            ),
            (
                "call",
                "find_flights",
                {"route": "LHR-SFO", "date": "2027-03-11"},
                {"flights": [{"no": "BA 285", "dep": "11:05"}, {"no": "BA 287", "dep": "15:40"}]},
            ),
            (
                "a",
                "On the 11th there's BA 285 at 11:05 or BA 287 at 15:40. The change fee is 90 "
                "pounds either way.",
            ),
            ("u", "Does the 15:40 still have aisle seats?"),
            (
                "a",
                "It does, a few. Do you want the 15:40 on the 11th with an aisle seat, then?",
            ),
            (
                "u",
                "Hold on, I just got an email: the meeting's been confirmed for the 10th after "
                "all. Forget the change, I'll keep my original flight on the 9th. Sorry about "
                "that!",
            ),
            (
                "a",
                "No worries, nothing has been changed. You're still on BA 287 on the 9th, and no "
                "fee was charged.",
            ),
        ],
        "gold_fields": {
            "booking_ref": "QW7TZP",
            "flight_number": "BA 287",
            "travel_date": one_of("the 9th", "9th", "9", "March 9", "2027-03-09"),
        },
        "not_active": ["the 11th", "15:40", "11:05", "BA 285"],
        "gold_goals": [
            {"match": "11th", "status": GONE},
            {"match": "aisle", "status": GONE},
        ],
        "once": ["QW7TZP"],
    },
    # ---------------------------------------------------------------- restaurant
    {
        "id": "blind6-restaurant-en-eight-instead-and-a-fifth-guest",
        "domain": "restaurant",
        "schema": "TableState",
        "steps": [
            (
                "u",
                "Hey, could I get a table for four this Friday around 7:30? Name's Okonkwo.",
            ),
            (
                "call",
                "check_availability",
                {"date": "Friday", "time": "19:30", "party": 4},
                {"available": ["19:00", "20:00"]},
            ),
            (
                "a",
                "7:30 is fully booked on Friday, I'm afraid. I have 7:00 or 8:00.",
            ),
            ("u", "Hmm. Would 8 work with the patio? Is it even open this time of year?"),
            (
                "a",
                "8:00 is fine. The patio is open but it's heated only at the far end and gets "
                "quite chilly after dark.",
            ),
            (
                "u",
                "Then inside, please. Let's do 8. Oh, and my sister is coming too, so it'll be "
                "five of us, not four.",
            ),
            (
                "call",
                "book_table",
                {"date": "Friday", "time": "20:00", "party": 5, "name": "Okonkwo"},
                {"reservation": "R-6610"},
            ),
            ("a", "Booked: Friday at 8:00 pm, five people, indoors, under Okonkwo. Ref R-6610."),
        ],
        "gold_fields": {
            "name": "Okonkwo",
            "date": one_of("Friday", "this Friday"),
            "time": one_of("8", "8:00", "8 pm", "8:00 pm", "8pm", "20:00"),
            "party_size": 5,
            "seating": "indoor",
        },
        "not_active": ["7:30", "table for four", "four this Friday"],
        "gold_goals": [
            {"match": "patio", "status": "absent"},
            {"match": "table", "status": LIVE},
        ],
    },
    {
        "id": "blind6-restaurant-en-anniversary-nothing-changes",
        "domain": "restaurant",
        "schema": "TableState",
        "steps": [
            (
                "u",
                "I'd like to reserve at Osteria Fina for Saturday at 6 pm, two people, under "
                "Priya Raman. It's our anniversary, and my husband is allergic to shellfish.",
            ),
            (
                "call",
                "book_table",
                {
                    "restaurant": "Osteria Fina",
                    "date": "Saturday",
                    "time": "18:00",
                    "party": 2,
                    "name": "Priya Raman",
                    "note": "anniversary; shellfish allergy",
                },
                {"reservation": "OF-2093", "alt_times": ["19:30"]},
            ),
            (
                "a",
                "You're booked at Osteria Fina on Saturday at 6 pm for two, reference OF-2093. "
                "I've flagged the shellfish allergy and the anniversary. We also have a 7:30 "
                "table if you'd rather eat later.",
            ),
            ("u", "No, 6 is perfect. Is the tasting menu available that early?"),
            (
                "a",
                "Yes, the tasting menu is served from 5:30. It has one shellfish course, which "
                "the kitchen will swap out.",
            ),
            ("u", "Lovely. Do you have parking nearby?"),
            ("a", "There's a public garage on Vine Street, two minutes' walk."),
            ("u", "Perfect, thanks so much."),
        ],
        "gold_fields": {
            "name": "Priya Raman",
            "restaurant": "Osteria Fina",
            "date": "Saturday",
            "time": one_of("6 pm", "6pm", "6", "6:00 pm", "18:00"),
            "party_size": 2,
            "occasion": one_of("anniversary", "our anniversary"),
            "allergies": ["shellfish"],
        },
        "not_active": ["7:30"],
        "probes": ["shellfish"],
        "gold_goals": [
            {"match": "tasting menu", "status": "absent"},
            {"match": "parking", "status": "absent"},
        ],
        "once": ["OF-2093"],
    },
    # ---------------------------------------------------------------- meetings
    {
        "id": "blind6-meeting-en-drop-marcus-push-to-four",
        "domain": "meeting",
        "schema": "MeetingState",
        "steps": [
            (
                "u",
                "Set up a Q3 budget review for Tuesday at 3pm, 30 minutes, with Tom Becker, "
                "Aisha Khan and Marcus Lee. Teams is fine.",
            ),
            (
                "a",
                "Sure: Q3 budget review, Tuesday 3pm, 30 minutes, Teams, with Tom, Aisha and "
                "Marcus. Shall I send it?",
            ),
            (
                "u",
                "Wait, Marcus is on holiday next week, leave him off. And Tom can't do 3, push it "
                "to 4.",
            ),
            ("a", "Okay, Tuesday at 4pm with Tom and Aisha. Anything else before I send it?"),
            ("u", "Make it 45 minutes, 30 won't be enough for the forecast part."),
            (
                "call",
                "create_event",
                {
                    "title": "Q3 budget review",
                    "day": "Tuesday",
                    "start": "16:00",
                    "minutes": 45,
                    "attendees": ["Tom Becker", "Aisha Khan"],
                    "video": "teams",
                },
                {"event_id": "EV-31907"},
            ),
            ("a", "Sent. Q3 budget review, Tuesday 4 to 4:45pm on Teams, with Tom and Aisha."),
        ],
        "gold_fields": {
            "title": one_of("Q3 budget review", "budget review"),
            "date": "Tuesday",
            "time": one_of("4", "4pm", "4 pm", "16:00", "4:00 pm"),
            "duration": one_of("45 minutes", "45 min", "45 mins", "45"),
            "attendees": one_of(["Tom Becker", "Aisha Khan"], ["Tom", "Aisha"]),
            "video": "teams",
        },
        "not_active": ["3pm", "30 minutes"],
        "gold_goals": [{"match": "budget review", "status": LIVE}],
    },
    {
        "id": "blind6-meeting-en-one-on-one-thursday-in-person",
        "domain": "meeting",
        "schema": "MeetingState",
        "steps": [
            ("u", "Can you find a slot for a one-on-one with my manager next week?"),
            (
                "call",
                "free_slots",
                {"with": "manager", "week": "next"},
                {"manager": "Helen Park", "slots": ["Mon 10:00", "Wed 14:00", "Thu 9:30"]},
            ),
            (
                "a",
                "Helen Park is free Monday at 10:00, Wednesday at 14:00 or Thursday at 9:30. "
                "Which suits you?",
            ),
            (
                "u",
                "Wednesday works. Actually no, I've got the dentist Wednesday afternoon. "
                "Thursday then.",
            ),
            ("a", "Thursday at 9:30 with Helen. Should I add a Zoom link?"),
            ("u", "No need, we'll meet in person. Book room 4B if it's free."),
            (
                "call",
                "create_event",
                {"day": "Thursday", "start": "09:30", "attendees": ["Helen Park"], "room": "4B"},
                {"event_id": "EV-40022", "room": "4B"},
            ),
            ("a", "Done: Thursday 9:30 with Helen Park in room 4B, no video link."),
        ],
        "gold_fields": {
            "title": one_of("one-on-one", "one-on-one with my manager", "1:1", None),
            "date": "Thursday",
            "time": one_of("9:30", "09:30", "9:30 am"),
            "attendees": one_of(["Helen Park"], ["manager"], None),
            "location": one_of("room 4B", "4B"),
            "video": "none",
        },
        "not_active": ["Wed 14:00", "Mon 10:00"],
        "gold_goals": [{"match": "one-on-one", "status": LIVE}],
    },
    # ---------------------------------------------------------------- banking
    {
        "id": "blind6-banking-en-rent-from-savings-on-the-2nd",
        "domain": "banking",
        "schema": "BankingState",
        "steps": [
            (
                "u",
                "I need to send $1,200 to Marta Lindqvist from my checking account, it's the "
                "rent. Her account number ends in 3391.",
            ),
            (
                "a",
                "Okay: $1,200 to Marta Lindqvist, account ending 3391, from checking. When "
                "should it go out?",
            ),
            (
                "u",
                "Sorry, I meant from savings, not checking. Checking's a bit low this month. "
                "Schedule it for the 1st.",
            ),
            (
                "a",
                "The 1st falls on a Sunday, so it would go out on Monday the 2nd. Is that all "
                "right?",
            ),
            ("u", "Yeah, the 2nd is fine. Put 'December rent' as the reference."),
            (
                "call",
                "schedule_transfer",
                {
                    "amount": "1200.00",
                    "from": "savings",
                    "payee": "Marta Lindqvist",
                    "payee_account": "****3391",
                    "date": "2026-12-02",
                    "memo": "December rent",
                },
                {"transfer_id": "TR-88120", "status": "scheduled"},
            ),
            (
                "a",
                "Scheduled: $1,200 from savings to Marta Lindqvist on Monday the 2nd, reference "
                "'December rent'. Transfer ID TR-88120.",
            ),
        ],
        "gold_fields": {
            "amount": one_of("$1,200", "1,200", "1200", "$1200", "1200.00"),
            "from_account": "savings",
            "recipient": "Marta Lindqvist",
            "recipient_account": one_of("3391", "ending 3391", "****3391"),
            "transfer_date": one_of(
                "the 2nd", "2nd", "Monday the 2nd", "Monday", "2026-12-02", "December 2"
            ),
            "memo": "December rent",
        },
        "not_active": ["the 1st", "from my checking"],
        "gold_goals": [{"match": "Marta", "status": LIVE}],
    },
    {
        "id": "blind6-banking-en-freeze-then-found-the-card",
        "domain": "banking",
        "schema": "BankingState",
        "steps": [
            (
                "u",
                "I think I lost my debit card somewhere, the one ending in 4417. Please freeze it.",
            ),
            (
                "call",
                "freeze_card",
                {"last4": "4417"},
                {"card": "4417", "status": "frozen"},
            ),
            (
                "a",
                "Your card ending 4417 is frozen now. Would you like me to order a replacement?",
            ),
            ("u", "Yes, please send a new one to my home address."),
            (
                "a",
                "Before I do: a replacement cancels the old card for good. Shall I go ahead?",
            ),
            (
                "u",
                "Hang on... found it! It was in my gym bag the whole time. Don't order a new "
                "one. Can you unfreeze it?",
            ),
            (
                "call",
                "unfreeze_card",
                {"last4": "4417"},
                {"card": "4417", "status": "active"},
            ),
            (
                "a",
                "Good news then. The card ending 4417 is active again and no replacement was "
                "ordered.",
            ),
            ("u", "Brilliant. What's my daily ATM limit, by the way?"),
            ("a", "It's $800 a day."),
        ],
        "gold_fields": {"card_last4": "4417", "card_status": "active"},
        "not_active": ["new one to my home address"],
        "gold_goals": [
            {"match": "replacement", "status": GONE},
            {"match": "new one", "status": GONE},
            {"match": "ATM limit", "status": "absent"},
        ],
    },
    # ---------------------------------------------------------------- rentals
    {
        "id": "blind6-rental-en-viewing-sunday-at-one",
        "domain": "rental",
        "schema": "ApartmentState",
        "steps": [
            (
                "u",
                "Hi, I'm looking for a two-bedroom in Astoria, up to $2,400 a month, moving in "
                "at the start of March.",
            ),
            (
                "call",
                "search_listings",
                {"bedrooms": 2, "area": "Astoria", "max_rent": 2400},
                {"listings": [{"id": "L-208", "address": "31-12 Ditmars Blvd", "rent": 2350}]},
            ),
            (
                "a",
                "There's a two-bedroom at 31-12 Ditmars Blvd for $2,350. The landlord does "
                "viewings Saturday at 11am.",
            ),
            (
                "u",
                "Could we do Sunday instead, same time? And I should say mid-March for the "
                "move, the 15th, my current lease runs a bit longer than I thought.",
            ),
            ("a", "Sunday at 11 is taken, but 1pm Sunday is open. Would that work?"),
            ("u", "1 works."),
            (
                "call",
                "book_viewing",
                {"listing": "L-208", "day": "Sunday", "time": "13:00"},
                {"viewing": "V-5120"},
            ),
            (
                "a",
                "Viewing booked for Sunday at 1pm at 31-12 Ditmars Blvd. I've noted a move-in "
                "date of March 15.",
            ),
        ],
        "gold_fields": {
            "layout": one_of("two-bedroom", "2 bedrooms", "2-bedroom", "two bedrooms"),
            "area": "Astoria",
            "budget": one_of("$2,400", "2,400", "2400", "$2,400 a month", "$2400"),
            "move_in": one_of("March 15", "the 15th", "15th", "mid-March, the 15th", "15 March"),
            "viewing_date": "Sunday",
            "viewing_time": one_of("1pm", "1", "1 pm", "13:00", "1:00 pm"),
        },
        "not_active": ["start of March", "11am", "Saturday"],
        "gold_goals": [{"match": "two-bedroom", "status": LIVE}],
    },
    {
        "id": "blind6-rental-en-skis-for-three-four-days",
        "domain": "rental",
        "schema": "EquipmentRentalState",
        "steps": [
            (
                "u",
                "We want to rent skis and boots for two adults, three days starting December "
                "20, picking up at the Gondola Square shop.",
            ),
            (
                "a",
                "Two adult ski-and-boot sets from December 20 for three days at Gondola Square. "
                "Would you like helmets too? They're 8 dollars a day.",
            ),
            (
                "u",
                "No helmets, we bring our own. But my son's coming along after all, so add a "
                "kids' set, he's nine.",
            ),
            ("a", "Sure, a junior set for him. That's three sets in total."),
            ("u", "Actually let's stretch it to four days, the snow forecast looks great."),
            (
                "call",
                "reserve_rental",
                {
                    "shop": "Gondola Square",
                    "start": "2026-12-20",
                    "days": 4,
                    "sets": {"adult_ski_boot": 2, "junior_ski_boot": 1},
                },
                {"reservation": "SK-7718"},
            ),
            (
                "a",
                "Reserved SK-7718: two adult and one junior ski-and-boot set at Gondola Square, "
                "December 20 for four days.",
            ),
        ],
        "gold_fields": {
            "equipment": one_of(["skis", "boots"], ["skis and boots"], ["ski-and-boot sets"], None),
            "people": 3,
            "start_date": one_of("December 20", "Dec 20", "20 December", "2026-12-20"),
            "days": 4,
            "shop": one_of("Gondola Square", "Gondola Square shop"),
        },
        "not_active": ["three days"],
        "gold_goals": [{"match": "skis", "status": LIVE}],
    },
    # ---------------------------------------------------------------- IT support
    {
        "id": "blind6-it-en-vpn-on-the-dell-callback-half-three",
        "domain": "it_support",
        "schema": "ItTicketState",
        "steps": [
            (
                "u",
                "Hi, this is Gareth Hughes in Finance. The VPN won't connect on my MacBook, "
                "keeps timing out at the login step.",
            ),
            (
                "a",
                "Sorry to hear that, Gareth. Is the MacBook a company device? Personal Macs "
                "aren't allowed on the VPN.",
            ),
            (
                "u",
                "No wait, sorry, it's the Dell, the work laptop. I was mixing them up, I use "
                "the Mac at home.",
            ),
            (
                "a",
                "Understood, the Dell. I'll log it as high priority since you can't work remotely.",
            ),
            (
                "u",
                "It's not that urgent, I'm in the office this week. Normal is fine. Can someone "
                "call me back at 2? Actually make it 3:30, I'm in a meeting until 3.",
            ),
            (
                "call",
                "create_ticket",
                {
                    "user": "Gareth Hughes",
                    "device": "Dell laptop",
                    "summary": "VPN times out at login",
                    "priority": "normal",
                    "callback": "15:30",
                },
                {"ticket": "INC-40981"},
            ),
            (
                "a",
                "Ticket INC-40981 is open at normal priority. A technician will call you at 3:30.",
            ),
        ],
        "gold_fields": {
            "employee_name": "Gareth Hughes",
            "device": one_of("Dell", "the Dell", "Dell laptop", "work laptop", "the work laptop"),
            "issue": one_of(
                "VPN won't connect",
                "the VPN won't connect",
                "VPN times out at login",
                "VPN",
                "keeps timing out at the login step",
            ),
            "priority": "normal",
            "callback_time": one_of("3:30", "15:30", "3:30 pm"),
            "ticket_id": one_of("INC-40981", None),
        },
        "not_active": ["MacBook", "high priority", "back at 2"],
        "once": ["INC-40981"],
    },
    {
        "id": "blind6-it-en-password-yes-tableau-no",
        "domain": "it_support",
        "schema": "ItTicketState",
        "steps": [
            (
                "u",
                "Two things: reset my Okta password, I'm locked out, and install Tableau on my "
                "laptop. I'm at desk 5-112.",
            ),
            (
                "a",
                "I can do both. For Tableau I'll need the licence approval number from your "
                "manager.",
            ),
            (
                "u",
                "Ah, it hasn't been approved yet. Forget Tableau for now then, just the password.",
            ),
            (
                "call",
                "reset_password",
                {"system": "okta", "user": "current"},
                {"ok": True, "temp_sent_to": "phone ending 20"},
            ),
            (
                "a",
                "Your Okta password is reset; a temporary one was texted to your phone ending "
                "20. You'll set a new one at first login.",
            ),
            ("u", "Got it, I'm in. Thanks!"),
        ],
        "gold_fields": {
            "issue": one_of(
                "locked out", "locked out of Okta", "Okta password", "password reset", None
            ),
            "location": one_of("desk 5-112", "5-112"),
        },
        "not_active": ["Tableau"],
        "gold_goals": [
            {"match": "Tableau", "status": GONE},
            {"match": "password", "status": LIVE},
        ],
    },
    # ---------------------------------------------------------------- food delivery
    {
        "id": "blind6-delivery-en-scratch-the-curry-four-rolls",
        "domain": "delivery",
        "schema": "DeliveryState",
        "steps": [
            (
                "u",
                "Can I order from Baan Thai: one pad thai, a green curry and two spring rolls. "
                "Extra hot, please.",
            ),
            (
                "a",
                "One pad thai, one green curry, two spring rolls, extra hot. Where should we "
                "deliver?",
            ),
            (
                "u",
                "To my office, 200 Clarendon Street, 9th floor. And scratch the curry, my "
                "colleague already ordered one. Make the spring rolls four instead.",
            ),
            (
                "a",
                "Updated: pad thai and four spring rolls. Still extra hot for the pad thai?",
            ),
            ("u", "Hmm, medium, I have a presentation after lunch. Paying with Apple Pay."),
            (
                "call",
                "place_order",
                {
                    "restaurant": "Baan Thai",
                    "items": [{"pad thai": 1}, {"spring rolls": 4}],
                    "spice": "medium",
                    "address": "200 Clarendon Street, 9th floor",
                    "pay": "apple_pay",
                },
                {"order": "BT-5521", "eta": "12:40"},
            ),
            ("a", "Order BT-5521 placed, arriving around 12:40."),
        ],
        "gold_fields": {
            "restaurant": "Baan Thai",
            "dishes": one_of(["pad thai", "spring rolls"], ["pad thai", "four spring rolls"]),
            "spice_level": "medium",
            "delivery_address": one_of(
                "200 Clarendon Street, 9th floor", "200 Clarendon Street", "my office"
            ),
            "delivery_window": one_of("12:40", "around 12:40", None),
            "payment": one_of("Apple Pay", "apple_pay"),
        },
        "not_active": ["green curry", "two spring rolls", "extra hot"],
        "gold_goals": [{"match": "curry", "status": GONE}],
        "once": ["BT-5521"],
    },
    {
        "id": "blind6-delivery-en-groceries-keep-tonight-slot",
        "domain": "delivery",
        "schema": "DeliveryState",
        "steps": [
            (
                "u",
                "I've got a FreshCart basket ready. What delivery slots are there tonight?",
            ),
            (
                "call",
                "list_slots",
                {"day": "today"},
                {"slots": ["6-7pm", "8-9pm"]},
            ),
            ("a", "Tonight I can offer 6-7pm or 8-9pm."),
            (
                "u",
                "8-9 please, I won't be home before 7:30. Is there anything earlier tomorrow, "
                "just out of curiosity?",
            ),
            ("a", "Tomorrow the earliest is 9-10am. Do you want to keep 8-9pm tonight?"),
            (
                "u",
                "Yes, keep tonight. Leave it with the concierge at 77 Harbour Lane if I'm late. "
                "Pay with the card on file.",
            ),
            (
                "call",
                "book_slot",
                {"slot": "20:00-21:00", "address": "77 Harbour Lane", "payment": "card_on_file"},
                {"booking": "FC-10333"},
            ),
            ("a", "Booked for 8-9pm tonight, delivering to 77 Harbour Lane. Ref FC-10333."),
        ],
        "gold_fields": {
            "restaurant": "FreshCart",
            "delivery_address": "77 Harbour Lane",
            "delivery_window": one_of("8-9pm", "8-9", "8-9pm tonight", "20:00-21:00"),
            "payment": one_of("card on file", "the card on file", "card"),
        },
        "not_active": ["6-7pm"],
        "gold_goals": [{"match": "earlier tomorrow", "status": "absent"}],
        "once": ["FC-10333"],
    },
    # ---------------------------------------------------------------- insurance
    {
        "id": "blind6-insurance-en-rear-ended-on-the-4th",
        "domain": "insurance",
        "schema": "InsuranceState",
        "steps": [
            (
                "u",
                "I want to file a claim. Someone rear-ended me on November 3rd at a red light. "
                "My policy is AX-552019.",
            ),
            ("a", "I'm sorry to hear that. Do you have the other driver's plate number?"),
            (
                "u",
                "Yes, 7KXR221. And I got the date wrong, it was the 4th, the Tuesday. I was "
                "thinking of when I called the police.",
            ),
            (
                "a",
                "Noted, November 4th. Would you like the car repaired at one of our partner "
                "garages? They're usually a week faster.",
            ),
            (
                "u",
                "I'd rather use Dave's Auto, I've gone there for years. Well... if the partner "
                "one is a week faster, fine, use the partner garage.",
            ),
            (
                "call",
                "open_claim",
                {
                    "policy": "AX-552019",
                    "date": "2026-11-04",
                    "third_party_plate": "7KXR221",
                    "repairer": "partner",
                },
                {"claim": "CLM-66012", "partner": "Northside Body Works"},
            ),
            (
                "a",
                "Claim CLM-66012 is open. Your repair is booked with our partner Northside Body "
                "Works; they'll contact you tomorrow.",
            ),
        ],
        "gold_fields": {
            "policy_number": "AX-552019",
            "incident_date": one_of(
                "the 4th", "November 4th", "November 4", "4th", "2026-11-04", "Tuesday"
            ),
            "other_plate": "7KXR221",
            "repair_shop": one_of(
                "Northside Body Works", "partner garage", "the partner garage", "partner"
            ),
        },
        "not_active": ["November 3rd", "Dave's Auto"],
        "gold_goals": [{"match": "claim", "status": LIVE}],
        "once": ["AX-552019"],
    },
    {
        "id": "blind6-insurance-en-japan-trip-premium-for-skiing",
        "domain": "insurance",
        "schema": "InsuranceState",
        "steps": [
            (
                "u",
                "I need travel insurance for a trip to Japan, 10 days from April 2nd, just me.",
            ),
            (
                "a",
                "We have three plans for that trip: Basic at $48, Plus at $71 and Premium at "
                "$109. Which would you like?",
            ),
            ("u", "Plus sounds right. Does Plus cover skiing though? We might go to Niseko."),
            (
                "a",
                "Winter sports are only covered on Premium. Plus excludes them.",
            ),
            (
                "u",
                "Then Premium. And add my wife, Keiko, she decided to come after all, so two "
                "travellers.",
            ),
            (
                "call",
                "quote_policy",
                {
                    "destination": "Japan",
                    "start": "2027-04-02",
                    "days": 10,
                    "plan": "premium",
                    "travellers": 2,
                },
                {"quote": "Q-9034", "price": "$218"},
            ),
            ("a", "Premium for two, Japan, 10 days from April 2nd comes to $218. Quote Q-9034."),
            ("u", "Great, go ahead."),
        ],
        "gold_fields": {
            "destination": "Japan",
            "start_date": one_of("April 2nd", "April 2", "2 April", "2027-04-02"),
            "trip_days": 10,
            "travellers": 2,
            "plan": "premium",
        },
        "not_active": ["just me"],
        "gold_goals": [
            {"match": "cover skiing", "status": "absent"},
            {"match": "travel insurance", "status": LIVE},
        ],
    },
    # ---------------------------------------------------------------- HR leave
    {
        "id": "blind6-hr-en-holiday-shortened-sam-covers",
        "domain": "hr_leave",
        "schema": "LeaveState",
        "steps": [
            (
                "u",
                "I'd like to book annual leave from December 22 to January 2. Priya will cover "
                "my accounts.",
            ),
            (
                "call",
                "leave_balance",
                {"employee": "me"},
                {"annual_remaining": 9},
            ),
            (
                "a",
                "That's 8 working days and you have 9 left, so it fits. Shall I submit it?",
            ),
            (
                "u",
                "Let me shorten it actually, I'll be back at work on the 30th, so the last day "
                "off is the 29th. And scratch that about Priya, she's off the same week. Sam "
                "Ortiz is covering.",
            ),
            (
                "call",
                "submit_leave",
                {"type": "annual", "from": "2026-12-22", "to": "2026-12-29", "cover": "Sam Ortiz"},
                {"request": "LV-2291", "days": 4},
            ),
            (
                "a",
                "Submitted LV-2291: annual leave from December 22 to December 29 (4 working "
                "days), Sam Ortiz covering.",
            ),
        ],
        "gold_fields": {
            "leave_type": "annual",
            "start_date": one_of("December 22", "Dec 22", "22 December", "2026-12-22"),
            "end_date": one_of("the 29th", "December 29", "29th", "Dec 29", "2026-12-29"),
            "cover": one_of("Sam Ortiz", "Sam"),
            "request_id": one_of("LV-2291", None),
            "days": one_of(4, None),
        },
        "not_active": ["January 2"],
        "gold_goals": [{"match": "annual leave", "status": LIVE}],
    },
    {
        "id": "blind6-hr-en-dont-cancel-make-it-half-day",
        "domain": "hr_leave",
        "schema": "LeaveState",
        "steps": [
            ("u", "Please cancel my leave request LR-5521, the one for next Friday."),
            (
                "call",
                "get_leave",
                {"request": "LR-5521"},
                {"request": "LR-5521", "date": "2026-12-11", "type": "annual", "part": "full"},
            ),
            (
                "a",
                "LR-5521 is a full day of annual leave on Friday December 11. Cancel it?",
            ),
            (
                "u",
                "Hmm, hold off. My trip might be back on. Yeah, it is, my friend just texted. "
                "Don't cancel it.",
            ),
            ("a", "Okay, I'll leave it as it is."),
            (
                "u",
                "Could you change it to a half day though? Just the afternoon, I'll work the "
                "morning.",
            ),
            (
                "call",
                "update_leave",
                {"request": "LR-5521", "part": "afternoon"},
                {"ok": True},
            ),
            ("a", "Done: LR-5521 is now a half day, Friday December 11, afternoon only."),
        ],
        "gold_fields": {
            "request_id": "LR-5521",
            "leave_type": one_of("annual", None),
            "start_date": one_of(
                "next Friday", "Friday", "Friday December 11", "December 11", "2026-12-11"
            ),
            "end_date": one_of(
                "next Friday", "Friday", "Friday December 11", "December 11", "2026-12-11", None
            ),
            "half_day": "afternoon",
        },
        "not_active": ["full day"],
        "gold_goals": [{"match": "cancel my leave", "status": GONE}],
        "once": ["LR-5521"],
    },
]

ZH: list[dict[str, Any]] = [
    {
        "id": "blind6-retail-zh-exchange-size-44",
        "domain": "retail",
        "schema": "RetailState",
        "steps": [
            (
                "u",
                "你好，我上周买的跑步鞋，订单号 JD20261127-5531，码数小了，想换成43码的。",
            ),
            (
                "call",
                "get_order",
                {"order_id": "JD20261127-5531"},
                {"item": "跑步鞋", "size": "42", "signed": True},
            ),
            ("a", "查到了，您买的是42码的跑步鞋，已签收。请问是换货还是退货退款呢？"),
            ("u", "换货。嗯……算了，还是换成44码吧，43估计也挤脚，这个牌子偏小。"),
            ("a", "好的，帮您换成44码。需要我们上门取件吗？"),
            ("u", "要，上门取件就行，地址不变。"),
            (
                "call",
                "create_exchange",
                {"order_id": "JD20261127-5531", "new_size": "44", "pickup": True},
                {"exchange_id": "EX-30918"},
            ),
            ("a", "已为您提交换货申请 EX-30918，换44码，快递员明天上门取件。"),
        ],
        "gold_fields": {
            "order_id": "JD20261127-5531",
            "products": one_of(["跑步鞋"], ["鞋"]),
            "request": "exchange",
            "new_size": one_of("44", "44码"),
        },
        "not_active": ["43码", "退货退款"],
        "gold_goals": [{"match": "换", "status": LIVE}],
        "once": ["JD20261127-5531"],
    },
    {
        "id": "blind6-travel-zh-hangzhou-21st-twin",
        "domain": "travel",
        "schema": "HotelState",
        "steps": [
            ("u", "帮我订杭州西湖边的酒店，12月20号入住，住两晚，两个人，要大床房。"),
            ("a", "好的。请问入住人的姓名是？"),
            ("u", "林晓雯。哦不对，日期说错了，是21号入住，20号我还在上海。"),
            (
                "call",
                "search_hotels",
                {"city": "杭州", "area": "西湖", "check_in": "2026-12-21", "nights": 2},
                {"hotel": "湖滨花园酒店", "rooms": {"大床房": 0, "双床房": 3}},
            ),
            ("a", "湖滨花园酒店21号的大床房已经订满了，只剩双床房，可以吗？"),
            ("u", "那就双床房吧，没关系。"),
            (
                "call",
                "book_hotel",
                {
                    "hotel": "湖滨花园酒店",
                    "check_in": "2026-12-21",
                    "nights": 2,
                    "room": "双床房",
                    "guest": "林晓雯",
                },
                {"confirmation": "HB-77120"},
            ),
            ("a", "已预订湖滨花园酒店双床房，12月21日入住，两晚，确认号 HB-77120。"),
        ],
        "gold_fields": {
            "guest_name": "林晓雯",
            "city": one_of("杭州", "杭州西湖"),
            "hotel": "湖滨花园酒店",
            "check_in": one_of("21号", "12月21号", "12月21日", "2026-12-21"),
            "nights": 2,
            "guests": 2,
            "room_type": "twin",
        },
        "not_active": ["12月20号"],
        "gold_goals": [{"match": "酒店", "status": LIVE}],
    },
    {
        "id": "blind6-restaurant-zh-ten-people-no-private-room",
        "domain": "restaurant",
        "schema": "TableState",
        "steps": [
            ("u", "你好，想订明天晚上六点半的位子，8个人，名字写王建国。"),
            ("a", "好的王先生，明天18:30，8位。需要包间吗？"),
            ("u", "有包间最好。对了，人数改成10个，又多来两个同事。"),
            ("a", "10位的包间有的，不过包间最低消费2000元。"),
            ("u", "那算了，大厅就行，最低消费有点高。"),
            (
                "call",
                "book_table",
                {"date": "明天", "time": "18:30", "party": 10, "area": "大厅", "name": "王建国"},
                {"reservation": "T-1208"},
            ),
            ("a", "已为您预订明天18:30大厅10位，预订号 T-1208。"),
        ],
        "gold_fields": {
            "name": "王建国",
            "date": "明天",
            "time": one_of("六点半", "18:30", "晚上六点半", "6:30", "明天晚上六点半"),
            "party_size": 10,
            "seating": "indoor",
        },
        "not_active": ["8个人", "8位"],
        "gold_goals": [{"match": "位子", "status": LIVE}],
    },
    {
        "id": "blind6-meeting-zh-afternoon-wangqiang-out-chenchen-in",
        "domain": "meeting",
        "schema": "MeetingState",
        "steps": [
            ("u", "帮我约个周四上午10点的会，讨论新版首页改版，叫上产品部的李娜和王强。"),
            ("a", "好的，周四上午10点，首页改版讨论，参会人李娜、王强。会议时长多久？"),
            ("u", "一个小时。时间改到下午两点吧，上午我要见客户。"),
            ("a", "周四下午两点，一小时。要用腾讯会议吗？"),
            ("u", "不用，就在3楼的小会议室。另外王强那天请假了，不用叫他，换成设计组的陈晨。"),
            (
                "call",
                "create_event",
                {
                    "day": "周四",
                    "start": "14:00",
                    "minutes": 60,
                    "attendees": ["李娜", "陈晨"],
                    "room": "3楼小会议室",
                },
                {"event_id": "EV-8812"},
            ),
            ("a", "会议已发出：周四14:00-15:00，3楼小会议室，参会人李娜、陈晨。"),
        ],
        "gold_fields": {
            "title": one_of("新版首页改版", "首页改版", "首页改版讨论", "讨论新版首页改版"),
            "date": "周四",
            "time": one_of("下午两点", "14:00", "两点", "2点"),
            "duration": one_of("一个小时", "一小时", "60分钟", "1小时"),
            "attendees": ["李娜", "陈晨"],
            "location": one_of("3楼的小会议室", "3楼小会议室", "小会议室"),
            "video": "none",
        },
        "not_active": ["上午10点"],
        "gold_goals": [{"match": "会", "status": LIVE}],
    },
    {
        "id": "blind6-banking-zh-mum-3000-tomorrow",
        "domain": "banking",
        "schema": "BankingState",
        "steps": [
            ("u", "给我妈转5000块钱，她的卡尾号是8826，从我的储蓄账户转。"),
            ("a", "好的，从储蓄账户向尾号8826的账户转账5000元，收款人是？"),
            ("u", "收款人张秀兰。哦不对，转3000就够了，上个月多转了。"),
            ("a", "明白，金额改为3000元。需要填写附言吗？"),
            ("u", "附言写“生活费”。还有，今天先别转，明天再转吧。"),
            (
                "call",
                "schedule_transfer",
                {
                    "amount": "3000",
                    "from": "savings",
                    "payee": "张秀兰",
                    "payee_account": "8826",
                    "date": "明天",
                    "memo": "生活费",
                },
                {"transfer_id": "ZZ-60417", "status": "scheduled"},
            ),
            ("a", "已预约明天向张秀兰（尾号8826）转账3000元，附言“生活费”。"),
        ],
        "gold_fields": {
            "amount": one_of("3000", "3000元", "3000块", "3000块钱"),
            "from_account": "savings",
            "recipient": one_of("张秀兰", "我妈"),
            "recipient_account": one_of("8826", "尾号8826"),
            "transfer_date": "明天",
            "memo": "生活费",
        },
        "not_active": ["5000"],
        "gold_goals": [{"match": "转", "status": LIVE}],
    },
    {
        "id": "blind6-rental-zh-xuhui-budget-up-viewing-sunday",
        "domain": "rental",
        "schema": "ApartmentState",
        "steps": [
            ("u", "我想在徐汇区租个一室一厅，预算4000以内，最好离地铁近。"),
            (
                "call",
                "search_listings",
                {"area": "徐汇", "layout": "一室一厅", "max_rent": 4000},
                {"listings": []},
            ),
            ("a", "这个价位的一室一厅目前没有合适的，4500左右有两套在地铁站附近。"),
            ("u", "行，预算可以放到4500。什么时候能看房？"),
            ("a", "房东周六下午三点有空。"),
            ("u", "周六我有事，改成周日下午三点可以吗？"),
            ("a", "可以，周日下午三点。您打算什么时候入住？"),
            ("u", "下个月一号吧。"),
        ],
        "gold_fields": {
            "layout": "一室一厅",
            "area": one_of("徐汇区", "徐汇"),
            "budget": one_of("4500", "4500元"),
            "move_in": one_of("下个月一号", "下个月1号"),
            "viewing_date": "周日",
            "viewing_time": one_of("下午三点", "15:00", "三点", "周日下午三点"),
        },
        "not_active": ["4000以内"],
        "gold_goals": [{"match": "一室一厅", "status": LIVE}],
    },
    {
        "id": "blind6-it-zh-printer-fourth-floor",
        "domain": "it_support",
        "schema": "ItTicketState",
        "steps": [
            ("u", "三楼的打印机又卡纸了，帮我报个修。我是行政部的周敏。"),
            ("a", "好的周敏，三楼打印机卡纸。优先级要设成紧急吗？"),
            ("u", "不对不对，是四楼，靠窗那台，三楼那台上周修好了。不用紧急，普通就行。"),
            (
                "call",
                "create_ticket",
                {
                    "user": "周敏",
                    "device": "打印机",
                    "location": "四楼靠窗",
                    "issue": "卡纸",
                    "priority": "normal",
                },
                {"ticket": "IT-2207"},
            ),
            ("a", "已创建工单 IT-2207：四楼靠窗打印机卡纸，普通优先级。"),
            ("u", "大概多久能修好？"),
            ("a", "普通工单一般半天内处理。"),
        ],
        "gold_fields": {
            "employee_name": "周敏",
            "device": one_of("打印机", "四楼的打印机", "靠窗那台"),
            "issue": one_of("卡纸", "又卡纸了"),
            "location": one_of("四楼", "四楼靠窗", "四楼，靠窗那台", "四楼靠窗那台"),
            "priority": "normal",
            "ticket_id": one_of("IT-2207", None),
        },
        "not_active": ["三楼的打印机又卡纸"],
        "gold_goals": [{"match": "多久", "status": "absent"}],
        "once": ["IT-2207"],
    },
    {
        "id": "blind6-delivery-zh-swap-mapo-three-rice",
        "domain": "delivery",
        "schema": "DeliveryState",
        "steps": [
            ("u", "在川味小馆点个外卖：一份宫保鸡丁，一份麻婆豆腐，两碗米饭。"),
            ("a", "好的，宫保鸡丁、麻婆豆腐各一份，米饭两碗。送到哪里？"),
            ("u", "送到公司，科技园B座12楼。麻婆豆腐不要了，换成鱼香肉丝。"),
            ("a", "已换成鱼香肉丝。辣度要正常辣吗？"),
            ("u", "少放点辣，微辣就行。米饭改成三碗，同事也要一碗。"),
            (
                "call",
                "place_order",
                {
                    "shop": "川味小馆",
                    "items": {"宫保鸡丁": 1, "鱼香肉丝": 1, "米饭": 3},
                    "spice": "mild",
                    "address": "科技园B座12楼",
                },
                {"order": "CW-9051", "eta": "30分钟"},
            ),
            ("a", "下单成功，订单号 CW-9051，大约30分钟送达。"),
        ],
        "gold_fields": {
            "restaurant": "川味小馆",
            "dishes": one_of(
                ["宫保鸡丁", "鱼香肉丝", "米饭"], ["宫保鸡丁", "鱼香肉丝", "三碗米饭"]
            ),
            "spice_level": "mild",
            "delivery_address": one_of("科技园B座12楼", "公司，科技园B座12楼", "公司"),
            "delivery_window": one_of("30分钟", "大约30分钟", None),
        },
        "not_active": ["麻婆豆腐", "两碗米饭", "米饭两碗"],
        "gold_goals": [{"match": "外卖", "status": LIVE}],
    },
    {
        "id": "blind6-insurance-zh-renewal-keep-own-damage",
        "domain": "insurance",
        "schema": "InsuranceState",
        "steps": [
            ("u", "我的车险下个月到期，想续保，保单号 PA-3390127。"),
            ("a", "好的，查到您的保单。今年有需要调整的险种吗？"),
            ("u", "三者险提高到150万吧。哦，算了，直接上200万，听说现在医疗费很贵。"),
            ("a", "好的，三者险调整为200万。其他险种保持不变吗？"),
            ("u", "车损险我不想要了，车开了八年了。"),
            ("a", "去掉车损险的话，以后出险自己的车维修要全部自费，您确定吗？"),
            ("u", "那还是保留吧，想想还是不放心。"),
            (
                "call",
                "quote_renewal",
                {"policy": "PA-3390127", "third_party": "200万", "own_damage": True},
                {"quote": "RN-5520", "premium": "4870元"},
            ),
            ("a", "续保报价4870元：三者险200万，保留车损险，其他不变。"),
        ],
        "gold_fields": {
            "policy_number": "PA-3390127",
            "liability_limit": one_of("200万", "200万元"),
            "own_damage": True,
        },
        "not_active": ["150万"],
        "gold_goals": [
            {"match": "不想要", "status": GONE},
            {"match": "续保", "status": LIVE},
        ],
        "once": ["PA-3390127"],
    },
    {
        "id": "blind6-hr-zh-annual-leave-from-the-6th",
        "domain": "hr_leave",
        "schema": "LeaveState",
        "steps": [
            ("u", "我想请年假，1月5号到1月9号，一共五天。"),
            ("a", "好的，年假1月5日至1月9日，共5天。工作交接给谁？"),
            ("u", "不好意思，改一下，1月6号开始，到9号，一共四天。5号有个会必须参加。"),
            ("a", "明白，1月6日到1月9日，共4天。交接人呢？"),
            ("u", "交接人是刘洋。我今年还剩几天年假？"),
            ("call", "leave_balance", {"employee": "me"}, {"annual_remaining": 11}),
            ("a", "您今年还剩11天年假，这次请4天后还剩7天。已为您提交申请。"),
        ],
        "gold_fields": {
            "leave_type": "annual",
            "start_date": one_of("1月6号", "1月6日", "6号"),
            "end_date": one_of("9号", "1月9号", "1月9日"),
            "days": 4,
            "cover": "刘洋",
        },
        "not_active": ["1月5号", "五天"],
        "gold_goals": [{"match": "还剩几天", "status": "absent"}],
    },
]


def build() -> list[dict[str, Any]]:
    return build_set("blind6", (("en", EN), ("zh", ZH)), size=30)


if __name__ == "__main__":
    write_set(Path(__file__).with_name("state_blind6.jsonl"), build())
