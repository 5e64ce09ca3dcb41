"""A window made larger from the settings stays on the desktop: it kept its corner, so on a
screen about its new size its right and bottom went past the edge and had to be dragged back."""
from __future__ import annotations

import warnings

import pytest

pygame = pytest.importorskip("pygame")

from games.app.app import keep_on_desktop  # noqa: E402


def _window():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return pygame.Window.from_display_module()


@pytest.fixture
def window():
    pygame.display.init()
    pygame.display.set_mode((400, 300))
    yield _window()
    pygame.display.quit()


def test_a_window_past_the_desktop_s_edge_comes_back_onto_it(window):
    desk = pygame.display.get_desktop_sizes()[0]
    window.position = (desk[0] - 100, desk[1] - 50)
    assert keep_on_desktop()
    x, y = window.position
    assert x + window.size[0] <= desk[0] and y + window.size[1] <= desk[1], (window.position, desk)


def test_a_window_that_fits_stays_where_it_is(window):
    window.position = (30, 40)
    assert not keep_on_desktop()
    assert tuple(window.position) == (30, 40)
