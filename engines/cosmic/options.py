"""The game options: the rulebook's choices and the house rulings players may change."""

from __future__ import annotations

from engines.core.options import GameOption

OPTIONS: tuple[GameOption, ...] = (
    GameOption("draft", "Assign Contenders", "snake", choices=("snake", "random"), source="rulebook",
               words=(("snake", "Snake draft: the pick order reverses each round"), ("random", "Dealt at random")),
               help="Snake draft (pick order reverses each round) or a random deal (CC-SETUP-12)."),
    GameOption("timer", "Turn timer", 10, minimum=1, maximum=20, source="rulebook",
               help="The D20 turn timer starts here (CC-SETUP-9)."),
    GameOption("timer_counts", "Timer counts down after each", "round", choices=("round", "turn"),
               words=(("round", "round"), ("turn", "turn")),
               help="House rule CC-GAP-7: the timer loses one when a round ends, or after every turn."),
    GameOption("gp_end", "Gambit Points that trigger the end", 20, minimum=5, maximum=60, source="rulebook",
               help="Reaching this many Gambit Points ends the game after the round (CC-WIN-2)."),
    GameOption("move_unit", "A Move moves", "contender", choices=("contender", "team"),
               words=(("contender", "one Contender"), ("team", "the whole team")),
               help="House rule CC-GAP-14: one Contender per Move and Traverse, or the whole team."),
    GameOption("damage_formula", "Combat damage", "net", choices=("net", "raw"),
               words=(("net", "opposing Hits minus your Defense"), ("raw", "all opposing Hits")),
               help="House rule CC-GAP-6: opposing Hits minus your Defense (net), or all opposing Hits (raw)."),
    GameOption("double_hit", "A Double Hit counts as", 2, minimum=1, maximum=2,
               help="House rule CC-GAP-6: Hits scored by a Double Hit face."),
    GameOption("defense_dice", "Defender's dice", 5, minimum=4, maximum=6,
               help="House rule CC-GAP-12: the defence pool is read as 5 blue dice; some read 6."),
    GameOption("keep_passive", "Awakened Contenders keep their passive", False,
               help="House rule CC-GAP-17: off, an Awakened Contender shows only its Awakened side."),
    GameOption("per_conquest", "Planets per Conquest Phase", 1, minimum=0, maximum=9, words=(("0", "no limit"),),
               help="House rule CC-GAP-8: how many planets one Conquest Phase may take."),
    GameOption("home_bonus", "Home planet bonus", "per_planet", choices=("per_planet", "per_contender"),
               words=(("per_planet", "once per home planet you control"),
                      ("per_contender", "once per Contender naming it")),
               help="House rule CC-GAP-5: once per home planet you control, or once per Contender naming it."),
    GameOption("setup_recycle", "XP to recycle the Armory during setup", 0, minimum=0, maximum=2,
               words=(("0", "free, as printed"),), printed=0,
               help="House rule CC-GAP-21: free as printed in setup Step 8; some charge the usual 2 XP."),
)
