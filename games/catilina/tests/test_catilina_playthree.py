"""What players found confusing in Catilina, each pinned by a check."""
from __future__ import annotations

from games.catilina.rules import card_msg
from games.core.text import Msg

NAMES = ["Livia", "Marcus", "Julia"]


def test_the_japanese_pass_reason_reads_naturally():
    msg = Msg("catilina.why.give_doubt", {"card": card_msg(0), "seat_asker": 2, "n": 2})
    said = msg.render("ja", NAMES)
    assert "ユリア" in said or "Julia" in said
    assert "新しく分かることがいちばん少ない" in said
    assert "伝わることの最も少ないカード" not in said


def _asked_everyone_to_choose():
    """A 3-player game where seat 0 asked everyone for a value and someone must choose."""
    from games.catilina import rules
    from games.catilina.rules import Ask
    for seed in range(1, 200):
        state = rules.new_game(3, seed, {})
        for a in state.legal_actions(0):
            if isinstance(a, Ask) and a.target == -1 and a.kind == "value":
                trial = state.clone()
                trial.apply(0, a)
                if trial.phase == "give":
                    return trial, a
    raise AssertionError("no deal found")


def test_the_hand_off_for_a_pass_says_who_asked_for_what():
    from games.catilina.tests.catilina_scene_kit import make, show
    state, a = _asked_everyone_to_choose()
    for lang in ("en", "ja"):
        _, host, board = make(3, 1, {}, lang, None)
        show(state, board, None)
        chooser = state.to_act()[0]
        note = board.handoff_note(chooser)
        assert note == host.render(Msg("catilina.ui.handoff_give", {"seat": 0, "what": Msg(
            "catilina.what.value", {"value": a.attr})}))
        assert host.seats[0].name in note and str(a.attr) in note
        assert board.handoff_note(0) is None          # the asker does not choose a card


def test_a_wrong_accuser_sees_the_verdict_before_the_screen_passes(home):
    """Pass-and-play: the accuser who was wrong sees the verdict (public) on their own screen
    and clicks on; only then the hand-off to the next person opens."""
    import pygame
    from games.catilina import rules
    from games.core.record import Record
    from tests.app_kit import make_app, pump, seats
    app = make_app(home, size=(1024, 640))
    try:
        game = app.push("game", record=Record("catilina", seats("catilina", "hhh"), seed=5))
        pump(app)
        app.top.confirm()
        pump(app)
        accuser = game.viewer
        state = game.session.state
        total = sum(rules.value_of(c) for c in state.conspirators)
        wrong = next(a for a in state.legal_actions(accuser)
                     if isinstance(a, rules.Accuse) and a.total != total)
        assert game.submit(accuser, wrong)
        pump(app, 240)
        assert app.top is game, "the hand-off opened before the accuser saw the verdict"
        assert game.board.viewer == accuser and game.board.holding()
        line, _ = game.turn_line()
        assert line == game.render(Msg("catilina.ui.verdict_line", {"seat": accuser}))
        verdict = game.render(rules.Judged(accuser, wrong.total, False).msg())
        said = []
        real = game.board.text
        game.board.text = lambda s, *a, **kw: (said.append(str(s)), real(s, *a, **kw))[1]
        pump(app)
        assert any(verdict in s or s in verdict for s in said if len(s) > 3)
        game.board.text = real
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
        pump(app, 5)
        assert app.top.name == "handoff" and app.top.seat != accuser
    finally:
        app.quit()
        pygame.event.clear()


