"""Tests of the AI seats."""
