"""Shared graphics items and panels every game scene uses."""