def test_the_out_stamp_leaves_the_seen_cards_clear(monkeypatch):
    """Seat 1 showed the viewer cards, then accused wrongly: its "Out" stamp is drawn clear of
    the cards it showed (in every size)."""
    import pygame
    from games.catilina import rules
    from games.catilina import scene_table
    from games.catilina.rules import Ask
    from games.catilina.tests.catilina_scene_kit import make, show
    state = rules.new_game(3, 4, {})
    ask = next(a for a in state.legal_actions(0) if isinstance(a, Ask) and a.target == 1
               and any(rules.matches(c, a.kind, a.attr) for c in state.hands[1]))
    state.apply(0, ask)
    while state.phase == "give":
        s = state.to_act()[0]
        state.apply(s, state.legal_actions(s)[0])
    assert state.to_act() == (1,)
    total = sum(rules.value_of(c) for c in state.conspirators)
    state.apply(1, next(a for a in state.legal_actions(1) if isinstance(a, rules.Accuse) and a.total != total))
    assert state.out[1]
    stamps = []
    real = scene_table.D.text_surface

    def text_surface(s, *a, **kw):
        img = real(s, *a, **kw)
        if "outline" in kw:
            stamps.append(img)
        return img
    monkeypatch.setattr(scene_table.D, "text_surface", text_surface)
    turn = pygame.transform.rotozoom

    def rotozoom(img, *a):
        out = turn(img, *a)
        if any(img is s for s in stamps):
            stamps.append(out)
        return out
    monkeypatch.setattr(pygame.transform, "rotozoom", rotozoom)

    class Spy(pygame.Surface):
        placed: list = []

        def blit(self, src, dest, *a, **kw):
            if any(src is s for s in stamps):
                Spy.placed.append(pygame.Rect(dest[0], dest[1], *src.get_size()) if len(dest) == 2
                                  else pygame.Rect(dest))
            return super().blit(src, dest, *a, **kw)

    for lang, size in (("en", (1280, 720)), ("ja", (1024, 640))):
        _, host, board = make(3, 4, {}, lang, 0, size)
        show(state, board, 0)
        Spy.placed = []
        board.draw(Spy(size))
        P = board.plaque_layout(1, board.L["plaques"][1])
        assert P["seen"] and Spy.placed
        for seen in P["seen"] + [P["seen_label"]]:
            assert not any(seen.colliderect(st) for st in Spy.placed), (lang, seen, Spy.placed)


def test_no_advice_when_only_one_card_can_be_passed(home):
    """A forced pass (one matching card): the Advice button is off and says why; H is refused
    and no request is counted."""
    import pygame
    from games.app.advice_record import advice_counts
    from games.catilina import rules
    from games.catilina.rules import Ask
    from games.core.record import Record
    from tests.app_kit import make_app, pump, pump_until, seats
    record = None
    for seed in range(1, 300):
        st = rules.new_game(3, seed, {})
        for a in st.legal_actions(0):
            if isinstance(a, Ask) and a.target == -1:
                t = st.clone()
                t.apply(0, a)
                if t.phase == "give" and 1 in t.to_act() and len(t.legal_actions(1)) == 1:
                    record = Record("catilina", seats("catilina", "hha"), seed=seed)
                    record.actions.append((0, a))
                    break
        if record is not None:
            break
    assert record is not None
    record.extras["advice"] = {"allowed": True}
    app = make_app(home, size=(1024, 640))
    try:
        game = app.push("game", record=record, autosave_on=False)
        pump_until(app, lambda: app.top.name == "handoff" and app.top.seat == 1, what="the hand-off to seat 1")
        app.top.confirm()
        pump_until(app, lambda: game.board.acting and game.viewer == 1, what="seat 1 to pass")
        pump(app, 2)
        assert game.advice_button is not None and not game.advice_button.is_enabled
        assert game.advice_button.tool_tip_text == game.tr("app.advice.one_choice")
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h"))
        pump(app, 1)
        assert not game.advice_thinking() and game.advice is None
        assert game.tr("app.advice.one_choice") in app.toast_texts()
        assert advice_counts(game.record) == [0, 0, 0]
    finally:
        app.quit()
        pygame.event.clear()


