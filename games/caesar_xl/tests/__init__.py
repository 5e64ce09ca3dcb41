"""Caesar XL's own tests (collected through testpaths games/*/tests)."""
