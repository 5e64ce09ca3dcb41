"""A quick run of the shared contract checks on Catilina with every option set
(the full run lives in tests/test_conformance.py)."""
import pytest

from games.core.conformance import check_random_game


@pytest.mark.parametrize("n", [3, pytest.param(4, marks=pytest.mark.long), pytest.param(5, marks=pytest.mark.long)])
@pytest.mark.parametrize("opts", [{}, {"keep": True}, {"individual": True}, {"keep": True, "individual": True}])
def test_catilina_conforms(n, opts):
    check_random_game("catilina", n, 7 * n + len(opts), opts, deep=True)