def test_the_end_screen_says_the_sealed_reasons_are_open(home, monkeypatch):
    """A computer's reasons sealed during play stay sealed for the other viewers at the end (the
    hands stay face down), so the end screen does not say they can be read now (en and ja)."""
    import pygame
    from games.app.scenes import end as end_mod
    from games.core.explain import sealed
    from tests.app_kit import make_app, pump
    from tests.test_app_screens import finished
    real = end_mod.text
    said: list = []
    monkeypatch.setattr(end_mod, "text", lambda app_, surf, s, *a, **kw: (said.append(s),
                                                                           real(app_, surf, s, *a, **kw))[1])
    for lang in ("en", "ja"):
        app = make_app(home, size=(1024, 640), lang=lang)
        try:
            record = finished("catilina", "haa", 5)
            mover = next(i for i, (s, _a) in enumerate(record.actions) if s == 1)
            record.reasons[mover] = sealed(Msg("core.action", {"seat": 1, "name": "x"}))
            said.clear()
            app.push("game", record=record)
            pump(app, 4)
            end = app.top
            assert end.name == "end"
            line = end.tr("app.end.reasons_open")
            # the hands stay face down at the end: a computer's reason that rests on its hand is
            # not opened to another viewer then either (the replay reads it in its mover's view)
            assert end.kept_line() is None and line not in said
            record.reasons.clear()
            assert end.kept_line() is None
            # every sealed reason read in play in its public form: nothing new to say at the end
            record.reasons[mover] = sealed(Msg("core.action", {"seat": 1, "name": "x"}),
                                           public=Msg("core.action", {"seat": 1, "name": "y"}))
            assert end.kept_line() is None, "its public form was read all game"
        finally:
            app.quit()
            pygame.event.clear()


def test_the_top_bar_stays_on_the_turn_whose_cards_are_looked_at():
    """While the asker looks at the cards passed to them, the status is that of their turn,
    not of the next seat's; once seen, it is the game's again."""
    from games.catilina.tests.catilina_scene_kit import make
    from games.catilina.tests.test_catilina_scene_review import ask_everyone
    state, host, board = make(3, 3, {}, "en", 0, (1024, 640))
    asked_in = state.status()
    ask_everyone(state, board, 0)
    assert board.review is not None and state.turn != 0
    assert board.status_shown() is not None
    assert host.render(board.status_shown()) == host.render(asked_in)
    assert host.render(board.status_shown()) != host.render(state.status())
    board._end_review()
    assert board.status_shown() is None


def test_every_possible_sum_carries_the_explained_dot():
    """In the accusation dialog every sum the notes still allow carries the pink dot, whichever
    chip is selected or hovered; the chip's tooltip and the line below say what it means."""
    import pygame
    from games.catilina.scene_draw import LOGIC
    from games.catilina.tests.catilina_scene_kit import make, spy_texts
    for lang in ("en", "ja"):
        state, host, board = make(3, 2, {}, lang, 0, (1280, 720))
        board.dialog = "accuse"
        board.rebuild()
        assist = board.assist()
        assert assist is not None and assist.work() and assist.sums and len(assist.sums) > 1
        board.rebuild()
        said = spy_texts(board)
        cells = dict(board._sum_cells(board.L["accuse"]["grid"]))
        for sel in [None] + [n + 1 for n in assist.sums if n + 1 in cells]:
            board.sel_sum = sel
            board.rebuild()
            if sel is not None:
                spot = next(s for s in board.hotspots if s.key == ("sum", sel))
                board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=spot.rect.center, rel=(0, 0),
                                                      buttons=(0, 0, 0)))
            surface = pygame.Surface((1280, 720))
            board.tip_taken = True         # (the hovered chip's own tooltip may cover others: not drawn)
            board.draw(surface)
            for n in assist.sums:
                r = cells[n]
                at = (r.right - board.ui.s(7), r.y + board.ui.s(7))
                assert tuple(surface.get_at(at))[:3] == tuple(LOGIC)[:3], (lang, sel, n)
        for n in cells:
            spot = next(s for s in board.hotspots if s.key == ("sum", n))
            assert (spot.tip == host.tr("catilina.ui.dot_tip")) == (n in assist.sums), n
        legend = host.tr("catilina.ui.sums_dotted", sums="")[-8:]
        assert any(legend in s for s in said)


def test_the_replays_view_for_everyone_is_named_as_the_panel_says(home):
    """A finished game's replay, seen by everyone: the selector names the public view, as the
    hand area's panel does (not "everything" over face-down hands), in en and ja."""
    import pygame
    from tests.app_kit import make_app, pump
    from tests.test_app_screens import finished
    for lang in ("en", "ja"):
        app = make_app(home, size=(1024, 640), lang=lang)
        try:
            game = app.push("game", record=finished("catilina", "haa", 7))
            pump(app, 4)
            game.open_replay(0)
            replay = app.top
            while replay.seen_as is not None:
                replay.cycle_seen_as()
            label = replay.seen_as_label()
            assert label == replay.tr("catilina.ui.seen_all") != replay.tr("app.replay.seen_all")
            assert replay.tr("catilina.ui.public_view").startswith(label)
        finally:
            app.quit()
            pygame.event.clear()


