"""Mechs (TI-MECH-*): each faction's mech is its ``mech`` unit (statistics in the faction facts, produced,
carried and fighting like any ground force); its ability is a registered effect in this package, one
module per faction; ``deploy`` is what the DEPLOY abilities share."""
