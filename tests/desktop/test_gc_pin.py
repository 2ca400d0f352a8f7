"""Python's cycle collector must not destroy Qt objects in an engine worker thread."""

from __future__ import annotations

import gc
import threading
import weakref
from typing import Any

from PySide6.QtCore import QObject

from desktop.gc_pin import GuiThreadCollector, pin_gc_to_gui_thread, unpin_gc


class Holder(QObject):
    """Like a scene item or a page: a Python subclass, so its wrapper takes part in cycles."""


def _dropped_cycle(destroyed_in: list[int]) -> None:
    """A QObject that only a reference cycle keeps alive, reporting the thread that destroys it
    (the wrapper owns its C++ object, so both go in the same call)."""
    holder: Any = Holder()
    holder.me = holder
    weakref.finalize(holder, lambda: destroyed_in.append(threading.get_ident()))


def _allocate_in_a_worker() -> None:
    def churn() -> None:
        for _ in range(20):
            junk: list[Any] = []
            for _ in range(5_000):
                node: list[Any] = []
                node.append(node)  # cyclic garbage, the kind that trips the collector
                junk.append(node)

    worker = threading.Thread(target=churn)
    worker.start()
    worker.join()


def test_a_qt_object_in_a_cycle_is_destroyed_on_the_gui_thread(qapp: Any) -> None:
    collector = pin_gc_to_gui_thread()
    destroyed_in: list[int] = []
    _dropped_cycle(destroyed_in)
    _allocate_in_a_worker()
    assert destroyed_in == [], "the worker's allocations must not run a collection"
    gc.collect()  # what the timer does, here on the GUI thread
    assert destroyed_in == [threading.get_ident()]
    assert collector.timer.isActive() and not gc.isenabled()


def test_without_the_pin_the_worker_would_do_it(qapp: Any) -> None:
    """The hazard is real: with automatic collection on, the worker thread destroys the object."""
    gc.enable()
    try:
        gc.collect()
        destroyed_in: list[int] = []
        _dropped_cycle(destroyed_in)
        _allocate_in_a_worker()
        assert destroyed_in and destroyed_in[0] != threading.get_ident()
    finally:
        gc.disable()


def test_the_timer_collects_generations_past_their_threshold(qapp: Any) -> None:
    collector = GuiThreadCollector(interval_ms=10_000)
    gc.collect()
    for _ in range(gc.get_threshold()[0] + 10):
        node: list[Any] = []
        node.append(node)
    assert collector.collect_due() > 0
    assert collector.collect_due() == 0, "nothing is due right after a collection"


def test_unpinning_collects_then_turns_automatic_collection_back_on(qapp: Any) -> None:
    destroyed_in: list[int] = []
    _dropped_cycle(destroyed_in)
    unpin_gc()
    try:
        assert destroyed_in == [threading.get_ident()] and gc.isenabled()
    finally:
        pin_gc_to_gui_thread()
