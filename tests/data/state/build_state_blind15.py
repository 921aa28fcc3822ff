"""Builds ``state_blind15.jsonl``: a fifteenth blind labelled set for ``turnmem eval state``.

Hand-written for turnmem (not taken from any data set) without reading the rule folder, its
correction tests or the conversations of the earlier blind sets. 24 conversations, 16 English
and 8 Chinese, split ``blind15``, in twelve domains no earlier set used (plumbing, glazing,
electrical work, party equipment hire, cookery classes, recording studios, upholstery, watch
repair, engraving, gutter cleaning, make-up artists, bowling), two conversations each, every
one naming a class of ``schemas_blind15.py``. They lean on how people say what they want ("I'm
after two lanes", "we'd like a quote for", "could you sort out", "想找师傅上门疏通", "帮我把
...也换一个"), and on the ways they change it: a slip corrected turns later ("it's number 29,
not 27", "是6号楼902，不是5号楼", "cashews, not peanuts"), a change because of a third
person or a clash ("my neighbour's a retired plumber", "领导说人数要加到100人", "周六上午她有
钢琴课"), agent suggestions accepted or declined (triple glazing, a full service, gutter guards
declined then taken, "要不要顺便换海绵？"), one of several items dropped ("leave the armchair
out", "棉花糖机不要了"), counts that go up and down (14, 17, then 15 trophies; 12 then 16
kids), yes/no choices set and flipped (a gift voucher, a certificate, "报告就不用了", indoor
use after rain), tool results that contradict (Studio B taken, the castle too tall for the
hall), questions ("Do I need to be in?", "能提供备用表吗？"), and conversations where nothing
changes.
Run ``python tests/data/state/build_state_blind15.py`` to rebuild the file (deterministic).

Labelling conventions (as in ``build_state_blind14.py``):

- a field only a tool output states may be unset (``null`` in ``one_of``); a field the user
  stated (or the assistant stated and the user accepted) must be set; a schema field not listed
  must end unset (a price quoted before the order changed, and not quoted again, is listed
  nowhere, and is ``not_active``);
- ``not_active`` lists replaced, cancelled or rejected values chosen so that no true statement
  at the end needs to contain them (a reason such as "周六上午她有钢琴课" or a negation such as
  "leave the armchair out" is true, so neither is listed); a cancelled request is labelled in
  ``gold_goals`` as ``abandoned`` or ``absent``;
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
    # ---------------------------------------------------------------- plumbing
    {
        "id": "blind15-plumbing-en-tap-dropped-house-number",
        "domain": "plumbing",
        "schema": "PlumbingState",
        "steps": [
            (
                "u",
                "Hi, I've got water dripping through the kitchen ceiling from the bathroom "
                "above - I need someone out today if at all possible. 27 Harrow Lane, Leeds "
                "LS6 2QP.",
            ),
            (
                "a",
                "Sorry to hear that. We can do an emergency call-out today between 2 and 4pm: "
                "£95 call-out plus labour. Can I take your name and number?",
            ),
            (
                "u",
                "Deborah Finch, 07712 480 366. While the plumber's here could he also look at "
                "the outside tap? It's been seized since the winter.",
            ),
            ("a", "Will do, I've noted the outside tap. Anything else?"),
            ("u", "Yes, the downstairs toilet keeps running. Add that too."),
            (
                "call",
                "book_callout",
                {
                    "address": "27 Harrow Lane, Leeds LS6 2QP",
                    "date": "today",
                    "slot": "14:00-16:00",
                    "jobs": ["ceiling leak", "outside tap", "toilet cistern"],
                    "urgency": "emergency",
                },
                {"job_ref": "PL-30418", "slot": "14:00-16:00"},
            ),
            ("a", "You're booked for 2-4pm today, reference PL-30418."),
            (
                "u",
                "Actually my neighbour's a retired plumber and says he'll free the outside tap "
                "for me at the weekend, so leave that off. Oh, and the house number is 29, not "
                "27 - I keep giving my old number.",
            ),
            (
                "a",
                "No problem: outside tap taken off, and the address is now 29 Harrow Lane, "
                "Leeds LS6 2QP. The engineer will be with you between 2 and 4pm.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Deborah Finch",
            "phone": "07712 480 366",
            "address": one_of(
                "29 Harrow Lane, Leeds LS6 2QP", "29 Harrow Lane, Leeds", "29 Harrow Lane"
            ),
            "problem": one_of(
                "water dripping through the kitchen ceiling",
                "water dripping through the kitchen ceiling from the bathroom above",
                "dripping through the kitchen ceiling",
                "ceiling leak",
                "leak",
            ),
            "jobs": one_of(
                ["toilet"], ["leak", "toilet"], ["ceiling", "toilet"], ["dripping", "toilet"]
            ),
            "urgency": "emergency",
            "visit_date": "today",
            "visit_time": one_of(
                "2-4pm", "between 2 and 4pm", "2 and 4pm", "14:00-16:00", "2pm-4pm"
            ),
            "price": one_of("£95", None),
            "job_ref": one_of("PL-30418", None),
        },
        "not_active": ["27 Harrow Lane"],
        "probes": ["neighbour"],
        "gold_goals": [
            {"match": "someone out", "status": LIVE},
            {"match": "toilet", "status": LIVE},
            {"match": "outside tap", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- glazing
    {
        "id": "blind15-glazing-en-timber-six-windows",
        "domain": "glazing",
        "schema": "GlazingState",
        "steps": [
            (
                "u",
                "We'd like a quote for replacing the windows at the front of the house - five "
                "of them, upstairs and down. They're the old timber ones and they're rotting.",
            ),
            (
                "a",
                "Happy to help. Most customers go for uPVC - cheaper and no painting. Would "
                "uPVC suit you, or would you like timber again?",
            ),
            (
                "u",
                "We're in a conservation area so I think it has to stay timber. Double glazed, "
                "painted white.",
            ),
            (
                "a",
                "Understood, timber double glazing in white. Have you thought about triple "
                "glazing? It's about 15% more but noticeably warmer and quieter.",
            ),
            (
                "u",
                "Hmm, no, I'll stick with double. Oh and it's actually six windows - I forgot "
                "the little one over the front door.",
            ),
            (
                "a",
                "Six timber double-glazed windows in white. Can I take details for the surveyor?",
            ),
            (
                "u",
                "Graham Oyelaran, 0113 496 0281, 4 Mill Street, Otley LS21 1BD. Weekdays after "
                "3 are best.",
            ),
            (
                "call",
                "book_survey",
                {
                    "address": "4 Mill Street, Otley LS21 1BD",
                    "windows": 6,
                    "material": "timber",
                    "glass": "double",
                    "colour": "white",
                },
                {"quote_ref": "GZ-7731", "survey_date": "Thursday 14 October", "time": "15:30"},
            ),
            (
                "a",
                "The surveyor can come on Thursday 14 October at 3:30pm, reference GZ-7731. "
                "From what you've told me the estimate is £7,800, confirmed after the survey.",
            ),
            ("u", "Thursday the 14th works. Thanks."),
        ],
        "gold_fields": {
            "customer_name": "Graham Oyelaran",
            "phone": "0113 496 0281",
            "address": one_of(
                "4 Mill Street, Otley LS21 1BD", "4 Mill Street, Otley", "4 Mill Street"
            ),
            "window_count": 6,
            "frame_material": "timber",
            "glass_type": one_of("double", "double glazed", "double glazing", "double-glazed"),
            "frame_colour": one_of("white", "painted white"),
            "survey_date": one_of(
                "Thursday 14 October", "Thursday the 14th", "14 October", "Thursday", "the 14th"
            ),
            "price": one_of("£7,800", None),
            "quote_ref": one_of("GZ-7731", None),
        },
        "not_active": ["five of them"],
        "probes": ["conservation area"],
        "gold_goals": [
            {"match": "quote", "status": LIVE},
            {"match": "triple", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- electrician
    {
        "id": "blind15-electrician-en-four-sockets-no-spots",
        "domain": "electrician",
        "schema": "ElectricianState",
        "steps": [
            (
                "u",
                "Hiya, could you sort out some extra sockets in my home office? I'm thinking "
                "three double sockets along the desk wall.",
            ),
            ("a", "Sure. Do you know if there's a spare way on your consumer unit?"),
            (
                "u",
                "No idea honestly, whatever's safest. I'd also like the ceiling light swapped "
                "for spotlights while you're at it.",
            ),
            (
                "a",
                "We can do both; for a room that size we'd fit four to six downlights. Do you "
                "want a certificate for the work? It's free for notifiable work.",
            ),
            ("u", "Yes, I'll want the certificate - I'm selling next year."),
            ("a", "Great. When suits you?"),
            (
                "u",
                "Any morning next week except Wednesday. Name's Keiran Holt, 07400 552 119, "
                "18B Quarry Road, Sheffield S11 8UT.",
            ),
            (
                "call",
                "check_diary",
                {"week": "next week", "part_of_day": "morning"},
                {"available": ["Monday 08:00", "Thursday 08:00"]},
            ),
            ("a", "I can do Monday or Thursday, 8am start."),
            (
                "u",
                "Thursday. Oh, and make that four sockets rather than three - I forgot the "
                "printer. Actually forget the spotlights for now, the budget's tight. Just the "
                "sockets.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Keiran Holt",
            "phone": "07400 552 119",
            "address": one_of(
                "18B Quarry Road, Sheffield S11 8UT",
                "18B Quarry Road, Sheffield",
                "18B Quarry Road",
            ),
            "jobs": one_of(["sockets"]),
            "socket_count": 4,
            "certificate": True,
            "visit_date": one_of("Thursday", "Thursday next week"),
            "visit_time": one_of("8am", "8:00", "08:00", "morning", "8am start"),
        },
        "not_active": ["three double sockets"],
        "probes": ["budget"],
        "gold_goals": [
            {"match": "sockets", "status": LIVE},
            {"match": "spotlights", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- party hire
    {
        "id": "blind15-party-en-rain-moves-indoors",
        "domain": "party_hire",
        "schema": "PartyHireState",
        "steps": [
            (
                "u",
                "Hello! I'm after a bouncy castle for my son's 7th birthday on Saturday 22 May. "
                "About 15 kids. The address is 63 Beech Grove, Didsbury M20 6TL.",
            ),
            (
                "a",
                "Lovely! Our 12x12 Jungle castle is £85 for the day, or the 15x15 Superhero one "
                "is £110, which suits 15 kids better. Will it be in the garden?",
            ),
            (
                "u",
                "Let's go for the Superhero one. Yes, the garden. Could you add a popcorn machine too?",
            ),
            (
                "a",
                "The popcorn machine is £40 with enough for 30 portions. We deliver between 8 "
                "and 9am.",
            ),
            ("u", "Perfect. I'm Nadia Karimi, 07988 301 442."),
            (
                "call",
                "create_booking",
                {
                    "items": ["Superhero bouncy castle", "popcorn machine"],
                    "date": "2027-05-22",
                    "address": "63 Beech Grove, Didsbury M20 6TL",
                    "indoor": False,
                },
                {"booking_ref": "PH-4150", "price": "£150", "delivery": "08:00-09:00"},
            ),
            ("a", "Booked: PH-4150, £150 in total, delivery 8-9am on Saturday 22 May."),
            (
                "u",
                "Bad news - the forecast says rain all day Saturday, so we've moved it into the "
                "church hall. Does the castle fit indoors? The ceiling's about 4 metres.",
            ),
            (
                "a",
                "The Superhero needs 4.5m, so it won't fit. The Jungle castle is 3.5m high - fine indoors.",
            ),
            (
                "u",
                "Swap to the Jungle one then. The hall is St Cuthbert's Hall, 2 Fernlea Road, "
                "M20 6UR. Keep the popcorn.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Nadia Karimi",
            "phone": "07988 301 442",
            "event_address": one_of(
                "St Cuthbert's Hall, 2 Fernlea Road, M20 6UR",
                "St Cuthbert's Hall, 2 Fernlea Road",
                "2 Fernlea Road, M20 6UR",
                "2 Fernlea Road",
                "St Cuthbert's Hall",
            ),
            "hire_items": one_of(["Jungle", "popcorn"]),
            "guest_count": 15,
            "event_date": one_of("Saturday 22 May", "22 May", "Saturday", "2027-05-22"),
            "delivery_time": one_of("8-9am", "between 8 and 9am", "8 and 9am", "08:00-09:00"),
            "indoor": True,
            "booking_ref": one_of("PH-4150", None),
        },
        "not_active": ["£150"],
        "probes": ["rain"],
        "gold_goals": [
            {"match": "bouncy castle", "status": LIVE},
            {"match": "popcorn", "status": LIVE},
            {"match": "Superhero", "status": GONE},
            {"match": "fit indoors", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- cookery class
    {
        "id": "blind15-cookery-en-voucher-then-date-cashews",
        "domain": "cookery_class",
        "schema": "CookeryClassState",
        "steps": [
            (
                "u",
                "Hi there, I want to buy my dad a place on one of your Thai cookery classes for "
                "his birthday. Can it be a gift voucher?",
            ),
            (
                "a",
                "Of course. Thai Street Food runs on Saturdays, 10am-2pm, £75 per person. A "
                "voucher is valid for 12 months, or I can book a specific date.",
            ),
            (
                "u",
                "Actually I'll book a date - he'd never get round to using a voucher. Saturday "
                "9 October please, and make it two places, I'll go with him.",
            ),
            ("a", "Two places on Saturday 9 October, £150. Any dietary requirements?"),
            ("u", "He's allergic to peanuts. I'm vegetarian."),
            ("a", "Noted: a peanut allergy and one vegetarian. We'll adapt the recipes."),
            (
                "u",
                "Great. Wait, sorry - I'm wrong, it's cashews he's allergic to, not peanuts. "
                "Peanuts are fine.",
            ),
            (
                "call",
                "book_class",
                {
                    "class": "Thai Street Food",
                    "date": "2027-10-09",
                    "places": 2,
                    "dietary": ["cashew allergy", "vegetarian"],
                },
                {"booking_ref": "CK-2094", "price": "£150"},
            ),
            (
                "a",
                "Done - two places on Thai Street Food, Saturday 9 October at 10am, reference "
                "CK-2094, £150. What name shall I put it under?",
            ),
            ("u", "Lorraine Doyle, 07855 204 917."),
        ],
        "gold_fields": {
            "customer_name": "Lorraine Doyle",
            "phone": "07855 204 917",
            "class_name": one_of(
                "Thai Street Food", "Thai", "Thai cookery", "Thai cookery classes"
            ),
            "participants": 2,
            "class_date": one_of("Saturday 9 October", "9 October", "Saturday", "2027-10-09"),
            "class_time": one_of("10am", "10am-2pm", "10:00", None),
            "dietary": one_of(["cashew", "vegetarian"]),
            "gift_voucher": False,
            "price": one_of("£150", None),
            "booking_ref": one_of("CK-2094", None),
        },
        "not_active": [],
        "probes": ["never get round"],
        "gold_goals": [
            {"match": "Thai", "status": LIVE},
            {"match": "gift voucher", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- upholstery
    {
        "id": "blind15-upholstery-en-armchair-dropped-drop-off",
        "domain": "upholstery",
        "schema": "UpholsteryState",
        "steps": [
            (
                "u",
                "Hello, I need a quote to reupholster a three-seater sofa. The cushions have "
                "gone really flat too, so new foam please.",
            ),
            (
                "a",
                "Certainly. What fabric are you thinking? Our velvet range is popular, or "
                "there's a hard-wearing linen blend.",
            ),
            ("u", "Velvet, in a forest green."),
            (
                "a",
                "Lovely choice. We can collect and return it, £35 each way, or you can drop it "
                "at the workshop.",
            ),
            ("u", "Collection please. Can you do the matching armchair as well?"),
            (
                "call",
                "quote",
                {
                    "items": ["three-seater sofa", "armchair"],
                    "fabric": "velvet",
                    "colour": "forest green",
                    "foam": True,
                    "collection": True,
                },
                {"quote_ref": "UP-6602", "price": "£1,460", "lead_time": "5 weeks"},
            ),
            (
                "a",
                "Sofa and armchair in forest green velvet with new foam, collected and "
                "returned: £1,460, about 5 weeks. Quote UP-6602.",
            ),
            (
                "u",
                "Ooh, that's more than I thought. Leave the armchair out then, just the sofa. "
                "And I'll drop it off myself to save the £70.",
            ),
            (
                "a",
                "Sofa only, new foam, forest green velvet, dropped off by you: £1,020. Shall I book it in?",
            ),
            ("u", "Yes please. Claire Ashworth, 07590 118 204."),
        ],
        "gold_fields": {
            "customer_name": "Claire Ashworth",
            "phone": "07590 118 204",
            "furniture": one_of(["sofa"]),
            "fabric": one_of("velvet", "forest green velvet"),
            "colour": one_of("forest green", "green"),
            "foam_replacement": True,
            "collection": False,
            "price": one_of("£1,020", None),
            "quote_ref": one_of("UP-6602", None),
        },
        "not_active": ["£1,460"],
        "probes": [],
        "gold_goals": [
            {"match": "reupholster", "status": LIVE},
            {"match": "armchair", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- watch repair
    {
        "id": "blind15-watch-en-battery-not-service",
        "domain": "watch_repair",
        "schema": "WatchRepairState",
        "steps": [
            (
                "u",
                "Hi, my Seiko's stopped - I think it just needs a battery. It's a quartz, about "
                "ten years old.",
            ),
            (
                "a",
                "We can do a battery while you wait for £12. At ten years old we'd also "
                "recommend a full service with a reseal, £85.",
            ),
            (
                "u",
                "Just the battery for now, thanks. Can you fit a new strap too? The leather one's cracked.",
            ),
            ("a", "Sure - we have black leather at £25 or a steel bracelet at £45."),
            ("u", "Black leather. I'll pop in on Friday lunchtime."),
            ("a", "See you Friday. What name shall I put on the job?"),
            ("u", "Ravi Menon, 07799 310 455."),
            (
                "call",
                "create_job",
                {
                    "watch": "Seiko quartz",
                    "services": ["battery", "strap"],
                    "strap": "black leather",
                },
                {"repair_ref": "WR-1187", "price": "£37"},
            ),
            ("a", "That's job WR-1187: battery plus a black leather strap, £37, Friday lunchtime."),
            ("u", "Great, thanks."),
        ],
        "gold_fields": {
            "customer_name": "Ravi Menon",
            "phone": "07799 310 455",
            "watch_brand": one_of("Seiko", "Seiko quartz"),
            "services": one_of(["battery", "strap"]),
            "movement": "quartz",
            "strap": one_of("black leather", "leather"),
            "dropoff_date": one_of("Friday", "Friday lunchtime"),
            "price": one_of("£37", None),
            "repair_ref": one_of("WR-1187", None),
        },
        "not_active": [],
        "probes": [],
        "gold_goals": [
            {"match": "battery", "status": LIVE},
            {"match": "strap", "status": LIVE},
            {"match": "full service", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- make-up artist
    {
        "id": "blind15-makeup-en-bridesmaid-out-mum-in",
        "domain": "makeup_artist",
        "schema": "MakeupArtistState",
        "steps": [
            (
                "u",
                "Hi! I'm getting married on 18 June and I'd love you to do my make-up plus my "
                "three bridesmaids. We need to be ready by 12:30 for a 1pm ceremony.",
            ),
            (
                "a",
                "Congratulations! Bride plus three is £320 and I'd arrive at 8:30. Would you "
                "like a trial beforehand? It's £60.",
            ),
            (
                "u",
                "Yes please, a trial would be great. We're getting ready at the Old Rectory "
                "Hotel in Bakewell.",
            ),
            ("a", "Perfect. Would you like lashes for everyone? They're £10 each."),
            ("u", "No lashes for the bridesmaids, just me."),
            ("a", "Noted. For the trial I have 14 May or 21 May."),
            (
                "u",
                "21 May. And an update - one of my bridesmaids has dropped out, her baby's due "
                "that week. So it's two bridesmaids now. But my mum would like her make-up done "
                "too, so still four people in total.",
            ),
            (
                "call",
                "book",
                {
                    "date": "2027-06-18",
                    "people": 4,
                    "services": ["make-up", "trial", "lashes (bride)"],
                    "location": "Old Rectory Hotel, Bakewell",
                    "ready_by": "12:30",
                },
                {"booking_ref": "MU-5520", "price": "£390"},
            ),
            (
                "a",
                "All booked, MU-5520: four people on 18 June, trial on 21 May, lashes for you. "
                "£390 altogether.",
            ),
            ("u", "Lovely. It's Hannah Price, 07511 209 884."),
        ],
        "gold_fields": {
            "customer_name": "Hannah Price",
            "phone": "07511 209 884",
            "event_type": one_of("wedding", "married", "getting married"),
            "event_date": one_of("18 June", "2027-06-18"),
            "ready_time": one_of("12:30", "by 12:30"),
            "people": 4,
            "services": one_of(["make-up", "trial", "lashes"], ["makeup", "trial", "lashes"]),
            "location": one_of(
                "Old Rectory Hotel in Bakewell", "Old Rectory Hotel, Bakewell", "Old Rectory Hotel"
            ),
            "price": one_of("£390", None),
            "booking_ref": one_of("MU-5520", None),
        },
        "not_active": ["three bridesmaids", "£320"],
        "probes": ["baby"],
        "gold_goals": [
            {"match": "make-up", "status": LIVE},
            {"match": "trial", "status": LIVE},
        ],
    },
    # ---------------------------------------------------------------- recording studio
    {
        "id": "blind15-studio-en-room-taken-longer-session",
        "domain": "recording_studio",
        "schema": "RecordingStudioState",
        "steps": [
            (
                "u",
                "Hey, we're a four-piece called Low Tide and we want to record a demo. Could we "
                "book Studio B for 6 hours on Saturday the 3rd, starting at 11?",
            ),
            ("a", "Studio B is £40 an hour, or £55 an hour with an engineer. Do you need one?"),
            (
                "u",
                "Yeah, we'll need an engineer, none of us know the desk. Do you have a drum kit "
                "we can use? Our drummer's is knackered.",
            ),
            ("a", "Yes, the house kit is £20 for the session. Shall I add it?"),
            ("u", "Add it, yes."),
            (
                "call",
                "check_availability",
                {"studio": "B", "date": "Saturday 3rd", "start": "11:00", "hours": 6},
                {
                    "available": False,
                    "alternatives": ["Studio A 11:00-17:00", "Studio B 13:00-19:00"],
                },
            ),
            (
                "a",
                "B is booked until 1pm that Saturday. I can do Studio B from 1 to 7pm, or "
                "Studio A - same price, bigger live room - from 11.",
            ),
            (
                "u",
                "Studio A at 11 then. And let's make it 8 hours, we've got more songs than I "
                "thought. Drop the drum kit - turns out Jonno's borrowing his cousin's.",
            ),
            (
                "a",
                "Studio A, Saturday the 3rd, 11am to 7pm, 8 hours with an engineer: £440. Name "
                "and number?",
            ),
            ("u", "Mick Farrow, 07444 190 337."),
        ],
        "gold_fields": {
            "customer_name": one_of("Mick Farrow", "Low Tide"),
            "phone": "07444 190 337",
            "studio": one_of("Studio A", "A"),
            "session_date": one_of("Saturday the 3rd", "Saturday 3rd", "Saturday", "the 3rd"),
            "start_time": one_of("11", "11am", "11:00"),
            "hours": 8,
            "engineer": True,
            "price": one_of("£440", None),
        },
        "not_active": ["6 hours"],
        "probes": ["cousin"],
        "gold_goals": [
            {"match": "demo", "status": LIVE},
            {"match": "drum kit", "status": GONE},
        ],
    },
    {
        "id": "blind15-studio-en-rehearsal-no-change",
        "domain": "recording_studio",
        "schema": "RecordingStudioState",
        "steps": [
            (
                "u",
                "Hi, I'd like to book a rehearsal room for my duo next Tuesday evening, 7 till "
                "10. Just the two of us, acoustic guitar and vocals.",
            ),
            ("a", "The Blue Room is free Tuesday 7-10pm at £18 an hour. Do you need mics or a PA?"),
            (
                "u",
                "Two vocal mics and the small PA please. No engineer needed, we're just rehearsing.",
            ),
            (
                "call",
                "book_room",
                {
                    "room": "Blue Room",
                    "date": "Tuesday",
                    "start": "19:00",
                    "hours": 3,
                    "extras": ["2 vocal mics", "small PA"],
                    "engineer": False,
                },
                {"booking_ref": "RS-8843", "price": "£54"},
            ),
            ("a", "Booked, RS-8843: the Blue Room on Tuesday 7-10pm, mics and PA included, £54."),
            ("u", "Brilliant. Is there parking nearby?"),
            ("a", "There's a pay-and-display on Canal Street, two minutes' walk, free after 6:30."),
            ("u", "Perfect. Name's Aisha Bello, 07923 441 870. See you Tuesday."),
        ],
        "gold_fields": {
            "customer_name": "Aisha Bello",
            "phone": "07923 441 870",
            "studio": one_of("Blue Room", "rehearsal room"),
            "session_date": one_of(
                "next Tuesday", "Tuesday", "next Tuesday evening", "Tuesday evening"
            ),
            "start_time": one_of("7", "7pm", "19:00", "7 till 10", "7-10pm"),
            "hours": one_of(3, None),
            "engineer": False,
            "extras": one_of(["mics", "PA"]),
            "price": one_of("£54", None),
            "booking_ref": one_of("RS-8843", None),
        },
        "not_active": [],
        "probes": [],
        "gold_goals": [
            {"match": "rehearsal room", "status": LIVE},
            {"match": "parking", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- engraving
    {
        "id": "blind15-engraving-en-name-fixed-box-dropped",
        "domain": "engraving",
        "schema": "EngravingState",
        "steps": [
            (
                "u",
                "Hi, I need a pewter tankard engraved for my brother's 40th. The inscription "
                "should read 'Happy 40th Dan - Love from Sue & Pete'.",
            ),
            ("a", "Lovely. Script or block lettering? Script is the classic for tankards."),
            ("u", "Script please. I need it by Friday 12 March - his party's on the Saturday."),
            (
                "a",
                "That's fine, we can have it ready Thursday 11th. Would you like a gift box for £6?",
            ),
            ("u", "Yes, go on."),
            (
                "a",
                "So: pewter tankard, script, 'Happy 40th Dan - Love from Sue & Pete', gift box, "
                "ready Thursday 11th. £38 in total.",
            ),
            (
                "u",
                "Oh hang on, he hates being called Dan - it needs to say Daniel. So 'Happy 40th "
                "Daniel - Love from Sue & Pete'. And skip the gift box, I've already got a bag "
                "for it.",
            ),
            (
                "call",
                "create_order",
                {
                    "item": "pewter tankard",
                    "inscription": "Happy 40th Daniel - Love from Sue & Pete",
                    "font": "script",
                    "qty": 1,
                    "gift_box": False,
                    "ready": "2027-03-11",
                },
                {"order_ref": "EN-3309", "price": "£32"},
            ),
            (
                "a",
                "Order EN-3309: 'Happy 40th Daniel - Love from Sue & Pete' in script, no box, "
                "ready Thursday 11 March. £32.",
            ),
            ("u", "Perfect. Sue Whitlock, 07866 302 118."),
        ],
        "gold_fields": {
            "customer_name": "Sue Whitlock",
            "phone": "07866 302 118",
            "item": one_of("pewter tankard", "tankard"),
            "inscription": "Happy 40th Daniel - Love from Sue & Pete",
            "font": one_of("script", "script lettering"),
            "quantity": one_of(1, None),
            "gift_box": False,
            "ready_date": one_of(
                "Thursday 11th",
                "Thursday 11 March",
                "11 March",
                "2027-03-11",
                "Friday 12 March",
                "by Friday 12 March",
                "Thursday",
            ),
            "price": one_of("£32", None),
            "order_ref": one_of("EN-3309", None),
        },
        "not_active": ["40th Dan - Love", "£38"],
        "probes": ["hates being called Dan"],
        "gold_goals": [
            {"match": "tankard", "status": LIVE},
            {"match": "gift box", "status": GONE},
        ],
    },
    {
        "id": "blind15-engraving-en-trophies-up-and-down",
        "domain": "engraving",
        "schema": "EngravingState",
        "steps": [
            (
                "u",
                "Morning, we'd like a quote for engraving trophies for our junior football "
                "club's awards night. 14 trophies, each with a different player's name plus "
                "'Ashby Juniors 2027'.",
            ),
            ("a", "We charge £4.50 a trophy for up to 30 characters. When's the awards night?"),
            ("u", "Friday 25 June. I'll drop the trophies in on Monday."),
            ("a", "No problem, they'd be ready on Wednesday 23rd."),
            (
                "u",
                "Actually, can we add three more? We forgot the coaches' awards. So 17 altogether.",
            ),
            (
                "call",
                "quote",
                {"item": "trophies", "qty": 17, "inscription": "name + Ashby Juniors 2027"},
                {"price": "£76.50", "order_ref": "EN-3412", "ready": "Wednesday 23 June"},
            ),
            ("a", "17 trophies at £4.50 is £76.50. Reference EN-3412, ready Wednesday 23 June."),
            (
                "u",
                "Ah wait - two of the lads have left the club since, so take two off. 15 then.",
            ),
            ("a", "15 trophies, £67.50. Are block capitals OK for the lettering?"),
            ("u", "Block's fine. The contact is Gary Stubbs, 07700 651 092."),
        ],
        "gold_fields": {
            "customer_name": "Gary Stubbs",
            "phone": "07700 651 092",
            "item": one_of("trophies", "trophy", "trophies for our junior football club"),
            "inscription": one_of(
                "Ashby Juniors 2027",
                "a different player's name plus 'Ashby Juniors 2027'",
                "each with a different player's name plus 'Ashby Juniors 2027'",
                "name + Ashby Juniors 2027",
            ),
            "font": one_of("block", "block capitals"),
            "quantity": 15,
            "ready_date": one_of(
                "Wednesday 23rd",
                "Wednesday 23 June",
                "23 June",
                "Friday 25 June",
                "25 June",
                "Wednesday",
            ),
            "price": one_of("£67.50", None),
            "order_ref": one_of("EN-3412", None),
        },
        "not_active": ["£76.50", "14 trophies", "17 altogether"],
        "probes": ["left the club"],
        "gold_goals": [{"match": "quote", "status": LIVE}],
    },
    # ---------------------------------------------------------------- gutter cleaning
    {
        "id": "blind15-gutter-en-guards-declined-then-added",
        "domain": "gutter_cleaning",
        "schema": "GutterCleaningState",
        "steps": [
            (
                "u",
                "Hi, I need my gutters cleared - there's moss everywhere and they overflow when "
                "it rains. It's a semi-detached, two storeys, 9 Rowan Way, Stockport SK4 3HJ.",
            ),
            (
                "a",
                "We can do that for £75. Would you like the downpipes flushed too (£15)? And "
                "we fit gutter guards from £8 a metre.",
            ),
            ("u", "Flush the downpipes please. I'll pass on the guards."),
            ("a", "OK. We have next Wednesday or Friday."),
            (
                "u",
                "Wednesday. Name's Ellen Shaw, 0161 480 2276. Do you send photos so I can see "
                "it's done? I'm at work all day.",
            ),
            ("a", "Yes, before and after photos are standard - I'll make sure they come to you."),
            (
                "call",
                "book_job",
                {
                    "address": "9 Rowan Way, Stockport SK4 3HJ",
                    "date": "next Wednesday",
                    "extras": ["downpipes"],
                    "photos": True,
                },
                {"job_ref": "GC-9021", "price": "£90"},
            ),
            ("a", "Booked, GC-9021, next Wednesday: £90 with the downpipes."),
            (
                "u",
                "Thanks. Actually, on second thoughts, go ahead with the guards on the front "
                "gutter - my husband says the tree's going to keep dropping leaves. The front's "
                "about 8 metres.",
            ),
            ("a", "Guards on the front, 8m at £8 is £64 extra, so £154 in total."),
        ],
        "gold_fields": {
            "customer_name": "Ellen Shaw",
            "phone": "0161 480 2276",
            "address": one_of(
                "9 Rowan Way, Stockport SK4 3HJ", "9 Rowan Way, Stockport", "9 Rowan Way"
            ),
            "property_type": "semi-detached",
            "storeys": 2,
            "extras": one_of(["downpipe", "guards"]),
            "photos": one_of(True, None),
            "visit_date": one_of("Wednesday", "next Wednesday"),
            "price": one_of("£154", None),
            "job_ref": one_of("GC-9021", None),
        },
        "not_active": ["£90"],
        "probes": ["tree"],
        "gold_goals": [
            {"match": "gutters", "status": LIVE},
            {"match": "guards", "status": LIVE},
            {"match": "photos", "status": GONE},
        ],
    },
    {
        "id": "blind15-gutter-en-fascia-declined",
        "domain": "gutter_cleaning",
        "schema": "GutterCleaningState",
        "steps": [
            (
                "u",
                "Hello, could I get a price for clearing the gutters on a bungalow? 31 Heather "
                "Drive, Congleton CW12 4PL.",
            ),
            (
                "a",
                "For a bungalow it's £55, including a downpipe check. We're in Congleton on Thursdays.",
            ),
            ("u", "Thursday's fine - this coming one if you can."),
            (
                "call",
                "check_round",
                {"town": "Congleton", "date": "Thursday"},
                {"available": True, "date": "Thursday 7 October"},
            ),
            (
                "a",
                "Thursday 7 October is fine. Anything else while we're up there - fascia "
                "cleaning, for example? It's £30.",
            ),
            ("u", "No thanks, just the gutters. Do I need to be in?"),
            ("a", "No, as long as we can get to the back garden. We'll text when we're done."),
            ("u", "The side gate's unlocked. It's Mr Tony Barnes, 01260 271 844."),
            ("a", "Booked for Thursday 7 October, reference GC-9108."),
        ],
        "gold_fields": {
            "customer_name": one_of("Tony Barnes", "Mr Tony Barnes"),
            "phone": "01260 271 844",
            "address": one_of(
                "31 Heather Drive, Congleton CW12 4PL",
                "31 Heather Drive, Congleton",
                "31 Heather Drive",
            ),
            "property_type": "bungalow",
            "storeys": one_of(1, None),
            "extras": one_of(None, ["downpipe check"]),
            "visit_date": one_of("Thursday 7 October", "Thursday", "this coming one", "7 October"),
            "price": one_of("£55", None),
            "job_ref": one_of("GC-9108", None),
        },
        "not_active": [],
        "probes": [],
        "gold_goals": [
            {"match": "gutters", "status": LIVE},
            {"match": "fascia", "status": GONE},
            {"match": "need to be in", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- bowling
    {
        "id": "blind15-bowling-en-party-more-kids-later",
        "domain": "bowling",
        "schema": "BowlingState",
        "steps": [
            (
                "u",
                "Hi, I'm after two lanes for my daughter's 9th birthday party at your Riverside "
                "centre - Sunday 14 November at 2pm. There'll be 12 kids.",
            ),
            (
                "a",
                "Two lanes for 12 at Riverside, Sunday 14 November, 2pm. Our party package is "
                "2 games each plus a hot dog meal and a drink, £14.50 a child. Bumpers on?",
            ),
            ("u", "Yes to the party package. Bumpers on please - some of them are only 7."),
            ("a", "Done. Would you like a birthday cake added? It's £20."),
            ("u", "No, I'm bringing my own."),
            (
                "call",
                "book_party",
                {
                    "venue": "Riverside",
                    "date": "2027-11-14",
                    "time": "14:00",
                    "lanes": 2,
                    "players": 12,
                    "package": "party",
                    "bumpers": True,
                },
                {"booking_ref": "BW-7761", "price": "£174"},
            ),
            ("a", "Booked, BW-7761: £174 for 12."),
            (
                "u",
                "Sorry, a few more RSVPs came in - it's 16 kids now. Will that need a third lane?",
            ),
            ("a", "Yes, we allow six to a lane, so three lanes. 16 at £14.50 is £232."),
            (
                "u",
                "OK, three lanes then. And can we push it to 3pm? Some of them have football "
                "till 2.",
            ),
        ],
        "gold_fields": {
            "venue": one_of("Riverside", "Riverside centre", "your Riverside centre"),
            "lanes": 3,
            "players": 16,
            "games": one_of(2, None),
            "bowling_date": one_of("Sunday 14 November", "14 November", "Sunday", "2027-11-14"),
            "start_time": one_of("3pm", "15:00"),
            "bumpers": True,
            "food": one_of(["party"], ["hot dog"]),
            "price": one_of("£232", None),
            "booking_ref": one_of("BW-7761", None),
        },
        "not_active": ["£174", "12 kids", "2pm", "two lanes"],
        "probes": ["football"],
        "gold_goals": [
            {"match": "lanes", "status": LIVE},
            {"match": "cake", "status": GONE},
            {"match": "third lane", "status": GONE},
        ],
    },
    {
        "id": "blind15-bowling-en-work-social-headcount-down",
        "domain": "bowling",
        "schema": "BowlingState",
        "steps": [
            (
                "u",
                "Hello, we'd like to book bowling for a work social - 20 people, Thursday 2 "
                "December, around 7pm, at the Meadowhall alley.",
            ),
            (
                "a",
                "For 20 we'd suggest four lanes. Standard is 2 games, or 3 games for £2 more "
                "each. Would you like food? Our pizza platters are £35 each and feed five.",
            ),
            ("u", "Four lanes, 3 games each. Four pizza platters please, and jugs of soft drinks."),
            ("a", "Four platters and soft drink jugs. Can I take a contact name and number?"),
            ("u", "Sanjay Patel, 07960 335 812."),
            (
                "call",
                "book_lanes",
                {
                    "venue": "Meadowhall",
                    "date": "2027-12-02",
                    "time": "19:00",
                    "lanes": 4,
                    "players": 20,
                    "games": 3,
                    "food": ["4 pizza platters", "soft drink jugs"],
                },
                {"booking_ref": "BW-8012", "price": "£420"},
            ),
            ("a", "Booked, BW-8012 at Meadowhall, Thursday 2 December at 7pm, £420."),
            (
                "u",
                "Just had the final headcount - we're down to 15, several people are off with "
                "flu. Can we go to three lanes and three platters? Keep the drinks.",
            ),
            ("a", "Three lanes, 15 players, three platters and the drinks: £330."),
            ("u", "Great. And what time do we need to arrive?"),
            ("a", "Fifteen minutes before, so 6:45, to get shoes sorted."),
        ],
        "gold_fields": {
            "customer_name": "Sanjay Patel",
            "phone": "07960 335 812",
            "venue": one_of("Meadowhall", "Meadowhall alley", "the Meadowhall alley"),
            "lanes": 3,
            "players": 15,
            "games": 3,
            "bowling_date": one_of("Thursday 2 December", "2 December", "Thursday", "2027-12-02"),
            "start_time": one_of("7pm", "around 7pm", "19:00", "7"),
            "food": one_of(["pizza", "drinks"], ["platters", "drinks"]),
            "price": one_of("£330", None),
            "booking_ref": one_of("BW-8012", None),
        },
        "not_active": ["£420", "20 people", "Four pizza platters", "four lanes"],
        "probes": ["flu"],
        "gold_goals": [
            {"match": "bowling", "status": LIVE},
            {"match": "arrive", "status": GONE},
        ],
    },
]

ZH: list[dict[str, Any]] = [
    # ---------------------------------------------------------------- plumbing
    {
        "id": "blind15-plumbing-zh-drain-later-tap-dropped",
        "domain": "plumbing",
        "schema": "PlumbingState",
        "steps": [
            (
                "u",
                "你好，我家厨房下水道堵了，水下不去，想找师傅上门疏通一下。地址是朝阳区望京西园"
                "三区208号楼1单元602。",
            ),
            ("a", "好的，疏通上门费80元，疏通成功再收120元。您看什么时间方便？"),
            ("u", "明天上午十点吧。顺便帮我把卫生间的水龙头也换一个，一直滴水。"),
            ("a", "可以，换水龙头工费50元。龙头您可以自备，也可以我们带，我们带的是150元一个。"),
            ("u", "我自己买吧，已经在网上下单了。"),
            (
                "call",
                "book_job",
                {
                    "address": "朝阳区望京西园三区208号楼1单元602",
                    "date": "明天",
                    "time": "10:00",
                    "jobs": ["厨房下水道疏通", "更换卫生间水龙头"],
                },
                {"job_ref": "SD-60231", "time": "10:00"},
            ),
            ("a", "已预约明天上午10点，单号SD-60231。师傅到之前会给您打电话。"),
            (
                "u",
                "不好意思，明天上午临时要开会，改到下午两点可以吗？另外我看了下物流，水龙头后天"
                "才到，那这次就先不换了，只通下水道。我姓刘，电话13810457726。",
            ),
            ("a", "好的，已改到明天下午两点，只做厨房下水道疏通。"),
        ],
        "gold_fields": {
            "customer_name": one_of("刘", "姓刘", "刘先生", "刘女士"),
            "phone": "13810457726",
            "address": one_of("朝阳区望京西园三区208号楼1单元602", "望京西园三区208号楼1单元602"),
            "problem": one_of(
                "厨房下水道堵了", "下水道堵了", "水下不去", "厨房下水道堵了，水下不去"
            ),
            "jobs": one_of(["下水道"], ["疏通"]),
            "urgency": one_of(None, "standard"),
            "visit_date": "明天",
            "visit_time": one_of("下午两点", "两点", "14:00", "下午2点", "明天下午两点"),
            "price": one_of(None, "80元", "120元", "200元"),
            "job_ref": one_of("SD-60231", None),
        },
        "not_active": ["上午十点"],
        "probes": ["开会"],
        "gold_goals": [
            {"match": "疏通", "status": LIVE},
            {"match": "水龙头", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- glazing
    {
        "id": "blind15-glazing-zh-five-windows-building-fixed",
        "domain": "glazing",
        "schema": "GlazingState",
        "steps": [
            ("u", "你好，我想把阳台的窗户换成断桥铝的，一共四扇，想要个报价。"),
            (
                "a",
                "可以的。玻璃您想要双层中空还是三层中空？三层隔音保温更好，每平方贵150元左右。",
            ),
            ("u", "我们家临街，挺吵的，那就三层吧。颜色要深灰色。"),
            ("a", "好的，断桥铝、三层中空、深灰色。需要先上门测量，您的地址是？"),
            ("u", "海淀区学院路28号院5号楼902，我姓周，电话13701182955。"),
            (
                "call",
                "book_survey",
                {
                    "address": "海淀区学院路28号院5号楼902",
                    "windows": 4,
                    "material": "断桥铝",
                    "glass": "三层中空",
                    "colour": "深灰色",
                },
                {"quote_ref": "BL-2290", "survey_date": "周六", "price": "约12000元"},
            ),
            ("a", "测量师傅周六上门，初步估价约12000元，单号BL-2290。"),
            (
                "u",
                "等一下，我刚量了一下，其实是五扇，侧面还有一扇小的。还有，地址我说错了，是6号"
                "楼902，不是5号楼。",
            ),
            ("a", "好的，改成五扇，地址是海淀区学院路28号院6号楼902，测量时师傅会重新报价。"),
        ],
        "gold_fields": {
            "customer_name": one_of("周", "姓周", "周先生", "周女士"),
            "phone": "13701182955",
            "address": one_of("海淀区学院路28号院6号楼902", "学院路28号院6号楼902"),
            "window_count": 5,
            "frame_material": "aluminium",
            "glass_type": one_of("三层", "三层中空"),
            "frame_colour": one_of("深灰色", "深灰"),
            "survey_date": one_of("周六", None),
            "quote_ref": one_of("BL-2290", None),
        },
        "not_active": ["5号楼", "四扇", "12000元"],
        "probes": ["临街"],
        "gold_goals": [{"match": "报价", "status": LIVE}],
    },
    # ---------------------------------------------------------------- electrician
    {
        "id": "blind15-electrician-zh-report-dropped-socket-added",
        "domain": "electrician",
        "schema": "ElectricianState",
        "steps": [
            (
                "u",
                "师傅你好，我家刚装修完，要装几个灯和插座。客厅一个吊灯，卧室两个吸顶灯，还有厨"
                "房要加三个插座。",
            ),
            ("a", "可以。装完需要出具电气安全检测报告吗？另收200元。"),
            ("u", "要的，物业要求有报告。"),
            ("a", "好的。什么时候方便上门？"),
            ("u", "这周六下午吧，地址是浦东新区锦绣路1500弄12号301室，我叫陈立，电话13917283306。"),
            (
                "call",
                "book_visit",
                {
                    "jobs": ["客厅吊灯", "卧室吸顶灯x2", "厨房插座x3"],
                    "date": "周六",
                    "time": "下午",
                    "certificate": True,
                },
                {"job_ref": "DG-4418", "price": "680元"},
            ),
            ("a", "已预约周六下午，总价680元（含检测报告），单号DG-4418。"),
            (
                "u",
                "刚问了物业，他们说开发商已经做过整体检测了，报告就不用了。厨房插座再多加一个，"
                "一共四个。",
            ),
            ("a", "好的，取消检测报告，厨房插座改为四个，价格改为530元。"),
        ],
        "gold_fields": {
            "customer_name": "陈立",
            "phone": "13917283306",
            "address": one_of("浦东新区锦绣路1500弄12号301室", "锦绣路1500弄12号301室"),
            "jobs": one_of(["吊灯", "吸顶灯", "插座"]),
            "socket_count": 4,
            "certificate": False,
            "visit_date": one_of("周六", "这周六", "周六下午", "这周六下午"),
            "visit_time": one_of("下午", "周六下午"),
            "price": one_of("530元", None),
            "job_ref": one_of("DG-4418", None),
        },
        "not_active": ["680元", "三个插座"],
        "probes": ["开发商"],
        "gold_goals": [
            {"match": "插座", "status": LIVE},
            {"match": "报告", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- party hire
    {
        "id": "blind15-party-zh-more-guests-machine-swapped",
        "domain": "party_hire",
        "schema": "PartyHireState",
        "steps": [
            ("u", "你好，我们公司下个月15号办年会，要租一些桌椅，大概80个人。"),
            (
                "a",
                "好的，一般10人一张圆桌，80人需要8张圆桌、80把椅子。请问场地在室内还是室外？",
            ),
            (
                "u",
                "室内，在公司一楼大厅，地址是南山区科技园科苑路15号。另外还想租一台棉花糖机。",
            ),
            ("a", "棉花糖机一天300元，8张圆桌加80把椅子一共1600元。几点送到？"),
            ("u", "下午两点前送到就行。"),
            (
                "call",
                "create_order",
                {
                    "items": ["圆桌x8", "椅子x80", "棉花糖机"],
                    "date": "下个月15号",
                    "indoor": True,
                    "delivery": "14:00前",
                },
                {"booking_ref": "ZL-3307", "price": "1900元"},
            ),
            ("a", "一共1900元，订单号ZL-3307。"),
            ("u", "领导说人数要加到100人，桌椅也相应加。棉花糖机不要了，换成爆米花机吧。"),
            ("a", "好的，10张圆桌、100把椅子，加爆米花机（250元），一共2250元。"),
            ("u", "行。我叫王婷，电话13652218840。"),
        ],
        "gold_fields": {
            "customer_name": "王婷",
            "phone": "13652218840",
            "event_address": one_of(
                "南山区科技园科苑路15号",
                "科技园科苑路15号",
                "公司一楼大厅",
                "南山区科技园科苑路15号公司一楼大厅",
            ),
            "hire_items": one_of(["桌", "椅", "爆米花"], ["桌椅", "爆米花"]),
            "guest_count": 100,
            "event_date": one_of("下个月15号", "15号"),
            "delivery_time": one_of("下午两点前", "两点前", "14:00前", "下午两点"),
            "indoor": True,
            "price": one_of("2250元", None),
            "booking_ref": one_of("ZL-3307", None),
        },
        "not_active": ["1900元", "1600元", "80个人"],
        "probes": ["领导"],
        "gold_goals": [
            {"match": "桌椅", "status": LIVE},
            {"match": "棉花糖", "status": GONE},
            {"match": "爆米花", "status": LIVE},
        ],
    },
    # ---------------------------------------------------------------- cookery class
    {
        "id": "blind15-cookery-zh-class-swapped-for-piano",
        "domain": "cookery_class",
        "schema": "CookeryClassState",
        "steps": [
            ("u", "你好，我想给我女儿报一个周末的烘焙课，她12岁，可以上吗？"),
            (
                "a",
                "可以的，亲子烘焙课8岁以上都能上。这周六上午做戚风蛋糕，周日下午做曲奇，每人198"
                "元。",
            ),
            ("u", "那就周六的戚风蛋糕吧，我也一起，两个人。"),
            ("a", "好的，两位。有没有过敏或者忌口？"),
            ("u", "她对芒果过敏。"),
            ("a", "好的，戚风的装饰我们会避开芒果。"),
            ("u", "哦对了，周六上午她有钢琴课，换成周日下午的曲奇吧。人数不变。"),
            (
                "call",
                "book_class",
                {
                    "class": "曲奇",
                    "date": "周日",
                    "time": "14:00",
                    "participants": 2,
                    "dietary": ["芒果过敏"],
                },
                {"booking_ref": "HB-1029", "price": "396元", "time": "14:00"},
            ),
            (
                "a",
                "已经帮您约了周日下午两点的曲奇课，两位共396元，单号HB-1029。曲奇不用芒果，放心。",
            ),
            ("u", "好的，谢谢。我叫林晓，电话13522036617。"),
        ],
        "gold_fields": {
            "customer_name": "林晓",
            "phone": "13522036617",
            "class_name": one_of("曲奇", "做曲奇", "曲奇课", "周日下午的曲奇"),
            "participants": 2,
            "class_date": one_of("周日", "周日下午"),
            "class_time": one_of("下午两点", "14:00", "两点", "下午", "周日下午"),
            "dietary": one_of(["芒果"]),
            "price": one_of("396元", "198元", None),
            "booking_ref": one_of("HB-1029", None),
        },
        "not_active": ["戚风"],
        "probes": ["钢琴课"],
        "gold_goals": [{"match": "烘焙课", "status": LIVE}],
    },
    # ---------------------------------------------------------------- upholstery
    {
        "id": "blind15-upholstery-zh-two-more-chairs",
        "domain": "upholstery",
        "schema": "UpholsteryState",
        "steps": [
            ("u", "你好，我家有六把餐椅，坐垫的布破了，想重新换面。"),
            (
                "a",
                "可以的。布料有亚麻、绒布和科技布，科技布防水好打理，每把换面120元。要不要顺便"
                "换海绵？每把加40元。",
            ),
            ("u", "科技布吧，家里有小孩。海绵不用换，还挺好的。"),
            ("a", "好的。颜色有米白、浅灰、墨绿。"),
            ("u", "浅灰色。你们能上门取吗？"),
            ("a", "可以，上门取送一次50元。"),
            ("u", "那就上门取。地址是天河区华景新城翠景苑B座1105，我姓郑，电话13922641187。"),
            (
                "call",
                "quote",
                {
                    "items": ["餐椅x6"],
                    "fabric": "科技布",
                    "colour": "浅灰色",
                    "foam": False,
                    "collection": True,
                },
                {"quote_ref": "HM-7715", "price": "770元"},
            ),
            ("a", "六把餐椅换浅灰色科技布，含上门取送，共770元，单号HM-7715。"),
            ("u", "我老婆说另外两把也一起换吧，一共八把，颜色不变。"),
        ],
        "gold_fields": {
            "customer_name": one_of("郑", "姓郑", "郑先生"),
            "phone": "13922641187",
            "furniture": one_of(["餐椅"], ["椅"]),
            "fabric": "科技布",
            "colour": one_of("浅灰色", "浅灰"),
            "foam_replacement": False,
            "collection": True,
            "address": one_of("天河区华景新城翠景苑B座1105", "华景新城翠景苑B座1105"),
            "quote_ref": one_of("HM-7715", None),
        },
        "not_active": ["770元", "六把"],
        "probes": ["老婆"],
        "gold_goals": [
            {"match": "换面", "status": LIVE},
            {"match": "海绵", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- watch repair
    {
        "id": "blind15-watch-zh-service-no-change",
        "domain": "watch_repair",
        "schema": "WatchRepairState",
        "steps": [
            (
                "u",
                "你好，我有一块浪琴名匠，自动机械表，最近走时慢了，一天慢两三分钟，想做个保养。",
            ),
            (
                "a",
                "浪琴名匠全面保养是1280元，包括清洗、加油、校准和防水测试，周期大概三到四周。",
            ),
            ("u", "可以。表带也有点旧了，顺便换一条原装的棕色皮表带。"),
            (
                "call",
                "quote",
                {"watch": "浪琴名匠", "services": ["保养", "换表带"], "strap": "原装棕色皮表带"},
                {"repair_ref": "WX-5503", "strap_price": "980元", "total": "2260元"},
            ),
            ("a", "原装棕色皮表带980元，一共2260元，单号WX-5503。您什么时候送过来？"),
            ("u", "我明天下午送到你们国贸店。保养期间能提供备用表吗？"),
            ("a", "不好意思，我们没有备用表服务。"),
            ("u", "好吧，没关系。我叫赵敏，电话13601029948。"),
        ],
        "gold_fields": {
            "customer_name": "赵敏",
            "phone": "13601029948",
            "watch_brand": one_of("浪琴名匠", "浪琴"),
            "services": one_of(["保养", "表带"]),
            "movement": "automatic",
            "strap": one_of("原装的棕色皮表带", "棕色皮表带", "原装棕色皮表带", "棕色"),
            "dropoff_date": one_of("明天下午", "明天"),
            "price": one_of("2260元", None),
            "repair_ref": one_of("WX-5503", None),
        },
        "not_active": [],
        "probes": [],
        "gold_goals": [
            {"match": "保养", "status": LIVE},
            {"match": "备用表", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- make-up artist
    {
        "id": "blind15-makeup-zh-roommate-out-earlier",
        "domain": "makeup_artist",
        "schema": "MakeupArtistState",
        "steps": [
            ("u", "你好，我下周六要拍毕业照，想约一个化妆师，我和两个室友，一共三个人。"),
            ("a", "好的，毕业照妆每人280元，含简单发型。需要上门吗？"),
            ("u", "要上门，在北师大西门附近的学生公寓。我们九点前要弄好。"),
            ("a", "三个人的话我七点到，九点前能完成。要不要加假睫毛？每人30元。"),
            ("u", "要，都加上。"),
            (
                "call",
                "book",
                {
                    "date": "下周六",
                    "people": 3,
                    "services": ["化妆", "发型", "假睫毛"],
                    "location": "北师大西门学生公寓",
                    "ready_by": "09:00",
                },
                {"booking_ref": "HZ-8801", "price": "930元"},
            ),
            ("a", "已预约下周六早上七点上门，三人共930元，订单号HZ-8801。"),
            (
                "u",
                "不好意思，有个室友说她自己化，所以只有两个人了。还有拍摄时间提前了，要八点半前"
                "弄好。",
            ),
            ("a", "好的，两位，八点半前完成的话我六点半到，一共620元。"),
            ("u", "好的。我叫孙佳，电话15801176623。"),
        ],
        "gold_fields": {
            "customer_name": "孙佳",
            "phone": "15801176623",
            "event_type": one_of("毕业照", "拍毕业照"),
            "event_date": "下周六",
            "ready_time": one_of("八点半前", "八点半", "8:30"),
            "people": 2,
            "services": one_of(
                ["化妆", "发型", "假睫毛"],
                ["妆", "发型", "睫毛"],
                ["化妆", "假睫毛"],
                ["妆", "睫毛"],
            ),
            "location": one_of("北师大西门附近的学生公寓", "北师大西门学生公寓", "学生公寓"),
            "price": one_of("620元", None),
            "booking_ref": one_of("HZ-8801", None),
        },
        "not_active": ["930元", "三个人", "九点前"],
        "probes": ["自己化"],
        "gold_goals": [
            {"match": "化妆师", "status": LIVE},
            {"match": "假睫毛", "status": LIVE},
        ],
    },
]


def build() -> list[dict[str, Any]]:
    """The set's records (English first, then Chinese)."""
    return build_set("blind15", [("en", EN), ("zh", ZH)], 24)


if __name__ == "__main__":
    write_set(Path(__file__).with_name("state_blind15.jsonl"), build())
