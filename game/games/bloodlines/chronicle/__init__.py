"""The Bloodlines chronicle (issue 15): content, campaign logic, AI choices (pure Python)."""
