"""The agenda phase (LRR 7, 8): agendas revealed, voted on and resolved; laws kept, directives discarded."""
