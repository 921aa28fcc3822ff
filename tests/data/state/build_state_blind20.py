"""Builds ``state_blind20.jsonl``: a twentieth blind labelled set for ``turnmem eval state``.

Hand-written for turnmem (not taken from any data set) without reading the rule folder or its
tests (the nineteenth set's builder was read, for its pattern). 24 conversations, 16 English
and 8 Chinese, split ``blind20``, in twelve domains no earlier set used (clay pigeon shooting,
choir auditions, vinyl record valuation, allotment plots, scaffolding hire, stargazing nights,
will writing, indoor air quality testing, stairlift installation, knife sharpening, portable
toilet hire, lawn mower servicing), two conversations each, every one naming a class of
``schemas_blind20.py``. They carry reasons with other people's days ("my sister's working the
Saturday", "my wife's on a late shift on the 8th", "he's at our daughter's football till 12",
"那天上午我要陪我妈去医院复查", "周六下午我老公要用车"), slips corrected (an email's old
account, "07590 662 184. Sorry, 07590 662 148", "I gave you the wrong one"), counts that go up
or down because of others ("My uncle and his wife want to come too", "有两个同事那周要出差",
"孩子的同学一家也想去", "so make it two units"), one of several things dropped ("not those"
shears, "we'll skip the VOC screen", "forget the blade", "那间就放个书架，不用测了"), a request
replaced by another (a full plot by a half plot, standard units by a luxury trailer, photos by
a drop-off valuation, the office by a home visit), facts found wrong (a staircase that is
curved), prices quoted again after each change, questions ("Do we need to sort out a licence
for that or do you?", "How much is that for the eight weeks?", "检测前要关窗12小时吧？"), an
offer left unanswered, a survey cancelled because of a move into a care home, and a finished
booking ("that's everything then").
Run ``python tests/data/state/build_state_blind20.py`` to rebuild the file (deterministic).

Labelling conventions (as in ``build_state_blind19.py``):

- a field only a tool output states may be unset (``null`` in ``one_of``); a field the user
  stated (or the assistant stated and the user accepted) must be set; a schema field not listed
  must end unset (a price quoted before the order changed, and not quoted again, is listed
  nowhere, and is ``not_active``);
- ``not_active`` lists replaced, cancelled or rejected values chosen so that no true statement
  at the end needs to contain them (a reason such as "my sister's working the Saturday" or a
  negation such as "not btinternet" is true, so neither is listed);
  a cancelled request is labelled in ``gold_goals`` as ``abandoned`` or ``absent``;
- questions and requests for information are ``absent`` goals; a request the user makes in
  the imperative is a goal (any live or done status); an offer the user has not answered sets
  nothing;
- ``probes`` name a reason the user gave for a change (a third person's constraint, a clash)
  that the final context should still hold;
- a day a tool call's arguments give in ISO form ("2026-05-16") is the same day, so it is
  accepted wherever that day is still the right one.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from turnmem.lab.state_sets import GONE, LIVE, build_set, one_of, write_set

EN: list[dict[str, Any]] = [
    # ---------------------------------------------------------------- clay pigeon shooting
    {
        "id": "blind20-clay-en-party-grows-moves-to-sunday",
        "domain": "clay_pigeon_shooting",
        "schema": "ClayShootingState",
        "steps": [
            (
                "u",
                "Hi there, I'd like to book a clay shooting taster for my dad's 60th at Bisley. "
                "There'd be six of us, none of us have shot before. Saturday 16 May?",
            ),
            (
                "a",
                "Happy birthday to him! Saturday 16 May we have a group taster at 11am or 2pm: "
                "safety briefing, an instructor and 50 cartridges each, £85 per person.",
            ),
            ("u", "2pm please."),
            (
                "call",
                "hold_group",
                {"shooters": 6, "date": "2026-05-16", "time": "14:00", "package": "group taster"},
                {"booking_ref": "BSL-4471", "price": "£510"},
            ),
            (
                "a",
                "Held: group taster for 6, Saturday 16 May at 2pm, £510. Reference BSL-4471.",
            ),
            (
                "u",
                "My uncle and his wife want to come too, so eight. And actually can we make it "
                "Sunday the 17th? My sister's working the Saturday and she'd kill me.",
            ),
            (
                "a",
                "Sunday 17 May at 2pm is free for 8. That's £680 for the group, same package.",
            ),
            (
                "u",
                "Lovely. Could we get 75 cartridges each instead of 50? Some of them will be keen.",
            ),
            (
                "a",
                "Yes, 75 cartridges is £15 extra per person, so £800 for the eight of you. "
                "Can I take a name and number?",
            ),
            ("u", "Rachel Osei, 07911 238 506."),
        ],
        "gold_fields": {
            "customer_name": "Rachel Osei",
            "phone": "07911 238 506",
            "ground": "Bisley",
            "shooters": 8,
            "package": one_of("group taster", "clay shooting taster", "taster"),
            "cartridges": 75,
            "shoot_date": one_of(
                "Sunday the 17th", "Sunday 17 May", "17 May", "Sunday 17th", "the 17th"
            ),
            "shoot_time": one_of("2pm", "14:00"),
            "price": one_of("£800", None),
            "booking_ref": one_of("BSL-4471", None),
        },
        "not_active": ["£510", "£680", "Saturday 16 May"],
        "probes": ["sister"],
        "gold_goals": [{"match": "taster", "status": LIVE}],
    },
    # ---------------------------------------------------------------- choir auditions
    {
        "id": "blind20-choir-en-email-fixed-slot-moved",
        "domain": "choir_auditions",
        "schema": "ChoirAuditionState",
        "steps": [
            (
                "u",
                "Hello, I saw the Hallé Choir is holding auditions for new tenors. How do I "
                "book a slot?",
            ),
            (
                "a",
                "We're auditioning on Tuesday 8 September and Thursday 10 September, 10-minute "
                "slots from 6:30pm. You sing a prepared piece, do some sight-reading and a few "
                "scales. Our accompanist can play for you if you send the music in advance.",
            ),
            (
                "u",
                "Tuesday at 7pm if you have it. I'll sing Silent Worship by Handel and yes "
                "please to the accompanist. My email's tom.bradley@gmail.com.",
            ),
            (
                "call",
                "book_audition",
                {"date": "2026-09-08", "time": "19:00", "part": "tenor", "accompanist": True},
                {"booking_ref": "HC-T-118"},
            ),
            (
                "a",
                "You're booked for Tuesday 8 September at 7pm, tenor, reference HC-T-118. "
                "Please email the accompaniment to the choir office.",
            ),
            (
                "u",
                "Sorry, the email's wrong, it's tom.bradley84@gmail.com - the other one's an old "
                "account. And could I switch to the Thursday? My wife's on a late shift on the "
                "8th and I've got the kids.",
            ),
            (
                "a",
                "No problem. Thursday 10 September, 7pm is taken, but 7:20pm is free - shall I "
                "move you there?",
            ),
            ("u", "7:20 is fine. It's Tom Bradley by the way, 07384 552 910 if you need me."),
            (
                "a",
                "Done, Tom: Thursday 10 September at 7:20pm, reference HC-T-118, email updated.",
            ),
        ],
        "gold_fields": {
            "singer_name": "Tom Bradley",
            "phone": "07384 552 910",
            "email": "tom.bradley84@gmail.com",
            "choir": one_of("Hallé Choir", "the Hallé Choir", "Hallé"),
            "voice_part": "tenor",
            "audition_piece": one_of("Silent Worship", "Silent Worship by Handel"),
            "accompanist": True,
            "audition_date": one_of("Thursday 10 September", "10 September", "Thursday"),
            "audition_time": one_of("7:20pm", "7:20"),
            "booking_ref": one_of("HC-T-118", None),
        },
        "not_active": ["tom.bradley@gmail.com", "Tuesday 8 September"],
        "probes": ["late shift"],
        "gold_goals": [{"match": "audition", "status": LIVE}],
    },
    # ---------------------------------------------------------------- vinyl record valuation
    {
        "id": "blind20-vinyl-en-dads-collection-recounted",
        "domain": "vinyl_record_valuation",
        "schema": "RecordValuationState",
        "steps": [
            (
                "u",
                "Hi, my late father left a record collection, about 400 LPs, mostly 60s and 70s "
                "rock. Do you do home valuations? We're in Leamington Spa.",
            ),
            (
                "a",
                "Sorry for your loss. Yes, we come out within 30 miles of Coventry. A home "
                "valuation is £60, refunded if you sell to us. Are there any records you know "
                "are special?",
            ),
            (
                "u",
                "There's a first pressing of Led Zeppelin II and a signed Rumours, I think. The "
                "address is 14 Clarendon Square, Leamington Spa CV32 5QX.",
            ),
            ("a", "We can come Wednesday 22 April at 10am or Friday 24 April at 2pm."),
            ("u", "Wednesday at 10 please."),
            (
                "call",
                "book_valuation",
                {"date": "2026-04-22", "time": "10:00", "records": 400, "postcode": "CV32 5QX"},
                {"ref": "VV-2291", "fee": "£60"},
            ),
            (
                "a",
                "Booked for Wednesday 22 April at 10am, reference VV-2291, £60 refundable.",
            ),
            (
                "u",
                "Update - my brother went through the loft last night and there's another lot, "
                "so it's more like 650 records. Will that take longer? He wants to be there and "
                "can't do Wednesday, so the Friday 2pm would be better.",
            ),
            (
                "a",
                "650 is fine, allow about three hours. I've moved you to Friday 24 April at 2pm; "
                "the fee stays £60.",
            ),
            ("u", "Great. Contact is me, Hannah Pryce, hannah.pryce@outlook.com."),
        ],
        "gold_fields": {
            "customer_name": "Hannah Pryce",
            "email": "hannah.pryce@outlook.com",
            "record_count": 650,
            "highlights": one_of(
                ["Led Zeppelin II", "Rumours"],
                ["first pressing of Led Zeppelin II", "signed Rumours"],
            ),
            "valuation_method": one_of("home valuation", "home visit", None),
            "address": one_of(
                "14 Clarendon Square, Leamington Spa CV32 5QX",
                "14 Clarendon Square, Leamington Spa",
                "14 Clarendon Square",
            ),
            "valuation_date": one_of("Friday 24 April", "24 April", "Friday"),
            "valuation_time": one_of("2pm", "14:00"),
            "price": one_of("£60", None),
            "ref": one_of("VV-2291", None),
        },
        "not_active": ["Wednesday 22 April", "10am"],
        "probes": ["brother"],
        "gold_goals": [{"match": "valuation", "status": LIVE}],
    },
    # ---------------------------------------------------------------- allotments
    {
        "id": "blind20-allot-en-half-plot-no-shed",
        "domain": "allotment_rental",
        "schema": "AllotmentState",
        "steps": [
            (
                "u",
                "Hi, I got an email saying I'd reached the top of the waiting list for Hillside "
                "Road allotments. What's available?",
            ),
            (
                "a",
                "Congratulations! At Hillside Road we have plot 23, a full plot (250 square "
                "metres) at £96 a year, or plot 31, a half plot at £52 a year. Plot 23 has a "
                "shed you can rent for £20 a year.",
            ),
            (
                "u",
                "I'll take plot 23 with the shed. Is there water nearby? I'm at "
                "j.nowak@btinternet.com.",
            ),
            (
                "a",
                "There's a trough two plots down, and each plot gets a water butt. That's £116 a "
                "year with the shed.",
            ),
            (
                "u",
                "Actually, thinking about it, a full plot is a lot for one person with my back. "
                "Can I have the half plot instead? Then I don't need the shed either, I'll bring "
                "a storage box.",
            ),
            (
                "call",
                "offer_plot",
                {
                    "site": "Hillside Road",
                    "plot": "31",
                    "shed": False,
                    "email": "j.nowak@btinternet.com",
                },
                {"tenancy_ref": "HR-31-2026", "rent": "£52", "start": "1 March"},
            ),
            (
                "a",
                "Plot 31, half plot, £52 a year, tenancy HR-31-2026 from 1 March. The "
                "agreement is on its way to j.nowak@btinternet.com.",
            ),
            (
                "u",
                "Sorry, my email is j.nowak@btopenworld.com, not btinternet. Name's Jan Nowak.",
            ),
            ("a", "Thanks Jan, I've resent it to j.nowak@btopenworld.com."),
        ],
        "gold_fields": {
            "customer_name": "Jan Nowak",
            "email": "j.nowak@btopenworld.com",
            "site": one_of("Hillside Road", "Hillside Road allotments"),
            "plot_size": one_of("half plot", "half"),
            "plot_number": one_of("31", "plot 31"),
            "shed": False,
            "water_butt": one_of(True, None),
            "start_date": one_of("1 March", None),
            "price": one_of("£52", "£52 a year", None),
            "tenancy_ref": one_of("HR-31-2026", None),
        },
        "not_active": ["j.nowak@btinternet.com", "£116", "£96"],
        "probes": ["back"],
        "gold_goals": [{"match": "plot 23", "status": GONE}],
    },
    # ---------------------------------------------------------------- scaffolding hire
    {
        "id": "blind20-scaffold-en-side-dropped-roofer-late",
        "domain": "scaffolding_hire",
        "schema": "ScaffoldHireState",
        "steps": [
            (
                "u",
                "Hi, we're having the roof redone and the roofer says we need our own "
                "scaffolding. It's a semi, 27 Moorland Avenue, Leeds LS6 4JP. Front and the "
                "gable side, two storeys.",
            ),
            (
                "a",
                "For a two-storey semi, front and gable end with two lifts and a loading bay, "
                "it's £1,450 for 4 weeks, then £95 a week after. Does it go over the pavement?",
            ),
            (
                "u",
                "The front does, yes. Do we need to sort out a licence for that or do you?",
            ),
            (
                "a",
                "We apply for the pavement licence for you; the council charges £120, which "
                "goes on the invoice. Earliest erection date is Monday 1 June.",
            ),
            (
                "u",
                "Two changes. The roofer's just rung - he's stuck on another job, so he can't "
                "start till mid-June and reckons six weeks now. And the neighbours are doing "
                "their side anyway, so we can share theirs and you only need the front.",
            ),
            (
                "call",
                "requote",
                {
                    "address": "27 Moorland Avenue, Leeds LS6 4JP",
                    "elevations": ["front"],
                    "lifts": 2,
                    "weeks": 6,
                    "erect": "2026-06-15",
                },
                {"quote_ref": "SQ-8832", "price": "£1,130", "licence": "£120"},
            ),
            (
                "a",
                "Front only, two lifts, 6 weeks, going up Monday 15 June: £1,130 plus the £120 "
                "licence. Quote SQ-8832.",
            ),
            ("u", "That works. Put it in the name of Priya Lal, 0113 496 0731."),
        ],
        "gold_fields": {
            "customer_name": "Priya Lal",
            "phone": "0113 496 0731",
            "address": one_of(
                "27 Moorland Avenue, Leeds LS6 4JP",
                "27 Moorland Avenue, Leeds",
                "27 Moorland Avenue",
            ),
            "elevations": ["front"],
            "lifts": 2,
            "hire_weeks": 6,
            "erect_date": one_of("Monday 15 June", "15 June", "2026-06-15"),
            "licence_needed": True,
            "price": one_of("£1,130", "£1,130 plus the £120 licence", None),
            "quote_ref": one_of("SQ-8832", None),
        },
        "not_active": ["£1,450", "Monday 1 June"],
        "probes": ["another job"],
        "gold_goals": [{"match": "gable", "status": GONE}],
    },
    # ---------------------------------------------------------------- stargazing
    {
        "id": "blind20-stars-en-cloudy-night-moved",
        "domain": "stargazing_night",
        "schema": "StargazingState",
        "steps": [
            (
                "u",
                "Hi, can we book the family stargazing evening at Kielder Observatory? Two adults "
                "and three kids, Friday 14 August if there's space.",
            ),
            (
                "a",
                "Friday 14 August has the Perseids family session at 9pm, 2 hours. Adults £28, "
                "children £18, so £138 for your group. We can lend a pair of binoculars per family "
                "free, or hire a small telescope to use on the night for £15.",
            ),
            ("u", "Book it with the telescope please."),
            (
                "call",
                "book_session",
                {
                    "date": "2026-08-14",
                    "time": "21:00",
                    "adults": 2,
                    "children": 3,
                    "telescope": True,
                },
                {"booking_ref": "KO-81427", "price": "£153"},
            ),
            ("a", "Booked: Perseids family session, Friday 14 August at 9pm, £153. Ref KO-81427."),
            (
                "u",
                "One of the kids has a sleepover that night so it'll just be two children. Also "
                "is it true it gets really cold up there?",
            ),
            (
                "a",
                "It does - bring hats and gloves even in August. Two adults and two children "
                "with the telescope is £135.",
            ),
            (
                "u",
                "Ah, the forecast for the 14th is looking grim. Could we do Saturday the 15th "
                "instead, same session?",
            ),
            (
                "a",
                "Saturday 15 August has the same session at 9:30pm. I've moved KO-81427 there, "
                "still £135. Can I take a contact name?",
            ),
            ("u", "Yes, Gareth Hume, 07823 019 447."),
        ],
        "gold_fields": {
            "customer_name": "Gareth Hume",
            "phone": "07823 019 447",
            "venue": one_of("Kielder Observatory", "Kielder"),
            "adults": 2,
            "children": 2,
            "session": one_of(
                "Perseids family session", "family stargazing evening", "family session"
            ),
            "event_date": one_of(
                "Saturday the 15th", "Saturday 15 August", "15 August", "Saturday"
            ),
            "event_time": one_of("9:30pm", "21:30"),
            "telescope_hire": True,
            "price": one_of("£135", None),
            "booking_ref": one_of("KO-81427", None),
        },
        "not_active": ["£153", "£138", "Friday 14 August", "9pm"],
        "probes": ["sleepover"],
        "gold_goals": [
            {"match": "stargazing", "status": LIVE},
            {"match": "cold", "status": GONE},
        ],
    },
    # ---------------------------------------------------------------- will writing
    {
        "id": "blind20-will-en-mirror-wills-executor-changed",
        "domain": "will_writing",
        "schema": "WillWritingState",
        "steps": [
            (
                "u",
                "Hello, my husband and I want to make our wills. We've got two grown-up kids. "
                "What do you charge?",
            ),
            (
                "a",
                "A single will is £180, mirror wills for a couple are £290. We can meet at our "
                "Harrogate office or come to you for an extra £40.",
            ),
            (
                "u",
                "Mirror wills then, at the office. We'd like my brother Alan Firth as executor.",
            ),
            ("a", "We have Monday 11 May at 11am or Thursday 14 May at 3pm in Harrogate."),
            ("u", "Thursday at 3."),
            (
                "call",
                "book_appointment",
                {
                    "type": "mirror wills",
                    "date": "2026-05-14",
                    "time": "15:00",
                    "office": "Harrogate",
                },
                {"ref": "HW-0514-07", "fee": "£290"},
            ),
            (
                "a",
                "Booked: mirror wills at our Harrogate office, Thursday 14 May at 3pm, £290, "
                "reference HW-0514-07.",
            ),
            (
                "u",
                "We've talked it over and we'd rather have our daughter, Emma Clarke, as "
                "executor - Alan's 78 and lives in Spain. Also, my husband's knee op has been "
                "booked for the 12th, so could you come to us after all? We're at 5 Valley "
                "Drive, Harrogate HG2 0JL.",
            ),
            (
                "a",
                "Of course. A home visit on Thursday 14 May at 3pm is £330 in all. Who should "
                "we contact?",
            ),
            ("u", "Me, Susan Clarke, susan.clarke@talktalk.net or 01423 567 210."),
        ],
        "gold_fields": {
            "client_name": "Susan Clarke",
            "phone": "01423 567 210",
            "email": "susan.clarke@talktalk.net",
            "will_type": one_of("mirror wills", "mirror"),
            "executor": "Emma Clarke",
            "appointment_date": one_of("Thursday 14 May", "14 May", "Thursday", "2026-05-14"),
            "appointment_time": one_of("3pm", "15:00", "3"),
            "office": one_of(
                "home visit",
                "5 Valley Drive, Harrogate HG2 0JL",
                "5 Valley Drive, Harrogate",
                "5 Valley Drive",
            ),
            "price": one_of("£330", None),
            "ref": one_of("HW-0514-07", None),
        },
        "not_active": ["£290", "Alan Firth", "Harrogate office"],
        "probes": ["knee"],
        "gold_goals": [{"match": "wills", "status": LIVE}],
    },
    # ---------------------------------------------------------------- air quality testing
    {
        "id": "blind20-air-en-mould-only-landlord-away",
        "domain": "air_quality_testing",
        "schema": "AirQualityTestState",
        "steps": [
            (
                "u",
                "Hi, we've got black mould coming back in the bedrooms of our flat and my son's "
                "asthma is getting worse. Can you test the air? Flat 3, 61 Gloucester Road, "
                "Bristol BS7 8AD.",
            ),
            (
                "a",
                "Yes. A mould spore test is £95 for the first room and £35 for each extra room; "
                "a VOC screen adds £80. We also check damp readings on the walls at no charge.",
            ),
            ("u", "Can you do mould and VOCs in the two bedrooms and the living room?"),
            ("a", "That's £245. We have Tuesday 7 July 9am-12pm or Thursday 9 July 1-4pm."),
            ("u", "Tuesday morning."),
            (
                "call",
                "book_test",
                {
                    "date": "2026-07-07",
                    "slot": "09:00-12:00",
                    "rooms": 3,
                    "tests": ["mould", "VOC"],
                },
                {"job_ref": "AQ-5570", "price": "£245"},
            ),
            ("a", "Booked: Tuesday 7 July 9am-12pm, mould and VOC in 3 rooms, £245. Job AQ-5570."),
            (
                "u",
                "Just spoke to the landlord, he wants to be there and he's away till the 8th, so "
                "the Thursday slot please. And we'll skip the VOC screen, he says the flat was "
                "tested after the refit last year. Name's Leila Haddad, 07700 245 318.",
            ),
            (
                "a",
                "Moved to Thursday 9 July 1-4pm, mould spores in 3 rooms only: £165. Thanks, "
                "Leila.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Leila Haddad",
            "phone": "07700 245 318",
            "address": one_of(
                "Flat 3, 61 Gloucester Road, Bristol BS7 8AD",
                "Flat 3, 61 Gloucester Road, Bristol",
                "Flat 3, 61 Gloucester Road",
                "61 Gloucester Road, Bristol BS7 8AD",
            ),
            "tests": one_of(["mould"], ["mould spore test"], ["mould spores"]),
            "rooms": 3,
            "visit_date": one_of("Thursday 9 July", "9 July", "Thursday", "the Thursday"),
            "visit_time": one_of("1-4pm", "1pm-4pm", "13:00-16:00"),
            "price": one_of("£165", None),
            "job_ref": one_of("AQ-5570", None),
        },
        "not_active": ["£245", "Tuesday 7 July", "9am-12pm"],
        "probes": ["landlord"],
        "gold_goals": [{"match": "VOC", "status": GONE}],
    },
    # ---------------------------------------------------------------- stairlifts
    {
        "id": "blind20-stairlift-en-curved-survey-moved",
        "domain": "stairlift_install",
        "schema": "StairliftState",
        "steps": [
            (
                "u",
                "Hello, I'm looking into a stairlift for my mum, Joan Doyle. She's 84 and the "
                "stairs are getting too much. The staircase is straight, I think.",
            ),
            (
                "a",
                "A new straight stairlift starts at £2,295 fitted; a reconditioned one is "
                "£1,495 with a 12-month warranty. We do a free survey first to measure up.",
            ),
            (
                "u",
                "Let's do the survey. Reconditioned is probably fine. Her address is 9 Elm "
                "Close, Stockport SK3 8PT.",
            ),
            ("a", "We can survey Monday 15 June at 10am."),
            (
                "call",
                "book_survey",
                {
                    "address": "9 Elm Close, Stockport SK3 8PT",
                    "date": "2026-06-15",
                    "time": "10:00",
                },
                {"quote_ref": "SL-3308"},
            ),
            ("a", "Survey booked for Monday 15 June at 10am, reference SL-3308."),
            (
                "u",
                "Sorry, I've just looked again - there's a turn at the top, so it's curved, not "
                "straight. Does that change things? And mum's got a hospital appointment on the "
                "15th, can we do the Wednesday?",
            ),
            (
                "a",
                "Curved stairlifts are made to measure, so they're new only, from £4,800. I've "
                "moved the survey to Wednesday 17 June at 10am.",
            ),
            (
                "u",
                "OK, new it is then. I'm Siobhan Doyle, her daughter - best on 07765 330 912.",
            ),
        ],
        "gold_fields": {
            "customer_name": "Siobhan Doyle",
            "phone": "07765 330 912",
            "address": one_of(
                "9 Elm Close, Stockport SK3 8PT", "9 Elm Close, Stockport", "9 Elm Close"
            ),
            "user_name": one_of("Joan Doyle", "Joan"),
            "staircase": "curved",
            "new_or_reconditioned": "new",
            "survey_date": one_of("Wednesday 17 June", "17 June", "Wednesday"),
            "survey_time": one_of("10am", "10:00"),
            "price": one_of("£4,800", "from £4,800", None),
            "quote_ref": one_of("SL-3308", None),
        },
        "not_active": ["£1,495", "£2,295", "Monday 15 June"],
        "probes": ["hospital"],
        "gold_goals": [{"match": "survey", "status": LIVE}],
    },
    {
        "id": "blind20-stairlift-en-survey-cancelled-care-home",
        "domain": "stairlift_install",
        "schema": "StairliftState",
        "steps": [
            (
                "u",
                "Hi, I booked a stairlift survey for my father-in-law, Ken Ashworth, reference "
                "SL-2917. Can I check when it is?",
            ),
            (
                "call",
                "get_survey",
                {"quote_ref": "SL-2917"},
                {
                    "date": "2026-03-26",
                    "time": "14:00",
                    "address": "22 Brook Lane, Bolton BL1 6RE",
                    "staircase": "straight",
                },
            ),
            (
                "a",
                "It's Thursday 26 March at 2pm at 22 Brook Lane, Bolton, for a straight stairlift.",
            ),
            (
                "u",
                "Thanks. Can it be earlier in the day? I want to be there and I finish work at "
                "1 on Thursdays.",
            ),
            ("a", "Hmm - if you finish at 1, 2pm should suit you. Or I have 4pm the same day?"),
            ("u", "Oh you're right, 2pm is fine, sorry. Keep it as it is."),
            ("a", "No worries - it stays at 2pm on Thursday 26 March."),
            (
                "u",
                "Actually, bad news. The family met last night and Ken's going into a care home "
                "next month, so we won't need the stairlift after all. Please cancel the "
                "survey.",
            ),
            (
                "a",
                "I'm sorry to hear that. SL-2917 is cancelled; there's nothing to pay. I hope "
                "the move goes smoothly.",
            ),
        ],
        "gold_fields": {
            "address": one_of(
                "22 Brook Lane, Bolton BL1 6RE", "22 Brook Lane, Bolton", "22 Brook Lane", None
            ),
            "user_name": one_of("Ken Ashworth", "Ken"),
            "staircase": one_of("straight", None),
            "quote_ref": one_of("SL-2917", None),
        },
        "not_active": ["Thursday 26 March", "2pm", "4pm"],
        "probes": ["care home"],
        "gold_goals": [{"match": "survey", "status": GONE}],
    },
    # ---------------------------------------------------------------- knife sharpening
    {
        "id": "blind20-knife-en-postal-two-more-added",
        "domain": "knife_sharpening",
        "schema": "KnifeSharpeningState",
        "steps": [
            (
                "u",
                "Hi, do you do postal knife sharpening? I've got five kitchen knives and a pair "
                "of dressmaking scissors.",
            ),
            (
                "a",
                "We do: £6 per knife, £8 for scissors, and £9.50 for the tracked return. We "
                "send you a padded box. Five knives and the scissors is £47.50.",
            ),
            (
                "u",
                "Great. Send the box to 3 Rowan Terrace, Hexham NE46 3AB. Name Fiona Blake.",
            ),
            (
                "call",
                "create_postal_order",
                {
                    "knives": 5,
                    "other": ["dressmaking scissors"],
                    "address": "3 Rowan Terrace, Hexham NE46 3AB",
                },
                {"order_ref": "KS-60419", "price": "£47.50", "box_dispatch": "2026-04-09"},
            ),
            (
                "a",
                "Order KS-60419: box goes out Thursday 9 April to 3 Rowan Terrace, Hexham, "
                "£47.50 in total.",
            ),
            (
                "u",
                "My partner wants his two Japanese knives done as well, so seven. Are those "
                "the same price?",
            ),
            (
                "a",
                "Japanese single-bevel knives are £10 each on the whetstone. So five at £6, two "
                "at £10, scissors £8, return £9.50: £67.50.",
            ),
            (
                "u",
                "Fine. Oh and the receipt can go to fiona.blake@icloud.com please. Phone "
                "07812 004 593.",
            ),
            ("a", "Done - KS-60419 is now seven knives and the scissors, £67.50."),
        ],
        "gold_fields": {
            "customer_name": "Fiona Blake",
            "phone": "07812 004 593",
            "email": "fiona.blake@icloud.com",
            "knives": 7,
            "other_items": one_of(["dressmaking scissors"], ["scissors"]),
            "service": one_of("postal", "postal knife sharpening", "postal sharpening"),
            "return_address": one_of(
                "3 Rowan Terrace, Hexham NE46 3AB", "3 Rowan Terrace, Hexham", "3 Rowan Terrace"
            ),
            "dropoff_date": one_of("Thursday 9 April", "9 April", "2026-04-09", None),
            "price": one_of("£67.50", None),
            "order_ref": one_of("KS-60419", None),
        },
        "not_active": ["£47.50"],
        "probes": ["Japanese"],
        "gold_goals": [{"match": "sharpening", "status": LIVE}],
    },
    {
        "id": "blind20-knife-en-market-stall-scissors-dropped",
        "domain": "knife_sharpening",
        "schema": "KnifeSharpeningState",
        "steps": [
            (
                "u",
                "Are you at the Ludlow farmers' market this Saturday? I'd like to bring some "
                "things to be sharpened while I wait.",
            ),
            (
                "a",
                "Yes, Saturday 11 July from 9 till 1. While-you-wait is £5 a knife, £7 for "
                "garden shears or secateurs. Serrated bread knives we can't do on the stall.",
            ),
            (
                "u",
                "OK, three knives, my secateurs and a pair of shears then. Can I reserve a time? "
                "Around 10?",
            ),
            ("a", "10:15 is free. Three knives, secateurs and shears comes to £29."),
            (
                "u",
                "Hang on, my husband's already taken the shears to his mate to do, so not those. "
                "And make it four knives - I forgot the little paring one.",
            ),
            (
                "a",
                "No problem: four knives and the secateurs, £27, Saturday 11 July at 10:15. "
                "Name and a mobile in case we're running late?",
            ),
            ("u", "Gwen Price, 07590 662 184. Sorry, 07590 662 148, I always muddle that."),
            ("a", "Got it, Gwen - 07590 662 148. See you Saturday at 10:15."),
        ],
        "gold_fields": {
            "customer_name": "Gwen Price",
            "phone": "07590 662 148",
            "knives": 4,
            "other_items": ["secateurs"],
            "service": one_of("while-you-wait", "while you wait"),
            "dropoff_date": one_of("Saturday 11 July", "11 July", "Saturday", "this Saturday"),
            "price": one_of("£27", None),
        },
        "not_active": ["£29", "07590 662 184"],
        "probes": ["mate"],
        "gold_goals": [{"match": "shears", "status": GONE}],
    },
    # ---------------------------------------------------------------- portable toilets
    {
        "id": "blind20-loos-en-wedding-trailer-instead",
        "domain": "portable_toilet_hire",
        "schema": "PortableToiletState",
        "steps": [
            (
                "u",
                "Hi, we're having our wedding reception in a field at Lower Farm, Chipping "
                "Norton OX7 5TE, about 120 guests on Saturday 29 August. What toilets would we "
                "need?",
            ),
            (
                "a",
                "For 120 guests over an evening we'd suggest 4 standard units and 1 accessible "
                "unit: £95 per standard, £140 accessible, so £520. Delivered the Friday, "
                "collected the Monday.",
            ),
            ("u", "Let's go with that."),
            (
                "call",
                "reserve_units",
                {"standard": 4, "accessible": 1, "deliver": "2026-08-28", "collect": "2026-08-31"},
                {"order_ref": "LP-22815", "price": "£520"},
            ),
            (
                "a",
                "Reserved: 4 standard and 1 accessible, delivered Friday 28 August, collected "
                "Monday 31 August, £520. Order LP-22815.",
            ),
            (
                "u",
                "My fiancée's seen the luxury trailers and has her heart set on one. Could we "
                "have a trailer instead of the standard ones, and keep the accessible unit?",
            ),
            (
                "a",
                "Our 3+1 luxury trailer covers 120 guests and needs a water and power hook-up. "
                "Trailer plus the accessible unit is £890.",
            ),
            (
                "u",
                "We've got power in the barn. Do it. Also the farmer wants everything gone by "
                "Sunday evening, can you collect Sunday instead?",
            ),
            (
                "a",
                "Sunday collection is fine, £40 extra, so £930. Collection Sunday 30 August. "
                "What's the best email for the invoice?",
            ),
            ("u", "It's me, Olivia Grant, olivia.grant@protonmail.com."),
        ],
        "gold_fields": {
            "customer_name": "Olivia Grant",
            "email": "olivia.grant@protonmail.com",
            "event_address": one_of(
                "Lower Farm, Chipping Norton OX7 5TE", "Lower Farm, Chipping Norton", "Lower Farm"
            ),
            "standard_units": one_of(0, None),
            "accessible_units": 1,
            "luxury_trailer": True,
            "delivery_date": one_of("Friday 28 August", "28 August", "the Friday", "2026-08-28"),
            "collection_date": one_of("Sunday 30 August", "30 August", "Sunday"),
            "price": one_of("£930", None),
            "order_ref": one_of("LP-22815", None),
        },
        "not_active": ["£520", "£890", "Monday 31 August"],
        "probes": ["farmer"],
        "gold_goals": [{"match": "trailer", "status": LIVE}],
    },
    {
        "id": "blind20-loos-en-site-unit-second-added",
        "domain": "portable_toilet_hire",
        "schema": "PortableToiletState",
        "steps": [
            (
                "u",
                "Morning, I need a site toilet for an extension job at 48 Ferndale Road, "
                "Swindon SN2 1HL, starting Monday 4 May for about two months.",
            ),
            (
                "a",
                "A standard site unit is £28 a week including a weekly service. Eight weeks "
                "would be £224, delivered Friday 1 May.",
            ),
            (
                "u",
                "Sounds good. Call me on 07723 881 045 when the driver's on the way. It's "
                "Dean Walsh.",
            ),
            (
                "call",
                "book_site_hire",
                {
                    "units": 1,
                    "address": "48 Ferndale Road, Swindon SN2 1HL",
                    "deliver": "2026-05-01",
                    "weeks": 8,
                },
                {"order_ref": "SW-90371", "price": "£224"},
            ),
            ("a", "Booked, Dean: one unit from Friday 1 May for 8 weeks, £224. Order SW-90371."),
            (
                "u",
                "Change of plan, the electrician and the plasterers are going to be on at the "
                "same time as my lads, so make it two units. And the number's 07723 881 054, "
                "I gave you the wrong one.",
            ),
            (
                "a",
                "Two units for 8 weeks is £448. I've updated the number to 07723 881 054. Do "
                "you want a hand-wash station as well? It's £12 a week.",
            ),
            ("u", "How much is that for the eight weeks?"),
            ("a", "£96 for the eight weeks."),
        ],
        "gold_fields": {
            "customer_name": "Dean Walsh",
            "phone": "07723 881 054",
            "event_address": one_of(
                "48 Ferndale Road, Swindon SN2 1HL", "48 Ferndale Road, Swindon", "48 Ferndale Road"
            ),
            "standard_units": 2,
            "delivery_date": one_of("Friday 1 May", "1 May", "2026-05-01"),
            "price": one_of("£448", None),
            "order_ref": one_of("SW-90371", None),
        },
        "not_active": ["£224", "07723 881 045"],
        "probes": ["plasterers"],
        "gold_goals": [{"match": "hand-wash", "status": GONE}],
    },
    # ---------------------------------------------------------------- lawn mower servicing
    {
        "id": "blind20-mower-en-collection-blade-dropped",
        "domain": "lawn_mower_servicing",
        "schema": "MowerServiceState",
        "steps": [
            (
                "u",
                "Hi, my Mountfield petrol mower needs its annual service and the blade's "
                "blunt. Do you collect?",
            ),
            (
                "a",
                "We do, £15 collection and return within 10 miles of Guildford. A full service "
                "is £69 and blade sharpening £12, so £96 with collection.",
            ),
            ("u", "Yes please. 17 Pewley Hill, Guildford GU1 3SN."),
            ("a", "Our van is in your area on Tuesday 24 March or Friday 27 March."),
            ("u", "Tuesday."),
            (
                "call",
                "book_collection",
                {
                    "address": "17 Pewley Hill, Guildford GU1 3SN",
                    "date": "2026-03-24",
                    "jobs": ["service", "blade sharpening"],
                },
                {"job_ref": "GM-1174", "price": "£96"},
            ),
            ("a", "Collection booked for Tuesday 24 March, job GM-1174, £96."),
            (
                "u",
                "Actually forget the blade, my son's just bought me a new one for my birthday. "
                "Just the service. Oh, and I'm Peter Lumb, 01483 562 097.",
            ),
            ("a", "Thanks Peter, service only with collection: £84. Still Tuesday 24 March."),
        ],
        "gold_fields": {
            "customer_name": "Peter Lumb",
            "phone": "01483 562 097",
            "machine": one_of("Mountfield petrol mower", "Mountfield", "Mountfield mower"),
            "jobs": one_of(["service"], ["annual service"], ["full service"]),
            "collection": True,
            "address": one_of(
                "17 Pewley Hill, Guildford GU1 3SN", "17 Pewley Hill, Guildford", "17 Pewley Hill"
            ),
            "collection_date": one_of("Tuesday 24 March", "24 March", "Tuesday", "2026-03-24"),
            "price": one_of("£84", None),
            "job_ref": one_of("GM-1174", None),
        },
        "not_active": ["£96"],
        "probes": ["birthday"],
        "gold_goals": [{"match": "blade sharpening", "status": GONE}],
    },
    {
        "id": "blind20-mower-en-ride-on-dropoff-done",
        "domain": "lawn_mower_servicing",
        "schema": "MowerServiceState",
        "steps": [
            (
                "u",
                "Hello, our ride-on won't start - it's a Honda HF2317, cranks but doesn't "
                "fire. Can I bring it in on a trailer?",
            ),
            (
                "a",
                "Yes, drop-off is free. Diagnosis is £45, which comes off the repair if you go "
                "ahead. Most non-starts are the carburettor or the plugs.",
            ),
            (
                "u",
                "I'll bring it Saturday morning. Could you do the service while it's in? Name "
                "is Alison Reeve, 07401 993 276.",
            ),
            (
                "a",
                "A ride-on service is £145. Saturday 2 May, we open at 8:30.",
            ),
            (
                "call",
                "open_job",
                {
                    "machine": "Honda HF2317",
                    "jobs": ["diagnosis", "service"],
                    "dropoff": "2026-05-02",
                },
                {"job_ref": "GM-1239"},
            ),
            ("a", "Job GM-1239 is open for Saturday 2 May drop-off: diagnosis and service."),
            (
                "u",
                "My husband can't get the trailer till the afternoon now - he's at our "
                "daughter's football till 12. Is Saturday afternoon OK?",
            ),
            ("a", "We're open till 4 on Saturdays, so any time before then. GM-1239 is all set."),
            ("u", "Brilliant, that's everything then, thanks."),
        ],
        "gold_fields": {
            "customer_name": "Alison Reeve",
            "phone": "07401 993 276",
            "machine": one_of("Honda HF2317", "ride-on", "Honda HF2317 ride-on"),
            "jobs": one_of(["diagnosis", "service"], ["service"]),
            "collection": one_of(False, None),
            "collection_date": one_of("Saturday 2 May", "2 May", "Saturday", "Saturday afternoon"),
            "price": one_of("£145", "£45", None),
            "job_ref": one_of("GM-1239", None),
        },
        "not_active": ["Saturday morning"],
        "probes": ["football"],
        "gold_goals": [{"match": "service", "status": LIVE}],
    },
]

ZH: list[dict[str, Any]] = [
    {
        "id": "blind20-clay-zh-colleagues-fewer-bullets-more",
        "domain": "clay_pigeon_shooting",
        "schema": "ClayShootingState",
        "steps": [
            (
                "u",
                "你好，我们公司想组织团建去你们射击场打飞碟，大概10个人，都没打过，5月23号周六可以吗？",
            ),
            (
                "a",
                "5月23号周六上午9点半和下午2点都有场。新手飞碟体验套餐每人480元，含教练指导、"
                "护具和25发子弹。",
            ),
            ("u", "下午2点吧，10个人。"),
            (
                "call",
                "hold_group",
                {
                    "shooters": 10,
                    "date": "2026-05-23",
                    "time": "14:00",
                    "package": "新手飞碟体验套餐",
                },
                {"booking_ref": "FD-0523-16", "price": "4800元"},
            ),
            ("a", "已为您预留5月23号下午2点，10人新手飞碟体验套餐，共4800元，预约号FD-0523-16。"),
            (
                "u",
                "刚统计了一下，有两个同事那周要出差，所以是8个人。另外25发会不会太少了？能加到50发吗？",
            ),
            ("a", "可以，50发的套餐每人680元，8个人一共5440元，时间不变。"),
            ("u", "行，就这样。联系人是我，行政部的郑凯，电话136 8150 4472。"),
            ("a", "好的郑先生，FD-0523-16已更新：8人，每人50发，5月23号下午2点，5440元。"),
        ],
        "gold_fields": {
            "customer_name": "郑凯",
            "phone": one_of("136 8150 4472", "13681504472"),
            "shooters": 8,
            "package": one_of("新手飞碟体验套餐", "飞碟体验套餐", "新手体验套餐", "50发的套餐"),
            "cartridges": 50,
            "shoot_date": one_of("5月23号", "5月23号周六", "周六", "2026-05-23"),
            "shoot_time": one_of("下午2点", "2点", "14:00"),
            "price": one_of("5440元", None),
            "booking_ref": one_of("FD-0523-16", None),
        },
        "not_active": ["4800元", "480元"],
        "probes": ["出差"],
        "gold_goals": [{"match": "飞碟", "status": LIVE}],
    },
    {
        "id": "blind20-choir-zh-part-changed-time-moved",
        "domain": "choir_auditions",
        "schema": "ChoirAuditionState",
        "steps": [
            (
                "u",
                "老师好，我看到咱们星海合唱团秋季招新，想报名面试女高音，需要准备什么？",
            ),
            (
                "a",
                "欢迎！面试时间是9月19号周六，每人10分钟：自选一首歌、视唱和练声。可以带伴奏，"
                "也可以请我们的钢琴老师现场伴奏。",
            ),
            ("u", "我想唱《我爱你中国》，请钢琴老师伴奏吧。上午10点有空位吗？"),
            (
                "call",
                "book_audition",
                {"date": "2026-09-19", "time": "10:00", "part": "女高音", "piece": "我爱你中国"},
                {"booking_ref": "XH-S-027"},
            ),
            ("a", "已为您预约9月19号上午10点女高音面试，编号XH-S-027，请提前把谱子发到邮箱。"),
            (
                "u",
                "老师，我跟声乐老师聊了一下，她说我的音域更适合女中音，能改成女中音吗？"
                "还有，那天上午我要陪我妈去医院复查，能不能改到下午？",
            ),
            (
                "a",
                "可以，女中音下午3点20还有位置，给您改过去了，编号不变。请问您的姓名和联系方式？",
            ),
            ("u", "我叫宋佳怡，手机158 2093 7716，邮箱songjiayi@163.com。"),
        ],
        "gold_fields": {
            "singer_name": "宋佳怡",
            "phone": one_of("158 2093 7716", "15820937716"),
            "email": "songjiayi@163.com",
            "choir": one_of("星海合唱团", "咱们星海合唱团"),
            "voice_part": "女中音",
            "audition_piece": one_of("《我爱你中国》", "我爱你中国"),
            "accompanist": True,
            "audition_date": one_of("9月19号", "9月19号周六", "周六", "2026-09-19"),
            "audition_time": one_of("下午3点20", "3点20", "15:20"),
            "booking_ref": one_of("XH-S-027", None),
        },
        "not_active": ["女高音", "上午10点"],
        "probes": ["复查"],
        "gold_goals": [{"match": "面试", "status": LIVE}],
    },
    {
        "id": "blind20-vinyl-zh-photos-then-dropoff",
        "domain": "vinyl_record_valuation",
        "schema": "RecordValuationState",
        "steps": [
            (
                "u",
                "你好，我家里有一批老黑胶唱片，大概80张，有邓丽君的原版和几张披头士的，想找你们估个价，"
                "可以线上看照片估吗？",
            ),
            (
                "a",
                "可以的，照片初估免费，您把封面、盘面和编号拍清楚发给我们就行。如果要上门或到店精估，"
                "店里精估每张5元，上门另加100元。",
            ),
            ("u", "那我先发照片吧，邮箱是多少？"),
            ("a", "发到vinyl@laochangpian.cn，注明您的姓名和电话就可以。"),
            (
                "u",
                "我刚才数了一下，其实有120张，拍照太麻烦了。我周六下午直接拿到店里精估吧，"
                "你们店是在上海愚园路吧？",
            ),
            (
                "call",
                "book_dropoff",
                {"date": "2026-06-20", "time": "14:00", "records": 120, "method": "到店精估"},
                {"ref": "YY-0620-09", "fee": "600元"},
            ),
            (
                "a",
                "对，愚园路店。已为您预约6月20号周六下午2点到店精估，120张共600元，"
                "如果成交可抵扣。预约号YY-0620-09。",
            ),
            (
                "u",
                "好的。周六下午我老公要用车，我改成下午4点过去行吗？我叫何静，电话139 1826 0537。",
            ),
            ("a", "没问题，何女士，已改到6月20号下午4点，其他不变。"),
        ],
        "gold_fields": {
            "customer_name": one_of("何静", "何女士"),
            "phone": one_of("139 1826 0537", "13918260537"),
            "record_count": 120,
            "highlights": one_of(["邓丽君", "披头士"], ["邓丽君的原版", "披头士"]),
            "valuation_method": one_of("到店精估", "店里精估", "精估"),
            "valuation_date": one_of("6月20号", "周六", "6月20号周六", "2026-06-20"),
            "valuation_time": one_of("下午4点", "4点", "16:00"),
            "price": one_of("600元", None),
            "ref": one_of("YY-0620-09", None),
        },
        "not_active": ["下午2点"],
        "probes": ["用车"],
        "gold_goals": [{"match": "照片", "status": GONE}],
    },
    {
        "id": "blind20-allot-zh-plot-bigger-no-tools",
        "domain": "allotment_rental",
        "schema": "AllotmentState",
        "steps": [
            (
                "u",
                "你好，我想在你们的城郊开心农场租一块菜地，周末带孩子去种种菜，有哪些规格？",
            ),
            (
                "a",
                "我们在顺义的农场有30平米的小块地，一年1800元；50平米的一年2800元。"
                "都包浇水，另外农具包一年200元，可以放在地头的工具房。",
            ),
            ("u", "30平米的吧，加农具包。4月1号开始可以吗？"),
            (
                "call",
                "reserve_plot",
                {"site": "顺义", "size": "30平米", "tools": True, "start": "2026-04-01"},
                {"plot_number": "B-17", "tenancy_ref": "SY-2604-117", "price": "2000元"},
            ),
            (
                "a",
                "已为您预留B-17号地，30平米，含农具包，一年2000元，4月1号起租，合同号SY-2604-117。",
            ),
            (
                "u",
                "我跟邻居说了，她家也想一起种，我们合租一块50平米的吧。农具她家都有，就不要农具包了。",
            ),
            (
                "a",
                "好的，给您换成C-05号地，50平米，一年2800元，不含农具包，4月1号起租，合同号不变。",
            ),
            ("u", "行。合同写我名字，马丽娟，电话186 1032 5598。"),
        ],
        "gold_fields": {
            "customer_name": "马丽娟",
            "phone": one_of("186 1032 5598", "18610325598"),
            "site": one_of("顺义", "城郊开心农场", "开心农场", "顺义的农场"),
            "plot_size": one_of("50平米", "50平米的"),
            "plot_number": one_of("C-05", "C-05号地", "C-05号"),
            "shed": one_of(False, None),
            "water_butt": one_of(True, None),
            "start_date": one_of("4月1号", "2026-04-01"),
            "price": one_of("2800元", "一年2800元", None),
            "tenancy_ref": one_of("SY-2604-117", None),
        },
        "not_active": ["2000元", "B-17", "30平米"],
        "probes": ["邻居"],
        "gold_goals": [{"match": "农具包", "status": GONE}],
    },
    {
        "id": "blind20-scaffold-zh-weeks-extended-side-added",
        "domain": "scaffolding_hire",
        "schema": "ScaffoldHireState",
        "steps": [
            (
                "u",
                "你好，我家自建房外墙要重新刷漆，想租脚手架。三层楼，正面搭就行，大概要用两周。"
                "地址是宁波市鄞州区姜山镇陈家村48号。",
            ),
            (
                "a",
                "三层正面搭设，含搭拆和安全网，两周一共3200元，超期每天120元。最早6月8号周一可以去搭。",
            ),
            ("u", "6月8号可以。"),
            (
                "call",
                "create_quote",
                {
                    "address": "宁波市鄞州区姜山镇陈家村48号",
                    "elevations": ["正面"],
                    "lifts": 3,
                    "weeks": 2,
                    "erect": "2026-06-08",
                },
                {"quote_ref": "NB-6608", "price": "3200元"},
            ),
            ("a", "已为您登记，6月8号上门搭设，正面三层，两周3200元，报价单号NB-6608。"),
            (
                "u",
                "刚跟油漆师傅确认了，他说东边山墙也一起刷了，而且他下旬还有别的活，要做三周。"
                "你重新算一下吧。",
            ),
            (
                "a",
                "正面加东侧山墙，三层，三周一共5900元，还是6月8号开始搭。",
            ),
            ("u", "好。路边要不要办占道手续？"),
            ("a", "不用，您家门口是村里的路，不占市政道路。"),
            ("u", "那就定了，我叫陈国栋，电话133 5742 8061。"),
        ],
        "gold_fields": {
            "customer_name": "陈国栋",
            "phone": one_of("133 5742 8061", "13357428061"),
            "address": one_of(
                "宁波市鄞州区姜山镇陈家村48号",
                "鄞州区姜山镇陈家村48号",
                "姜山镇陈家村48号",
                "陈家村48号",
            ),
            "elevations": one_of(["正面", "东侧山墙"], ["正面", "东边山墙"], ["正面", "山墙"]),
            "lifts": one_of(3, None),
            "hire_weeks": 3,
            "erect_date": one_of("6月8号", "6月8号周一", "2026-06-08"),
            "licence_needed": False,
            "price": one_of("5900元", None),
            "quote_ref": one_of("NB-6608", None),
        },
        "not_active": ["3200元", "两周"],
        "probes": ["别的活"],
        "gold_goals": [
            {"match": "脚手架", "status": LIVE},
            {"match": "占道", "status": GONE},
        ],
    },
    {
        "id": "blind20-stars-zh-camp-moon-clash",
        "domain": "stargazing_night",
        "schema": "StargazingState",
        "steps": [
            (
                "u",
                "你好，我想给家里报名你们在崇礼的观星营，两个大人一个孩子，7月18号那场还有名额吗？",
            ),
            (
                "a",
                "7月18号晚上8点那场还有名额。成人每位380元，儿童（12岁以下）280元，含讲解和"
                "天文望远镜观测，一家三口1040元。",
            ),
            (
                "u",
                "我查了一下，那天快到满月了，月光太亮看不清银河吧？有没有月初一点的场次？",
            ),
            ("a", "是的，满月前后银河不明显。7月11号周六晚上8点半那场月光影响小，价格一样。"),
            ("u", "那改7月11号。还有，孩子的同学一家也想去，再加两个大人一个孩子。"),
            (
                "call",
                "book_camp",
                {"date": "2026-07-11", "time": "20:30", "adults": 4, "children": 2},
                {"booking_ref": "CL-0711-33", "price": "2080元"},
            ),
            (
                "a",
                "已为您预约7月11号晚上8点半崇礼观星营，4位成人2位儿童，共2080元，预约号CL-0711-33。",
            ),
            ("u", "好的，我叫孙悦，电话150 0117 3829，同学家的钱我们一起付。"),
        ],
        "gold_fields": {
            "customer_name": "孙悦",
            "phone": one_of("150 0117 3829", "15001173829"),
            "venue": one_of("崇礼", "崇礼观星营"),
            "adults": 4,
            "children": 2,
            "session": one_of("观星营", "崇礼观星营"),
            "event_date": one_of("7月11号", "7月11号周六", "2026-07-11"),
            "event_time": one_of("晚上8点半", "8点半", "20:30"),
            "telescope_hire": one_of(True, None),
            "price": one_of("2080元", None),
            "booking_ref": one_of("CL-0711-33", None),
        },
        "not_active": ["1040元", "7月18号"],
        "probes": ["满月"],
        "gold_goals": [{"match": "观星营", "status": LIVE}],
    },
    {
        "id": "blind20-will-zh-parents-home-visit",
        "domain": "will_writing",
        "schema": "WillWritingState",
        "steps": [
            (
                "u",
                "您好，我想帮我爸妈预约立遗嘱，他们都七十多了，房子想留给我和我弟弟。请问怎么预约？",
            ),
            (
                "a",
                "可以预约到我们南京登记中心办理，需要本人到场，带身份证、户口本和房产证。"
                "两位老人一起办的话，每人登记费600元。",
            ),
            ("u", "那就约下周三上午，5月13号，两位老人一起。"),
            (
                "call",
                "book_slot",
                {"date": "2026-05-13", "time": "09:30", "people": 2, "office": "南京登记中心"},
                {"ref": "NJ-WL-5130", "fee": "1200元"},
            ),
            ("a", "已预约5月13号周三上午9点半，南京登记中心，两位共1200元，预约号NJ-WL-5130。"),
            (
                "u",
                "不好意思，我妈上周摔了一跤腿骨折了，出不了门。你们能上门办吗？时间改到5月15号周五下午。",
            ),
            (
                "a",
                "可以上门，上门服务费每次500元，两位一共1700元。5月15号周五下午2点可以，"
                "请提供上门地址。",
            ),
            (
                "u",
                "地址是南京市玄武区北京东路71号2栋602。联系人写我，吴磊，电话 138 0515 9624。",
            ),
            ("a", "好的吴先生，已改为5月15号下午2点上门办理，1700元，预约号不变。"),
        ],
        "gold_fields": {
            "client_name": one_of("吴磊", None),
            "phone": one_of("138 0515 9624", "13805159624"),
            "appointment_date": one_of("5月15号", "5月15号周五", "周五", "2026-05-15"),
            "appointment_time": one_of("下午2点", "2点", "14:00"),
            "office": one_of(
                "上门",
                "上门办理",
                "南京市玄武区北京东路71号2栋602",
                "玄武区北京东路71号2栋602",
                "北京东路71号2栋602",
            ),
            "price": one_of("1700元", None),
            "ref": one_of("NJ-WL-5130", None),
        },
        "not_active": ["1200元", "5月13号", "上午9点半", "南京登记中心"],
        "probes": ["骨折"],
        "gold_goals": [{"match": "遗嘱", "status": LIVE}],
    },
    {
        "id": "blind20-air-zh-formaldehyde-room-dropped",
        "domain": "air_quality_testing",
        "schema": "AirQualityTestState",
        "steps": [
            (
                "u",
                "你好，我们家刚装修完，想做个甲醛检测，三室一厅，准备下个月入住。多少钱？",
            ),
            (
                "a",
                "甲醛检测按点位收费，每个房间一个点位，每点150元；加测TVOC每点再加80元。"
                "三室一厅四个点位，只测甲醛是600元。",
            ),
            ("u", "甲醛和TVOC都测吧。地址是成都市高新区天府三街199号5栋1801。"),
            ("a", "四个点位甲醛加TVOC一共920元。这周六10月17号上午可以上门。"),
            (
                "call",
                "book_test",
                {
                    "address": "成都市高新区天府三街199号5栋1801",
                    "date": "2026-10-17",
                    "slot": "上午",
                    "points": 4,
                    "tests": ["甲醛", "TVOC"],
                },
                {"job_ref": "CD-1017-42", "price": "920元"},
            ),
            ("a", "已预约10月17号周六上午上门检测，4个点位，甲醛加TVOC，920元，单号CD-1017-42。"),
            (
                "u",
                "对了，检测前要关窗12小时吧？还有一间房是书房，我老公说那间就放个书架，不用测了，三个房间就行。",
            ),
            (
                "a",
                "对，检测前需要关闭门窗12小时以上。改成3个点位，甲醛加TVOC一共690元。请问您贵姓，电话多少？",
            ),
            ("u", "我姓蒋，电话177 8206 3391。"),
        ],
        "gold_fields": {
            "customer_name": "蒋",
            "phone": one_of("177 8206 3391", "17782063391"),
            "address": one_of(
                "成都市高新区天府三街199号5栋1801",
                "高新区天府三街199号5栋1801",
                "天府三街199号5栋1801",
            ),
            "tests": one_of(["甲醛", "TVOC"], ["甲醛检测", "TVOC"]),
            "rooms": 3,
            "visit_date": one_of("10月17号", "周六", "这周六", "2026-10-17", "10月17号周六"),
            "visit_time": one_of("上午", None),
            "price": one_of("690元", None),
            "job_ref": one_of("CD-1017-42", None),
        },
        "not_active": ["920元", "600元"],
        "probes": ["书房"],
        "gold_goals": [
            {"match": "甲醛", "status": LIVE},
            {"match": "关窗", "status": GONE},
        ],
    },
]


def build() -> list[dict[str, Any]]:
    """The set's records (English first, then Chinese)."""
    return build_set("blind20", [("en", EN), ("zh", ZH)], 24)


if __name__ == "__main__":
    write_set(Path(__file__).with_name("state_blind20.jsonl"), build())
