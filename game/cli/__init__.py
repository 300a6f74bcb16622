"""Command-line subcommands: sim and bench."""
