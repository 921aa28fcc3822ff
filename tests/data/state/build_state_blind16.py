"""Builds ``state_blind16.jsonl``: a sixteenth blind labelled set for ``turnmem eval state``.

Hand-written for turnmem (not taken from any data set) without reading the rule folder, its
correction tests or the conversations of the earlier blind sets. 24 conversations, 16 English
and 8 Chinese, split ``blind16``, in twelve domains no earlier set used (tree surgery, fencing,
hot tub hire, DJ hire, airport taxis, suit hire, tiling, car valeting, swimming lessons, sign
making, wine tasting, climbing walls), two conversations each, every one naming a class of
``schemas_blind16.py``. They lean on asides and reasons that carry other days, times, numbers
and places ("My mum's visiting on the 20th", "he's in on Tuesday 7 October, so the week
after", "We're at church till 12:30", "下周二燃气公司要来改管道"), and on the ways people change
what they asked for: a slip corrected turns later ("it's number 16 Beech Grove, sorry, not
14", "the plate's LM19 KTV, with a V", "车牌我说错了，是沪AD52817", "BA 176, not 178"), counts
that go up or down because of someone else ("we're 12 now, not 8", "Chris has pulled out",
"新娘的表弟也要当伴郎", "Two of them can't come now"), one of several things dropped ("leave
the hedge", "drop the pocket squares", "forget the headlights", "芝士拼盘也不要了"), yes/no
choices set and flipped (the stump, a fitting, lighting, food, "旧砖先不铲了"), agent
suggestions taken or refused with a bare answer ("Yes.", "要。", "不用了，太贵了"), prices
quoted again after each change, questions ("Do I need permission from the council first?",
"需要穿什么衣服吗？"), and two conversations where nothing changes (a picket fence, a climbing
taster).
Run ``python tests/data/state/build_state_blind16.py`` to rebuild the file (deterministic).

Labelling conventions (as in ``build_state_blind15.py``):

- a field only a tool output states may be unset (``null`` in ``one_of``); a field the user
  stated (or the assistant stated and the user accepted) must be set; a schema field not listed
  must end unset (a price quoted before the order changed, and not quoted again, is listed
  nowhere, and is ``not_active``);
- ``not_active`` lists replaced, cancelled or rejected values chosen so that no true statement
  at the end needs to contain them (a reason such as "周六上午孩子要去打疫苗" or a negation such
  as "drop the pocket squares" is true, so neither is listed); a cancelled request is labelled
  in ``gold_goals`` as ``abandoned`` or ``absent``;
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
    # ---------------------------------------------------------------- tree surgery
    {
        "id": "blind16-tree-en-oak-only-house-16",
        "domain": "tree_surgery",
        "schema": "TreeSurgeryState",
        "steps": [
            (
                "u",
                "Hi, we've got a big oak at the back that's hanging over the neighbour's garage - "
                "I'd like a quote for a crown reduction. 14 Beech Grove, Harrogate HG2 0LP.",
            ),
            ("a", "Certainly. Is there anything else you'd like us to look at while we're there?"),
            (
                "u",
                "The leylandii hedge along the side too, it's about 5 metres now. Could you take "
                "it down to 2? My mum's visiting on the 20th and I'd like it all done before then.",
            ),
            (
                "a",
                "We can reduce the hedge as well. Would you like the waste taken away, or chipped "
                "and left on site? Removal is £60 extra.",
            ),
            ("u", "Take it away please. I'm Priya Lawson, 07845 221 903."),
            (
                "call",
                "book_survey",
                {
                    "address": "14 Beech Grove, Harrogate HG2 0LP",
                    "work": ["oak crown reduction", "leylandii hedge reduction"],
                    "waste_removal": True,
                },
                {"quote_ref": "TS-5512", "date": "Tuesday 9 September", "price": "£780"},
            ),
            (
                "a",
                "Our arborist has priced it from the photos: £780 including waste removal, and "
                "the crew can come on Tuesday 9 September. Your reference is TS-5512.",
            ),
            (
                "u",
                "Actually leave the hedge - my husband wants to do it himself with the trimmer he "
                "bought. Just the oak. And it's number 16 Beech Grove, sorry, not 14.",
            ),
            (
                "a",
                "No problem: just the oak crown reduction at 16 Beech Grove. That comes to £520 "
                "with waste removal. Is Tuesday the 9th still OK?",
            ),
            ("u", "Yes."),
        ],
        "gold_fields": {
            "customer_name": "Priya Lawson",
            "phone": "07845 221 903",
            "address": one_of(
                "16 Beech Grove, Harrogate HG2 0LP", "16 Beech Grove, Harrogate", "16 Beech Grove"
            ),
            "trees": one_of(["oak"]),
            "work_type": "crown reduction",
            "waste_removal": True,
            "visit_date": one_of(
                "Tuesday 9 September", "Tuesday the 9th", "9 September", "the 9th", "Tuesday"
            ),
            "price": one_of("£520", None),
            "job_ref": one_of("TS-5512", None),
        },
        "not_active": ["14 Beech Grove", "£780"],
        "probes": ["husband"],
        "gold_goals": [
            {"match": "crown reduction", "status": LIVE},
            {"match": "hedge", "status": GONE},
        ],
    },
    {
        "id": "blind16-tree-en-ash-stump-after-all",
        "domain": "tree_surgery",
        "schema": "TreeSurgeryState",
        "steps": [
            (
                "u",
                "Morning. I need a dead ash tree felled in my front garden - it's about 12 metres "
                "and leaning towards the road.",
            ),
            ("a", "We can do that. Would you like the stump ground out as well? It's £90 extra."),
            (
                "u",
                "No, leave the stump, we'll stand a planter on it. Do I need permission from the "
                "council first?",
            ),
            (
                "a",
                "Not unless it has a TPO or you're in a conservation area. I can check the "
                "council map for you. What's the address?",
            ),
            (
                "u",
                "The Old Forge, Church Lane, Kirkby Malham BD23 4BX. Any day but Thursday - the "
                "bin lorry blocks the lane on Thursdays.",
            ),
            (
                "call",
                "check_tpo",
                {"address": "The Old Forge, Church Lane, Kirkby Malham BD23 4BX"},
                {"tpo": False, "conservation_area": False},
            ),
            (
                "a",
                "No TPO and no conservation area, so you're fine. Felling the ash, with the wood "
                "logged and stacked for you, is £640. We could come on Wednesday 15 October.",
            ),
            (
                "u",
                "Wednesday's good. Actually my wife's just said get the stump ground - she wants "
                "a cherry tree there in the spring. Name's Tom Haverford, 07700 914 562.",
            ),
            (
                "a",
                "Stump grinding added: £730 for the felling and grinding, Wednesday 15 October, "
                "reference TS-5590.",
            ),
            ("u", "Great, thanks."),
        ],
        "gold_fields": {
            "customer_name": "Tom Haverford",
            "phone": "07700 914 562",
            "address": one_of(
                "The Old Forge, Church Lane, Kirkby Malham BD23 4BX",
                "The Old Forge, Church Lane, Kirkby Malham",
                "The Old Forge, Church Lane",
                "The Old Forge",
            ),
            "trees": one_of(["ash"]),
            "work_type": "felling",
            "stump_grinding": True,
            "waste_removal": one_of(False, None),
            "visit_date": one_of("Wednesday 15 October", "15 October", "Wednesday"),
            "price": one_of("£730", None),
            "job_ref": one_of("TS-5590", None),
        },
        "not_active": ["£640"],
        "probes": ["cherry"],
        "gold_goals": [
            {"match": "felled", "status": LIVE},
            {"match": "permission", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- fencing
    {
        "id": "blind16-fencing-en-21-metres-no-gate",
        "domain": "fencing",
        "schema": "FencingState",
        "steps": [
            (
                "u",
                "Hi, I'm after a quote for a new fence down one side of the garden - about 18 "
                "metres, closeboard, 6 foot. The old panels blew down in the storm on Sunday.",
            ),
            (
                "a",
                "Sorry to hear that. Would you like concrete gravel boards along the bottom? They "
                "stop the boards rotting, about £8 a metre. And do you need a gate in that run?",
            ),
            (
                "u",
                "Yes to the gravel boards, and one gate at the end by the bins. It's 42 Orchard "
                "Rise, Didcot OX11 7RS. Jen Mabry, 07931 556 120.",
            ),
            (
                "call",
                "quote_fence",
                {
                    "length_m": 18,
                    "style": "closeboard",
                    "height": "6ft",
                    "gravel_boards": True,
                    "gates": 1,
                },
                {"quote_ref": "FN-2217", "price": "£2,460", "earliest": "Monday 3 November"},
            ),
            (
                "a",
                "That's £2,460 for 18 metres of 6ft closeboard with gravel boards and one gate, "
                "reference FN-2217. The earliest we can fit is Monday 3 November.",
            ),
            (
                "u",
                "I've just measured it properly and it's 21 metres, not 18 - the run goes on past "
                "the shed. And we'll do without the gate after all, my neighbour's putting one in "
                "on his side.",
            ),
            (
                "a",
                "21 metres, no gate, gravel boards kept: £2,610. Is Monday 3 November still OK?",
            ),
            ("u", "Could it be any sooner? The dog keeps getting into next door's garden."),
            ("a", "We've just had a cancellation for Thursday 23 October - shall I take it?"),
            ("u", "Yes."),
        ],
        "gold_fields": {
            "customer_name": "Jen Mabry",
            "phone": "07931 556 120",
            "address": one_of(
                "42 Orchard Rise, Didcot OX11 7RS", "42 Orchard Rise, Didcot", "42 Orchard Rise"
            ),
            "fence_length": 21,
            "fence_style": "closeboard",
            "fence_height": one_of("6 foot", "6ft", "6 ft", "6 feet"),
            "gravel_boards": True,
            "gate": False,
            "install_date": one_of("Thursday 23 October", "23 October", "Thursday"),
            "price": one_of("£2,610", None),
            "quote_ref": one_of("FN-2217", None),
        },
        "not_active": ["£2,460", "Monday 3 November"],
        "probes": ["neighbour", "dog"],
        "gold_goals": [
            {"match": "fence", "status": LIVE},
            {"match": "gate", "status": GONE},
        ],
    },
    {
        "id": "blind16-fencing-en-picket-unchanged",
        "domain": "fencing",
        "schema": "FencingState",
        "steps": [
            (
                "u",
                "Hello, do you put up picket fences? We want a low white one across the front "
                "garden, roughly 9 metres, with a little gate in the middle.",
            ),
            (
                "a",
                "We do. Timber picket, painted white, 3ft high, with a matching gate - no gravel "
                "boards needed at that height. Does that sound right?",
            ),
            (
                "u",
                "That's it exactly. The address is 7 Fenwick Road, Ipswich IP4 2JD, and I'm Alan "
                "Castellanos, 01473 902 117.",
            ),
            (
                "call",
                "quote_fence",
                {"length_m": 9, "style": "picket", "height": "3ft", "gates": 1},
                {"quote_ref": "FN-2290", "price": "£1,120", "earliest": "Friday 7 November"},
            ),
            (
                "a",
                "That's £1,120 fitted, reference FN-2290. We could fit it on Friday 7 November.",
            ),
            (
                "u",
                "Friday 7 November is fine. Will you take the old hedge roots out or do we need "
                "to do that first?",
            ),
            ("a", "We clear the line for the posts, roots included, at no extra cost."),
            ("u", "Lovely, thank you."),
        ],
        "gold_fields": {
            "customer_name": "Alan Castellanos",
            "phone": "01473 902 117",
            "address": one_of(
                "7 Fenwick Road, Ipswich IP4 2JD", "7 Fenwick Road, Ipswich", "7 Fenwick Road"
            ),
            "fence_length": 9,
            "fence_style": "picket",
            "fence_height": one_of("3ft", "3 ft", "3 foot", "low"),
            "gravel_boards": one_of(False, None),
            "gate": True,
            "install_date": one_of("Friday 7 November", "7 November", "Friday"),
            "price": one_of("£1,120", None),
            "quote_ref": one_of("FN-2290", None),
        },
        "not_active": [],
        "probes": [],
        "gold_goals": [
            {"match": "front garden", "status": LIVE},
            {"match": "hedge roots", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- hot tub hire
    {
        "id": "blind16-hottub-en-twelve-now-eight-person",
        "domain": "hot_tub_hire",
        "schema": "HotTubHireState",
        "steps": [
            (
                "u",
                "Hi! Looking to hire a hot tub for my wife's 40th - the party's on Saturday 14 "
                "June but we'd want it from the Friday so it's warmed up. 6-person please, there "
                "are 8 of us.",
            ),
            (
                "a",
                "Lovely. A 6-person tub from Friday 13 to Monday 16 June, three nights, is £345. "
                "We deliver between 9am and 1pm. Any extras? We do LED lights, a gazebo and steps.",
            ),
            (
                "u",
                "Gazebo and the LED lights please - it's forecast rain. Address is 3 Kestrel "
                "Close, Stroud GL5 4PW.",
            ),
            (
                "a",
                "Gazebo £40, LEDs £15, so £400 in all. Is there an outside tap and a 13 amp "
                "socket within 10 metres?",
            ),
            (
                "u",
                "Yes to both. Actually we're 12 now, not 8, so can we go up to the 8-person one? "
                "And drop the lights, the kids will only fight over the remote.",
            ),
            (
                "a",
                "The 8-person is £425 for three nights; with the gazebo that's £465. Same "
                "delivery window?",
            ),
            (
                "u",
                "Could you deliver after 11? I'm on the school run till half 10. Name's Marcus "
                "Bell, 07455 303 871.",
            ),
            (
                "call",
                "book_tub",
                {
                    "size": "8-person",
                    "from": "Friday 13 June",
                    "to": "Monday 16 June",
                    "extras": ["gazebo"],
                    "delivery": "11:00-13:00",
                },
                {"booking_ref": "HT-6120", "delivery": "Friday 13 June, 11am-1pm"},
            ),
            (
                "a",
                "Booked: the 8-person tub with a gazebo, delivered Friday 13 June between 11am "
                "and 1pm, collected Monday the 16th. Reference HT-6120, £465.",
            ),
            ("u", "Perfect."),
        ],
        "gold_fields": {
            "customer_name": "Marcus Bell",
            "phone": "07455 303 871",
            "address": one_of(
                "3 Kestrel Close, Stroud GL5 4PW", "3 Kestrel Close, Stroud", "3 Kestrel Close"
            ),
            "tub_size": "8-person",
            "guests": 12,
            "hire_nights": one_of(3, None),
            "start_date": one_of("Friday 13 June", "Friday", "the Friday", "13 June", "Friday 13"),
            "end_date": one_of("Monday 16 June", "Monday the 16th", "Monday", "16 June", None),
            "extras": one_of(["gazebo"]),
            "delivery_time": one_of(
                "after 11", "after 11am", "11am-1pm", "between 11am and 1pm", "11am and 1pm"
            ),
            "price": one_of("£465", None),
            "booking_ref": one_of("HT-6120", None),
        },
        "not_active": ["6-person", "£345", "£400", "LED", "9am", "8 of us"],
        "probes": ["school run"],
        "gold_goals": [
            {"match": "hot tub", "status": LIVE},
        ],
    },
    {
        "id": "blind16-hottub-en-extra-night-flat-3",
        "domain": "hot_tub_hire",
        "schema": "HotTubHireState",
        "steps": [
            (
                "u",
                "Do you have a 4-person hot tub free for the bank holiday weekend? Friday 22 to "
                "Monday 25 August.",
            ),
            ("a", "Yes - a 4-person for three nights is £285. Is it going in a garden?"),
            (
                "u",
                "A back garden, but the only way in is a side gate about 80cm wide - will it fit "
                "through?",
            ),
            ("a", "Our 4-person tub is inflatable and folds to 70cm, so no problem."),
            (
                "u",
                "Great, book it. Flat 2, 19 Marsh Street, Bristol BS1 4AX. Oh, and can we keep it "
                "till the Tuesday? My brother flies in on Monday night and he'd love a go.",
            ),
            ("a", "Four nights, to Tuesday 26 August, is £350."),
            ("u", "Fine. Add the steps and a cover lock please."),
            ("a", "Steps £10 and cover lock £5: £365. Can I take a name and number?"),
            (
                "u",
                "Leah Osei, 07923 118 604. Sorry, it's Flat 3, not Flat 2 - we're on the top floor.",
            ),
            (
                "call",
                "book_tub",
                {
                    "size": "4-person",
                    "from": "Friday 22 August",
                    "to": "Tuesday 26 August",
                    "extras": ["steps", "cover lock"],
                    "address": "Flat 3, 19 Marsh Street, Bristol BS1 4AX",
                },
                {"booking_ref": "HT-6188"},
            ),
            (
                "a",
                "All booked for Flat 3, 19 Marsh Street, Friday 22 to Tuesday 26 August, "
                "reference HT-6188.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Leah Osei",
            "phone": "07923 118 604",
            "address": one_of(
                "Flat 3, 19 Marsh Street, Bristol BS1 4AX",
                "Flat 3, 19 Marsh Street, Bristol",
                "Flat 3, 19 Marsh Street",
            ),
            "tub_size": "4-person",
            "hire_nights": 4,
            "start_date": one_of("Friday 22 August", "Friday 22", "Friday"),
            "end_date": one_of("Tuesday 26 August", "Tuesday", "the Tuesday", "Tuesday 26"),
            "extras": one_of(["steps", "cover lock"]),
            "price": one_of("£365", None),
            "booking_ref": one_of("HT-6188", None),
        },
        "not_active": ["£285", "£350", "Flat 2", "Monday 25 August"],
        "probes": ["brother"],
        "gold_goals": [
            {"match": "80cm", "status": GONE},
            {"match": "steps", "status": LIVE},
        ],
    },
    # ---------------------------------------------------------------- DJ hire
    {
        "id": "blind16-dj-en-wedding-half-eleven",
        "domain": "dj_hire",
        "schema": "DjHireState",
        "steps": [
            (
                "u",
                "Hiya, we need a DJ for our wedding reception on Saturday 27 September at "
                "Hartwell Barn, near Aylesbury. 7pm till midnight.",
            ),
            (
                "a",
                "Congratulations! Dan is free that night. Five hours is £650, lighting included. "
                "What sort of music do you like?",
            ),
            (
                "u",
                "Mostly 80s and Motown, plus some current chart stuff for the younger lot. We "
                "don't want the lighting, the barn has its own fairy lights.",
            ),
            (
                "a",
                "No problem, without lighting it's £600. Would you like a microphone for the "
                "speeches?",
            ),
            ("u", "No thanks, the venue has one."),
            ("a", "Great. Can I take your name and a phone number?"),
            (
                "u",
                "Sophie Grant, 07764 551 209. Oh, the venue wants the music off at 11:30 because "
                "of the neighbours, and the meal's running late anyway, so half seven to half "
                "eleven?",
            ),
            ("a", "So 7:30 to 11:30pm, four hours: £520."),
            (
                "u",
                "Brilliant. And can you leave out the chart stuff actually - my fiancé says his "
                "cousins will only request Drake.",
            ),
            (
                "call",
                "book_dj",
                {
                    "date": "Saturday 27 September",
                    "venue": "Hartwell Barn",
                    "hours": "19:30-23:30",
                    "music": ["80s", "Motown"],
                    "lighting": False,
                },
                {"booking_ref": "DJ-4402", "dj": "Dan"},
            ),
            ("a", "Done: 80s and Motown only, 7:30-11:30pm, reference DJ-4402."),
        ],
        "gold_fields": {
            "customer_name": "Sophie Grant",
            "phone": "07764 551 209",
            "event_type": one_of("wedding reception", "wedding"),
            "venue": one_of("Hartwell Barn", "Hartwell Barn, near Aylesbury"),
            "event_date": one_of("Saturday 27 September", "27 September", "Saturday"),
            "start_time": one_of("7:30", "7:30pm", "half seven", "7.30pm", "19:30"),
            "finish_time": one_of("11:30", "11:30pm", "half eleven", "11.30pm", "23:30"),
            "hours": 4,
            "music_styles": one_of(["80s", "Motown"]),
            "lighting": False,
            "price": one_of("£520", None),
            "booking_ref": one_of("DJ-4402", None),
        },
        "not_active": ["£650", "£600", "7pm", "midnight"],
        "probes": ["neighbours", "cousins"],
        "gold_goals": [
            {"match": "DJ", "status": LIVE},
            {"match": "microphone", "status": GONE},
        ],
    },
    {
        "id": "blind16-dj-en-kids-disco-thirty",
        "domain": "dj_hire",
        "schema": "DjHireState",
        "steps": [
            (
                "u",
                "Hello, do you do kids' discos? It's my son's 8th birthday party, Sunday 12 "
                "October, 2 till 4, at St Mark's church hall in Wokingham. About 25 kids.",
            ),
            (
                "a",
                "We do! Two hours with games, a bubble machine and prizes is £220. What are they "
                "into music-wise?",
            ),
            (
                "u",
                "Pop and the usual party dances - Cha Cha Slide, that kind of thing. Is the bubble "
                "machine OK indoors? The hall has a wooden floor.",
            ),
            (
                "a",
                "The fluid is water-based, but some halls don't allow it. We can swap it for a "
                "snow machine or just leave it out.",
            ),
            ("u", "Leave it out, I don't want to upset the caretaker."),
            ("a", "Noted, no bubbles, still £220. Can I have a name and number?"),
            (
                "u",
                "Kelly Armitage, 07811 672 340. And it's 30 kids now - his whole class said yes.",
            ),
            ("a", "30 is fine for one DJ, same price. You're booked, reference DJ-4470."),
            ("u", "Actually can we start at 2:30? There's a toddler group in the hall until 2."),
            ("a", "Of course - 2:30 to 4:30 it is."),
        ],
        "gold_fields": {
            "customer_name": "Kelly Armitage",
            "phone": "07811 672 340",
            "event_type": one_of(
                "8th birthday party", "birthday party", "son's 8th birthday party", "kids' disco"
            ),
            "venue": one_of("St Mark's church hall", "St Mark's church hall in Wokingham"),
            "event_date": one_of("Sunday 12 October", "12 October", "Sunday"),
            "start_time": one_of("2:30", "2:30pm", "14:30"),
            "finish_time": one_of("4:30", "4:30pm", "16:30"),
            "hours": one_of(2, None),
            "guest_count": 30,
            "music_styles": one_of(
                ["pop", "party dances"], ["pop", "Cha Cha Slide"], ["pop", "party"]
            ),
            "price": one_of("£220", None),
            "booking_ref": one_of("DJ-4470", None),
        },
        "not_active": ["25 kids", "2 till 4"],
        "probes": ["caretaker", "toddler"],
        "gold_goals": [
            {"match": "bubble", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- taxi booking
    {
        "id": "blind16-taxi-en-heathrow-flight-slip-mpv",
        "domain": "taxi_booking",
        "schema": "TaxiBookingState",
        "steps": [
            (
                "u",
                "Hi, I need a taxi from Heathrow Terminal 5 to Oxford on Thursday 18 September. "
                "My flight, BA 178, lands at 7:40am.",
            ),
            ("a", "We can do that. How many passengers, and how much luggage?"),
            (
                "u",
                "Three of us - me, my husband and our little girl, she's four, so we'll need a "
                "child seat. Three big suitcases.",
            ),
            ("a", "A saloon with a child seat is £145. Where in Oxford are you going?"),
            ("u", "22 Polstead Road, Oxford OX2 6TN. Name's Ruth Adeyemi, +44 7520 188 430."),
            (
                "call",
                "book_transfer",
                {
                    "from": "Heathrow T5",
                    "to": "22 Polstead Road, Oxford OX2 6TN",
                    "date": "Thursday 18 September",
                    "flight": "BA178",
                    "passengers": 3,
                    "child_seat": True,
                },
                {"booking_ref": "TX-80931", "price": "£145", "free_wait": "60 minutes"},
            ),
            (
                "a",
                "Booked, reference TX-80931. The driver tracks your flight and waits up to 60 "
                "minutes free.",
            ),
            (
                "u",
                "Sorry, the flight number's BA 176, not 178 - I read the wrong line on the "
                "itinerary. And my mother-in-law is flying back with us now, so it's four "
                "passengers and five suitcases.",
            ),
            (
                "a",
                "With four passengers and five cases you'll need an MPV: £175. Shall I upgrade "
                "you?",
            ),
            ("u", "Yes."),
            ("a", "Done: MPV with a child seat, flight BA 176, £175."),
        ],
        "gold_fields": {
            "customer_name": "Ruth Adeyemi",
            "phone": "+44 7520 188 430",
            "pickup": one_of("Heathrow Terminal 5", "Heathrow T5", "Heathrow"),
            "dropoff": one_of(
                "22 Polstead Road, Oxford OX2 6TN",
                "22 Polstead Road, Oxford",
                "22 Polstead Road",
                "Oxford",
            ),
            "pickup_date": one_of("Thursday 18 September", "18 September", "Thursday"),
            "pickup_time": one_of("7:40am", "7:40", None),
            "passengers": 4,
            "suitcases": 5,
            "child_seat": True,
            "flight_number": one_of("BA 176", "BA176"),
            "price": one_of("£175", None),
            "booking_ref": one_of("TX-80931", None),
        },
        "not_active": ["BA 178", "£145", "Three of us", "Three big suitcases"],
        "probes": ["mother-in-law"],
        "gold_goals": [
            {"match": "taxi", "status": LIVE},
        ],
    },
    # ---------------------------------------------------------------- suit hire
    {
        "id": "blind16-suit-en-four-groomsmen-fitting-after-all",
        "domain": "suit_hire",
        "schema": "SuitHireState",
        "steps": [
            (
                "u",
                "Hi there, I'm getting married on Saturday 4 October and want to hire suits for "
                "me and four groomsmen - five in total. Navy three-piece, if you've got them.",
            ),
            (
                "a",
                "Congratulations! Navy three-piece is £89 a suit, so £445 for five. Would you "
                "like ties or cravats with them?",
            ),
            ("u", "Ties, burgundy. And pocket squares to match."),
            (
                "a",
                "Burgundy ties and pocket squares are £12 a set, so £505 altogether. We'd "
                "recommend a fitting about three weeks before - shall I book one?",
            ),
            ("u", "No, we'll just send measurements in, we're spread all over the country."),
            (
                "a",
                "Fine - measurements by 13 September, please. Collection is usually the Thursday "
                "before, so 2 October. Can I take a name and number?",
            ),
            ("u", "Thursday 2nd is fine. It's Daniel Okafor, 07389 440 612."),
            ("a", "Thanks Daniel, your order is SH-3307."),
            (
                "u",
                "Bad news - one of the groomsmen, Chris, has pulled out, his wife's due that "
                "week. So four suits. And drop the pocket squares, my fiancée thinks they're "
                "too much.",
            ),
            ("a", "Four navy three-piece suits with burgundy ties: £404. Anything else?"),
            (
                "u",
                "Actually, could we do a fitting after all? My best man and I are both local, "
                "the other two can send measurements.",
            ),
            ("a", "Of course - I'll book a fitting for you both on Saturday 13 September at 11am."),
        ],
        "gold_fields": {
            "customer_name": "Daniel Okafor",
            "phone": "07389 440 612",
            "occasion": one_of("wedding", "getting married", "my wedding"),
            "suit_count": 4,
            "suit_colour": one_of("navy", "navy three-piece"),
            "accessories": one_of(["ties"]),
            "fitting": True,
            "collection_date": one_of(
                "Thursday 2nd", "Thursday 2 October", "2 October", "Thursday"
            ),
            "price": one_of("£404", None),
            "order_ref": one_of("SH-3307", None),
        },
        "not_active": ["£445", "£505", "five in total"],
        "probes": ["wife's due", "fiancée"],
        "gold_goals": [
            {"match": "suits", "status": LIVE},
            {"match": "pocket squares", "status": GONE},
            {"match": "fitting", "status": LIVE},
        ],
    },
    # ---------------------------------------------------------------- tiling
    {
        "id": "blind16-tiling-en-ensuite-keep-bath-wall",
        "domain": "tiling",
        "schema": "TilingState",
        "steps": [
            (
                "u",
                "Hello, we're redoing the en-suite and need it tiled - floor and walls, about 14 "
                "square metres in total. The tiles are already bought, 60x30 grey porcelain from "
                "Topps.",
            ),
            (
                "a",
                "We can do that. Are the old tiles still on? Taking them off and making good is "
                "£280.",
            ),
            ("u", "Yes, they're still on, please take them off."),
            (
                "a",
                "OK. Fitting 14 sqm of porcelain with removal comes to £1,260. When were you "
                "hoping to start?",
            ),
            (
                "u",
                "Any time after the plumber's been - he's in on Tuesday 7 October, so the week "
                "after? It's 5 Abbey Mews, Bath BA2 4QT.",
            ),
            (
                "call",
                "check_diary",
                {"after": "Tuesday 7 October", "days": 3},
                {"start": "Monday 13 October", "job_ref": "TL-1149"},
            ),
            ("a", "We can start on Monday 13 October, reference TL-1149."),
            (
                "u",
                "Great. I've just talked to my partner and we're keeping the wall tiles behind "
                "the bath - they're only two years old. So it's just the floor and the shower "
                "wall, 9 square metres.",
            ),
            ("a", "So 9 sqm, the floor and the shower wall, with removal on those: £820."),
            ("u", "That's fine. Oh, the name is Hannah Reyes, 07851 660 274."),
        ],
        "gold_fields": {
            "customer_name": "Hannah Reyes",
            "phone": "07851 660 274",
            "address": one_of("5 Abbey Mews, Bath BA2 4QT", "5 Abbey Mews, Bath", "5 Abbey Mews"),
            "room": one_of("en-suite", "en suite"),
            "surfaces": one_of(["floor", "shower wall"]),
            "area_sqm": 9,
            "tile_choice": one_of(
                "60x30 grey porcelain",
                "60x30 grey porcelain from Topps",
                "grey porcelain",
                "porcelain",
            ),
            "remove_old": True,
            "start_date": one_of("Monday 13 October", "13 October", "Monday"),
            "price": one_of("£820", None),
            "job_ref": one_of("TL-1149", None),
        },
        "not_active": ["£1,260", "14 square metres"],
        "probes": ["two years old"],
        "gold_goals": [
            {"match": "tiled", "status": LIVE},
        ],
    },
    # ---------------------------------------------------------------- car valeting
    {
        "id": "blind16-valet-en-plate-v-home-not-work",
        "domain": "car_valeting",
        "schema": "CarValetingState",
        "steps": [
            (
                "u",
                "Hi, can I book a full valet for my Volvo XC60? Reg is LM19 KTY. The dog's been in "
                "the back all summer so it's a state.",
            ),
            (
                "a",
                "A full valet is £95 for an SUV. For dog hair we'd add pet hair removal, £20. "
                "Would you like that?",
            ),
            ("u", "Yes. And the headlights are a bit cloudy - can you do those too?"),
            (
                "a",
                "Headlight restoration is £35, so £150 in total. We come to you - where will the "
                "car be?",
            ),
            (
                "u",
                "At work, in the car park at Brindley Place, Birmingham. Wednesday if possible, "
                "I'm in the office that day.",
            ),
            ("a", "Wednesday 8 October, 9am start, about three hours. Name and number?"),
            (
                "u",
                "Gary Whitlock, 07983 215 077. Hang on - the plate's LM19 KTV, with a V. Sorry.",
            ),
            (
                "call",
                "book_valet",
                {
                    "reg": "LM19 KTV",
                    "package": "full valet",
                    "extras": ["pet hair removal", "headlight restoration"],
                    "date": "Wednesday 8 October",
                    "time": "09:00",
                },
                {"booking_ref": "CV-2258"},
            ),
            ("a", "Booked, reference CV-2258, for LM19 KTV."),
            (
                "u",
                "Actually forget the headlights, my brother-in-law has a kit and says he'll do "
                "them. And can you come to my house instead - 11 Selly Park Road, B29 7PH? "
                "Security at work won't let outside vans in.",
            ),
            (
                "a",
                "Done: full valet with pet hair removal at 11 Selly Park Road on Wednesday at "
                "9am. That's £115.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Gary Whitlock",
            "phone": "07983 215 077",
            "car": one_of("Volvo XC60", "XC60"),
            "registration": "LM19 KTV",
            "package": "full valet",
            "extras": one_of(["pet hair removal"], ["pet hair"]),
            "location": one_of(
                "11 Selly Park Road, B29 7PH", "11 Selly Park Road", "my house", "home"
            ),
            "valet_date": one_of("Wednesday 8 October", "Wednesday", "8 October"),
            "valet_time": one_of("9am", "9am start", "9:00", "09:00"),
            "price": one_of("£115", None),
            "booking_ref": one_of("CV-2258", None),
        },
        "not_active": ["LM19 KTY", "£150", "Brindley Place"],
        "probes": ["brother-in-law", "security"],
        "gold_goals": [
            {"match": "full valet", "status": LIVE},
            {"match": "headlights", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- swimming lessons
    {
        "id": "blind16-swim-en-ballet-moves-to-sunday",
        "domain": "swimming_lessons",
        "schema": "SwimmingLessonsState",
        "steps": [
            (
                "u",
                "Hi, I'd like to book swimming lessons for my daughter Isla - she's 6 and can't "
                "swim yet. Saturday mornings would be ideal.",
            ),
            (
                "a",
                "Our Stage 1 class at Hillside Leisure Centre runs on Saturdays at 9am and 10am, "
                "£72 for a block of 8.",
            ),
            ("u", "9am please. Is it a problem that she's scared of putting her face in?"),
            ("a", "Not at all, the teachers are used to it. Can I take your name and number?"),
            ("u", "Mark Tennant, 07412 980 553."),
            (
                "call",
                "book_lessons",
                {"swimmer": "Isla", "age": 6, "stage": 1, "day": "Saturday", "time": "09:00"},
                {"booking_ref": "SW-7741", "start": "Saturday 6 September"},
            ),
            (
                "a",
                "Isla's booked into Stage 1, Saturdays at 9am from 6 September, reference SW-7741.",
            ),
            (
                "u",
                "Oh no, she's just started ballet on Saturday mornings - can we move her to a "
                "Sunday? Any time before 11, we have lunch at her nan's.",
            ),
            (
                "a",
                "Sunday has Stage 1 at 9:30am, but that block is 10 weeks: £90. Or there are "
                "one-to-one lessons on Sundays at 10:15, £18 each.",
            ),
            (
                "u",
                "The group at 9:30, please. And she turned 7 last week actually, I forgot - does "
                "that change anything?",
            ),
            ("a", "No, Stage 1 is for ages 5 to 8, so she's fine."),
        ],
        "gold_fields": {
            "customer_name": "Mark Tennant",
            "phone": "07412 980 553",
            "swimmer_name": "Isla",
            "swimmer_age": 7,
            "level": one_of("Stage 1", "beginner"),
            "lesson_day": one_of("Sunday", "Sundays", "a Sunday"),
            "lesson_time": one_of("9:30am", "9:30"),
            "lesson_count": 10,
            "pool": one_of("Hillside Leisure Centre", "Hillside", None),
            "private": False,
            "price": one_of("£90", None),
            "booking_ref": one_of("SW-7741", None),
        },
        "not_active": ["£72", "9am", "block of 8"],
        "probes": ["ballet", "nan"],
        "gold_goals": [
            {"match": "swimming lessons", "status": LIVE},
            {"match": "face in", "status": GONE},
            {"match": "change anything", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- sign making
    {
        "id": "blind16-sign-en-landlord-unlit-200",
        "domain": "sign_making",
        "schema": "SignMakingState",
        "steps": [
            (
                "u",
                "Hello, I'm opening a café next month and need a sign above the shop. It should "
                "say 'The Copper Kettle'. Something about 240cm wide.",
            ),
            (
                "a",
                "Lovely. We'd suggest an aluminium tray with raised acrylic letters. Would you "
                "like it illuminated?",
            ),
            ("u", "Yes, lit please, we're open late on Fridays."),
            (
                "a",
                "240cm, aluminium, illuminated: £1,350, plus £180 if we fit it. Shall we fit it?",
            ),
            ("u", "Yes please. Sarah Lindqvist, 07720 316 884."),
            ("a", "Thanks Sarah. Order SG-6025, ready to fit by Friday 17 October."),
            (
                "u",
                "Hmm, the landlord's just emailed - no illuminated signs on the parade, "
                "conservation rules. So not lit. And the fascia is only 200cm, I measured the old "
                "sign, not the board.",
            ),
            ("a", "Unlit, 200cm, aluminium: £890, plus £180 fitting. Same ready date."),
            (
                "u",
                "Fine. Sorry, one more thing - it should read 'The Copper Kettle Café', with the "
                "accent on the e.",
            ),
            ("a", "Noted: 'The Copper Kettle Café'."),
        ],
        "gold_fields": {
            "customer_name": "Sarah Lindqvist",
            "phone": "07720 316 884",
            "sign_text": one_of("The Copper Kettle Café", "Copper Kettle Café"),
            "material": one_of("aluminium", None),
            "width_cm": 200,
            "illuminated": False,
            "fitting": True,
            "ready_date": one_of("Friday 17 October", "17 October", "Friday"),
            "price": one_of("£890", "£890, plus £180 fitting", "£1,070", None),
            "order_ref": one_of("SG-6025", None),
        },
        "not_active": ["£1,350", "240cm"],
        "probes": ["landlord"],
        "gold_goals": [
            {"match": "sign", "status": LIVE},
        ],
    },
    # ---------------------------------------------------------------- wine tasting
    {
        "id": "blind16-wine-en-eight-for-dads-retirement",
        "domain": "wine_tasting",
        "schema": "WineTastingState",
        "steps": [
            (
                "u",
                "Hi, I'd like to book the Italian reds tasting on Friday 24 October for six "
                "people - it's for my dad's retirement.",
            ),
            (
                "a",
                "Lovely. The Italian reds evening starts at 7pm, £45 a head, so £270. Would you "
                "like to add a cheese board? It's £8 each.",
            ),
            (
                "u",
                "Yes, the cheese board please. One of us is vegetarian, so no animal rennet "
                "cheeses if you can.",
            ),
            ("a", "We'll use vegetarian cheeses for that place. £318 in total. Name and number?"),
            ("u", "Claire Moss, 07711 204 995."),
            (
                "call",
                "book_tasting",
                {"tasting": "Italian reds", "date": "Friday 24 October", "guests": 6},
                {"booking_ref": "WT-3391"},
            ),
            ("a", "Booked, reference WT-3391."),
            (
                "u",
                "My brother and his wife can come after all, so we're eight. And my aunt is "
                "gluten-free.",
            ),
            ("a", "Eight with cheese boards is £424. We'll do gluten-free crackers for your aunt."),
            ("u", "Thanks. Is there parking nearby?"),
            ("a", "There's a pay-and-display behind the shop, free after 6pm."),
        ],
        "gold_fields": {
            "customer_name": "Claire Moss",
            "phone": "07711 204 995",
            "tasting": one_of("Italian reds tasting", "Italian reds", "Italian reds evening"),
            "guests": 8,
            "tasting_date": one_of("Friday 24 October", "24 October", "Friday"),
            "tasting_time": one_of("7pm", None),
            "cheese_board": True,
            "dietary": one_of(["vegetarian", "gluten-free"]),
            "price": one_of("£424", None),
            "booking_ref": one_of("WT-3391", None),
        },
        "not_active": ["£270", "£318", "six people"],
        "probes": ["brother"],
        "gold_goals": [
            {"match": "Italian reds", "status": LIVE},
            {"match": "parking", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- climbing wall
    {
        "id": "blind16-climb-en-party-eight-at-two",
        "domain": "climbing_wall",
        "schema": "ClimbingWallState",
        "steps": [
            (
                "u",
                "Hi, can I book a climbing party for my son's 10th? Sunday 19 October, ideally "
                "around 1pm. There'll be 10 kids.",
            ),
            (
                "a",
                "Our kids party is 90 minutes on the wall and 30 in the party room: £22 a child, "
                "so £220, shoe hire included. 1pm is free. Would you like party food? It's £6 a "
                "head.",
            ),
            (
                "u",
                "No food thanks, we're doing cake at home afterwards. What's the minimum age?",
            ),
            ("a", "Six and over, and under-eights need an adult on the floor."),
            ("u", "They're all 9 or 10, so that's fine. Name's Imran Shah, 07946 550 128."),
            (
                "call",
                "book_party",
                {"date": "Sunday 19 October", "time": "13:00", "children": 10},
                {"booking_ref": "CW-1187"},
            ),
            ("a", "Booked for 10 at 1pm on Sunday 19 October, reference CW-1187."),
            (
                "u",
                "Two of them can't come now, they've got a football tournament, so 8. And could "
                "we move to 2pm? We're at church till 12:30.",
            ),
            ("a", "2pm is free. 8 children is £176."),
            (
                "u",
                "Great. And let's add the food after all - my wife says they'll be starving.",
            ),
            ("a", "Food added for 8: £224 in total."),
        ],
        "gold_fields": {
            "customer_name": "Imran Shah",
            "phone": "07946 550 128",
            "session_type": "kids party",
            "climbers": 8,
            "session_date": one_of("Sunday 19 October", "19 October", "Sunday"),
            "session_time": one_of("2pm", "2:00pm", "14:00"),
            "shoe_hire": one_of(True, None),
            "food": True,
            "price": one_of("£224", None),
            "booking_ref": one_of("CW-1187", None),
        },
        "not_active": ["£220", "£176", "1pm", "10 kids"],
        "probes": ["football", "church"],
        "gold_goals": [
            {"match": "climbing party", "status": LIVE},
            {"match": "minimum age", "status": GONE},
            {"match": "food", "status": LIVE},
        ],
    },
]

ZH: list[dict[str, Any]] = [
    # ---------------------------------------------------------------- taxi booking
    {
        "id": "blind16-taxi-zh-flight-rebooked-own-seat",
        "domain": "taxi_booking",
        "schema": "TaxiBookingState",
        "steps": [
            (
                "u",
                "你好，我想订一个下周五的接机，浦东机场T2到静安区南京西路1266号恒隆广场附近。航班"
                "是MU5138，预计晚上9点40落地。",
            ),
            ("a", "好的，请问几位乘客，几件大行李？"),
            ("u", "两个大人一个小孩，孩子三岁，需要儿童座椅。行李是两个大箱子。"),
            ("a", "舒适型五座车加儿童座椅，一口价260元。麻烦留一下姓名和电话。"),
            ("u", "王磊，13917726640。"),
            (
                "call",
                "book_pickup",
                {
                    "from": "浦东机场T2",
                    "to": "南京西路1266号",
                    "date": "下周五",
                    "flight": "MU5138",
                    "passengers": 3,
                    "child_seat": True,
                },
                {"booking_ref": "JJ-50217", "price": "260元"},
            ),
            ("a", "已预订，订单号JJ-50217，司机会实时跟踪航班。"),
            (
                "u",
                "不好意思，航班改签了，改成MU5140，晚上十点半落地。另外儿童座椅不用了，我们自己"
                "带了一个。",
            ),
            ("a", "已改为MU5140，22:30落地。去掉儿童座椅后是240元。"),
            ("u", "好的，谢谢。"),
        ],
        "gold_fields": {
            "customer_name": "王磊",
            "phone": "13917726640",
            "pickup": one_of("浦东机场T2", "浦东机场"),
            "dropoff": one_of(
                "静安区南京西路1266号恒隆广场附近",
                "南京西路1266号恒隆广场附近",
                "南京西路1266号恒隆广场",
                "南京西路1266号",
                "恒隆广场",
            ),
            "pickup_date": "下周五",
            "pickup_time": one_of("晚上十点半", "十点半", "22:30", None),
            "passengers": 3,
            "suitcases": 2,
            "child_seat": False,
            "flight_number": "MU5140",
            "price": one_of("240元", None),
            "booking_ref": one_of("JJ-50217", None),
        },
        "not_active": ["MU5138", "9点40", "260元"],
        "probes": ["自己带"],
        "gold_goals": [
            {"match": "接机", "status": LIVE},
            {"match": "儿童座椅", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- suit hire
    {
        "id": "blind16-suit-zh-five-navy-photographer",
        "domain": "suit_hire",
        "schema": "SuitHireState",
        "steps": [
            ("u", "你好，我们下个月18号办婚礼，想租伴郎西装，一共4套，要浅灰色的。"),
            (
                "a",
                "好的，浅灰色两件套每套租金280元，4套1120元。需要配领结还是领带？",
            ),
            ("u", "领结吧，统一酒红色。"),
            (
                "a",
                "领结每个30元，合计1240元。建议提前一周来店里试穿，要不要帮您约个试衣时间？",
            ),
            ("u", "要。"),
            ("a", "好的，下个月11号下午可以吗？请留个姓名和电话。"),
            ("u", "11号下午可以。我叫陈浩，电话18602115539。"),
            ("a", "已登记，单号XF-2081。"),
            (
                "u",
                "刚接到通知，新娘的表弟也要当伴郎，变成5套。还有颜色换成藏青色吧，摄影师说浅灰在"
                "草坪上拍出来发白。",
            ),
            ("a", "5套藏青色西装配酒红色领结，一共1550元。试衣还是11号下午。"),
        ],
        "gold_fields": {
            "customer_name": "陈浩",
            "phone": "18602115539",
            "occasion": one_of("婚礼", "伴郎", "办婚礼"),
            "suit_count": 5,
            "suit_colour": "藏青色",
            "accessories": one_of(["领结"]),
            "fitting": True,
            "price": one_of("1550元", None),
            "order_ref": one_of("XF-2081", None),
        },
        "not_active": ["浅灰色", "1120元", "1240元", "4套"],
        "probes": ["摄影师", "表弟"],
        "gold_goals": [
            {"match": "伴郎西装", "status": LIVE},
            {"match": "试衣", "status": LIVE},
        ],
    },
    # ---------------------------------------------------------------- tiling
    {
        "id": "blind16-tiling-zh-kitchen-16-no-removal",
        "domain": "tiling",
        "schema": "TilingState",
        "steps": [
            (
                "u",
                "师傅你好，我家厨房想重新贴墙砖，大概20个平方，地址是朝阳区望京西园三区312号楼1"
                "单元602。",
            ),
            ("a", "好的。旧砖需要铲掉吗？铲旧砖加清运每平米25元。"),
            ("u", "需要铲掉。砖我自己买好了，300x600的白色亚光砖。"),
            ("a", "人工费每平米65元，加上铲旧砖，20平一共1800元。您想什么时候开工？"),
            ("u", "下周三以后都行，下周二燃气公司要来改管道。"),
            (
                "call",
                "check_schedule",
                {"after": "下周三", "area": 20},
                {"start": "下周四", "job_ref": "CZ-6618"},
            ),
            ("a", "下周四可以开工，单号CZ-6618。"),
            (
                "u",
                "我量错了，其实只有16平，油烟机后面那块不用贴。还有旧砖先不铲了，装修公司说直接在"
                "上面贴也可以，能省点钱。",
            ),
            ("a", "好的，16平，不铲旧砖，人工费一共1040元。"),
            ("u", "行。我叫刘敏，电话13810056627。"),
        ],
        "gold_fields": {
            "customer_name": "刘敏",
            "phone": "13810056627",
            "address": one_of("朝阳区望京西园三区312号楼1单元602", "望京西园三区312号楼1单元602"),
            "room": "厨房",
            "surfaces": one_of(["墙"]),
            "area_sqm": 16,
            "tile_choice": one_of("300x600的白色亚光砖", "300x600白色亚光砖", "白色亚光砖"),
            "remove_old": False,
            "start_date": "下周四",
            "price": one_of("1040元", None),
            "job_ref": one_of("CZ-6618", None),
        },
        "not_active": ["20个平方", "1800元"],
        "probes": ["装修公司", "燃气"],
        "gold_goals": [
            {"match": "墙砖", "status": LIVE},
        ],
    },
    # ---------------------------------------------------------------- car valeting
    {
        "id": "blind16-valet-zh-vaccine-sunday-wax",
        "domain": "car_valeting",
        "schema": "CarValetingState",
        "steps": [
            (
                "u",
                "你好，周六上午想给车做个精洗，顺便做一下内饰清洁。车是白色的特斯拉Model Y，车牌"
                "沪AD52871。",
            ),
            ("a", "好的，精洗加内饰清洁一共380元。要不要加个镀晶？现在活动价599元。"),
            ("u", "不用了，太贵了。"),
            ("a", "好的。周六上午有9点和10点半两个时段，您要哪个？"),
            ("u", "9点吧。我叫赵婷，电话13661882045。"),
            (
                "call",
                "book_wash",
                {"plate": "沪AD52871", "services": ["精洗", "内饰清洁"], "time": "周六 09:00"},
                {"booking_ref": "XC-9072", "store": "徐汇区漕溪北路店"},
            ),
            ("a", "已预约周六上午9点，漕溪北路店，单号XC-9072。"),
            (
                "u",
                "不好意思，周六上午孩子要去打疫苗，能改到周日下午吗？另外车牌我说错了，是"
                "沪AD52817。",
            ),
            ("a", "周日下午有2点和4点，车牌已改成沪AD52817。"),
            ("u", "2点。想了想还是加个打蜡吧，下周要开去杭州。"),
            ("a", "好的，周日下午2点，精洗、内饰清洁加打蜡，一共480元。"),
        ],
        "gold_fields": {
            "customer_name": "赵婷",
            "phone": "13661882045",
            "car": one_of("白色的特斯拉Model Y", "白色特斯拉Model Y", "特斯拉Model Y", "Model Y"),
            "registration": "沪AD52817",
            "package": one_of("full valet", None),
            "extras": one_of(["内饰", "打蜡"], ["打蜡"]),
            "location": one_of("漕溪北路店", "徐汇区漕溪北路店", None),
            "valet_date": one_of("周日下午", "周日"),
            "valet_time": one_of("2点", "下午2点", "周日下午2点", "14:00"),
            "price": one_of("480元", None),
            "booking_ref": one_of("XC-9072", None),
        },
        "not_active": ["沪AD52871", "380元", "9点"],
        "probes": ["疫苗", "杭州"],
        "gold_goals": [
            {"match": "精洗", "status": LIVE},
            {"match": "镀晶", "status": GONE},
            {"match": "打蜡", "status": LIVE},
        ],
    },
    # ---------------------------------------------------------------- swimming lessons
    {
        "id": "blind16-swim-zh-saturday-group-not-private",
        "domain": "swimming_lessons",
        "schema": "SwimmingLessonsState",
        "steps": [
            ("u", "你好，想给我儿子报个暑假游泳班，他8岁，完全不会游。"),
            (
                "a",
                "我们有初级班，每周二和周四下午4点，一期10节课，1200元，在奥体中心游泳馆上课。",
            ),
            ("u", "周二周四下午4点他还在托管班，有周末的吗？"),
            ("a", "周六上午10点也有初级班，一期10节，同样1200元。"),
            ("u", "好，就周六上午10点。孩子叫林子轩，我是他妈妈周敏，电话15921884306。"),
            (
                "call",
                "enroll",
                {"swimmer": "林子轩", "age": 8, "class": "初级班", "slot": "周六 10:00"},
                {"booking_ref": "YY-4426", "start": "7月12日"},
            ),
            ("a", "报好了，7月12日开课，报名号YY-4426。"),
            ("u", "对了，能不能换成一对一？他比较怕水，在大班可能不敢下去。"),
            ("a", "一对一每节260元，10节2600元，也是周六上午10点。要换吗？"),
            ("u", "算了，太贵了，还是上大班吧。"),
        ],
        "gold_fields": {
            "customer_name": "周敏",
            "phone": "15921884306",
            "swimmer_name": "林子轩",
            "swimmer_age": 8,
            "level": one_of("初级班", "初级"),
            "lesson_day": one_of("周六", "周六上午"),
            "lesson_time": one_of("上午10点", "10点", "周六上午10点", "10:00"),
            "lesson_count": one_of(10, None),
            "pool": one_of("奥体中心游泳馆", "奥体中心", None),
            "private": False,
            "price": one_of("1200元", None),
            "booking_ref": one_of("YY-4426", None),
        },
        "not_active": ["2600元", "周二和周四"],
        "probes": ["托管班", "怕水"],
        "gold_goals": [
            {"match": "游泳班", "status": LIVE},
            {"match": "一对一", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- sign making
    {
        "id": "blind16-sign-zh-landlord-350-new-name",
        "domain": "sign_making",
        "schema": "SignMakingState",
        "steps": [
            (
                "u",
                "老板你好，我们奶茶店要做个门头招牌，写“茶里茶气”四个字，宽度是380厘米，我量过了。",
            ),
            ("a", "好的。建议用铝塑板做底，上面做亚克力发光字，晚上效果好。"),
            ("u", "可以，要发光的。"),
            ("a", "380厘米亚克力发光字，含安装2800元。"),
            ("u", "做好要多久？我们下个月1号开业。"),
            ("a", "制作5天，下周六就能上门安装。"),
            ("u", "好，那就下周六。我叫黄杰，电话13760453318。"),
            ("a", "已下单，单号ZP-3306。"),
            (
                "u",
                "刚跟房东确认，门头只能做到350厘米，两边要留空调外机的位置。另外字改成“茶里茶气·"
                "鲜果茶”，我合伙人想加上。",
            ),
            ("a", "350厘米，字改成“茶里茶气·鲜果茶”，价格调整为2950元，还是下周六安装。"),
        ],
        "gold_fields": {
            "customer_name": "黄杰",
            "phone": "13760453318",
            "sign_text": "茶里茶气·鲜果茶",
            "material": "acrylic",
            "width_cm": 350,
            "illuminated": True,
            "fitting": True,
            "ready_date": "下周六",
            "price": one_of("2950元", None),
            "order_ref": one_of("ZP-3306", None),
        },
        "not_active": ["380厘米", "2800元"],
        "probes": ["房东", "合伙人"],
        "gold_goals": [
            {"match": "招牌", "status": LIVE},
            {"match": "要多久", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- wine tasting
    {
        "id": "blind16-wine-zh-next-saturday-no-cheese",
        "domain": "wine_tasting",
        "schema": "WineTastingState",
        "steps": [
            ("u", "你好，我想报名这周六晚上的波尔多红酒品鉴会，两个人。"),
            (
                "a",
                "好的，周六晚上7点半开始，每位388元，两位776元。需要加一份芝士拼盘吗？每份98元。",
            ),
            ("u", "要一份。"),
            ("a", "好的，一共874元。请问怎么称呼，电话多少？"),
            ("u", "我叫吴倩，电话13501237789。我朋友对坚果过敏，拼盘里能不放坚果吗？"),
            ("a", "可以，我们备注无坚果。"),
            (
                "call",
                "book_tasting",
                {"event": "波尔多红酒品鉴会", "date": "本周六", "guests": 2, "cheese_board": 1},
                {"booking_ref": "PJ-7720"},
            ),
            ("a", "已为您预约，编号PJ-7720。"),
            (
                "u",
                "不好意思，我朋友说这周六她要加班，能换到下周六同一场吗？人数不变。芝士拼盘也不要"
                "了，她说吃完饭再过来。",
            ),
            ("a", "下周六晚上7点半的波尔多场还有位置，两位776元，已帮您改好。"),
        ],
        "gold_fields": {
            "customer_name": "吴倩",
            "phone": "13501237789",
            "tasting": one_of("波尔多红酒品鉴会", "波尔多红酒", "波尔多"),
            "guests": 2,
            "tasting_date": one_of("下周六", "下周六晚上"),
            "tasting_time": one_of("晚上7点半", "7点半", None),
            "cheese_board": False,
            "dietary": one_of(["坚果"]),
            "price": one_of("776元", None),
            "booking_ref": one_of("PJ-7720", None),
        },
        "not_active": ["874元", "这周六晚上"],
        "probes": ["加班"],
        "gold_goals": [
            {"match": "品鉴会", "status": LIVE},
            {"match": "芝士拼盘", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- climbing wall
    {
        "id": "blind16-climb-zh-taster-unchanged",
        "domain": "climbing_wall",
        "schema": "ClimbingWallState",
        "steps": [
            ("u", "你好，想问一下周日下午有没有攀岩体验课？我和我老公两个人，都没爬过。"),
            (
                "a",
                "有的，周日下午2点有新手体验课，一个半小时，每人168元，含教练、安全装备和攀岩鞋。",
            ),
            ("u", "好的，帮我们订两个位置。我叫郑雨，电话18817395021。"),
            (
                "call",
                "book_session",
                {"session": "新手体验课", "time": "周日 14:00", "climbers": 2},
                {"booking_ref": "PY-2264", "time": "周日 14:00"},
            ),
            ("a", "已订好周日下午2点的体验课，两位共336元，编号PY-2264。"),
            ("u", "需要穿什么衣服吗？"),
            ("a", "穿宽松的运动服就行，建议别戴首饰。"),
            ("u", "明白，谢谢！"),
        ],
        "gold_fields": {
            "customer_name": "郑雨",
            "phone": "18817395021",
            "session_type": "taster",
            "climbers": 2,
            "session_date": "周日",
            "session_time": one_of("下午2点", "2点", "周日下午2点", "14:00"),
            "shoe_hire": one_of(True, None),
            "price": one_of("336元", "168元", "每人168元", None),
            "booking_ref": one_of("PY-2264", None),
        },
        "not_active": [],
        "probes": [],
        "gold_goals": [
            {"match": "两个位置", "status": LIVE},
            {"match": "穿什么", "status": GONE},
        ],
    },
]


def build() -> list[dict[str, Any]]:
    """The set's records (English first, then Chinese)."""
    return build_set("blind16", [("en", EN), ("zh", ZH)], 24)


if __name__ == "__main__":
    write_set(Path(__file__).with_name("state_blind16.jsonl"), build())
