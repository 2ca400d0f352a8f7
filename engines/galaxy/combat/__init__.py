"""Combat rules shared by the game and the odds calculator: dice, hit assignment, space and ground combat."""