def _out_and_asked():
    """A 4-player game where seat 0 accused wrongly (out) and seat 1 then asked everyone for
    something seat 0 holds: seat 0 must still pass a card."""
    from games.catilina import rules
    from games.catilina.rules import Ask
    for seed in range(1, 200):
        state = rules.new_game(4, seed, {})
        total = sum(rules.value_of(c) for c in state.conspirators)
        state.apply(0, next(a for a in state.legal_actions(0) if isinstance(a, rules.Accuse) and a.total != total))
        if not state.out[0] or state.to_act() != (1,):
            continue
        for a in state.legal_actions(1):
            if isinstance(a, Ask) and a.target == -1 and any(rules.matches(c, a.kind, a.attr) for c in state.hands[0]):
                state.apply(1, a)
                if state.phase == "give" and 0 in state.view_for(None).givers:
                    return state
                break
    raise AssertionError("no deal found")


def test_a_player_who_is_out_says_on_the_plaque_that_it_still_answers(monkeypatch):
    """The rules keep a player who is out answering questions: under its Out stamp the
    plaque says so, inside the plaque and clear of the cards it showed, and while it chooses
    the card it must pass its status reads as any giver's (en and ja, large and small)."""
    import pygame
    from games.catilina import scene_table
    from games.catilina.tests.catilina_scene_kit import make, show
    drawn: list[str] = []
    real = scene_table.D.text_surface
    monkeypatch.setattr(scene_table.D, "text_surface", lambda s, *a, **kw: (drawn.append(s), real(s, *a, **kw))[1])
    asked = _out_and_asked()
    for lang in ("en", "ja"):
        for size in ((1280, 800), (1000, 650)):
            _, host, board = make(4, 1, {}, lang, None, size)
            surface = pygame.Surface(size)
            for st in (asked, _answered(asked)):
                show(st, board, 2)
                drawn.clear()
                board.draw(surface)
                assert host.tr("catilina.ui.out_still") in drawn, (lang, size, st.phase)
                plaque = board.L["plaques"][0]
                P = board.plaque_layout(0, plaque)
                assert plaque.contains(P["out_note"]) and not any(P["out_note"].colliderect(c) for c in P["seen"])
                want = "catilina.ui.choosing" if st.phase == "give" else "catilina.ui.out_long"
                assert board._plaque_status(0)[0] == host.tr(want), (lang, size, st.phase)


def _answered(state):
    """``state`` after every giver passed its first card."""
    st = state.clone()
    while st.phase == "give":
        s = st.to_act()[0]
        st.apply(s, st.legal_actions(s)[0])
    return st


def test_a_pointed_sums_tooltip_hides_no_other_sums_dot():
    """Pointed at, a sum chip's tooltip (what the dot means) is shown above the first row of
    chips: stood over the row above the chip, it hid those chips' dots, and a possible sum was
    seen without its dot (en and ja, large and small)."""
    import pygame
    from games.catilina.scene_draw import LOGIC
    from games.catilina.tests.catilina_scene_kit import make
    for lang in ("en", "ja"):
        for size in ((1280, 800), (1000, 650)):
            state, host, board = make(3, 2, {}, lang, 0, size)
            board.dialog = "accuse"
            board.rebuild()
            assist = board.assist()
            assert assist is not None and assist.work() and assist.sums and len(assist.sums) > 1
            board.rebuild()
            cells = dict(board._sum_cells(board.L["accuse"]["grid"]))
            below_first = [n for n in assist.sums if cells[n].y > min(r.y for r in cells.values())]
            assert below_first
            for n in below_first[::3]:
                spot = next(s for s in board.hotspots if s.key == ("sum", n))
                board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=spot.rect.center, rel=(0, 0),
                                                      buttons=(0, 0, 0)))
                surface = pygame.Surface(size)
                board.draw(surface)
                board.draw_overlay(surface)
                assert board.drawn_tip is not None, (lang, size, n)
                for m in assist.sums:
                    r = cells[m]
                    at = (r.right - board.ui.s(7), r.y + board.ui.s(7))
                    assert tuple(surface.get_at(at))[:3] == tuple(LOGIC)[:3], (lang, size, n, m)
