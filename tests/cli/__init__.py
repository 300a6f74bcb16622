"""Tests of the sim and bench subcommands."""
