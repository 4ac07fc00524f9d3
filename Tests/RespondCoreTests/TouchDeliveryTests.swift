import XCTest
@testable import RespondCore

final class TouchDeliveryTests: XCTestCase {
    var engine: Engine!
    var host: TestHost!
    var window: Window!
    var log: [String] = []

    override func setUp() {
        engine = Engine()
        host = TestHost(engine)
        window = Window(engine: engine)
        window.name = "window"
        window.makeKeyAndVisible()
    }

    func view(_ name: String, _ frame: Rect, in parent: View? = nil) throws -> View {
        let v = View(engine: engine, frame: frame)
        v.name = name
        try (parent ?? window).addSubview(v)
        return v
    }

    /// Records every touches call on `responder`; `forward` also calls UIResponder's default.
    func record(_ responder: Responder, forward: Bool = false) {
        for phase in [TouchPhase.began, .moved, .ended, .cancelled] {
            host.override(responder, phase.selector) { [unowned self] object, args in
                let touches = args.touches
                let points = touches.map { "\($0.location(in: object as? View))" }.joined(separator: " ")
                log.append("\(object.name ?? object.label).\(phase.rawValue)(\(touches.count)) \(points)")
                if forward, case .object(let e as Event) = args[1] {
                    try (object as! Responder).responderTouches(phase, touches, e)
                }
                return .none
            }
        }
    }

    func testTapDeliversBeganThenEnded() throws {
        let a = try view("a", Rect(10, 10, 100, 100))
        record(a)
        let hit = try engine.simulator.tap(at: Point(20, 30))
        XCTAssertTrue(hit === a)
        XCTAssertEqual(log, ["a.began(1) (10,20)", "a.ended(1) (10,20)"])
        XCTAssertEqual(engine.clock.now, 0.05, accuracy: 1e-12)
    }

    func testDragDeliversMovesAtSixtyHertz() throws {
        let a = try view("a", Rect(0, 0, 300, 300))
        record(a)
        var options = Simulator.PathOptions()
        options.steps = 3
        try engine.simulator.drag(from: Point(10, 10), to: Point(40, 10), options)
        XCTAssertEqual(log, ["a.began(1) (10,10)", "a.moved(1) (20,10)", "a.moved(1) (30,10)", "a.moved(1) (40,10)",
                             "a.ended(1) (40,10)"])
        log = []
        try engine.simulator.drag(from: Point(10, 10), to: Point(40, 10))   // 0.3 s → 18 frames
        XCTAssertEqual(log.filter { $0.contains("moved") }.count, 18)
        XCTAssertEqual(log.last, "a.ended(1) (40,10)")
    }

    func testTouchStaysBoundToItsViewForLife() throws {
        let a = try view("a", Rect(0, 0, 50, 50))
        let b = try view("b", Rect(100, 0, 50, 50))
        record(a)
        record(b)
        let finger = try engine.simulator.touchDown(at: Point(10, 10))
        try engine.simulator.move(finger, to: Point(120, 10))
        try engine.simulator.lift(finger)
        XCTAssertTrue(finger.view === a)
        XCTAssertEqual(log, ["a.began(1) (10,10)", "a.moved(1) (120,10)", "a.ended(1) (120,10)"])
        XCTAssertEqual(finger.previousLocation(in: nil), Point(120, 10), "lifting does not move")
    }

    func testDefaultImplementationForwardsUpTheChain() throws {
        let vc = ViewController(engine: engine)
        vc.name = "vc"
        try window.setRootViewController(vc)
        let card = try view("card", Rect(0, 0, 200, 200), in: try vc.view())
        let icon = try view("icon", Rect(10, 10, 20, 20), in: card)
        record(icon, forward: true)
        record(vc)
        try engine.simulator.tap(at: Point(15, 15))
        // card has no override: its default passes on to the root view, then the controller.
        XCTAssertEqual(log, ["icon.began(1) (5,5)", "vc.began(1) (15,15)", "icon.ended(1) (5,5)", "vc.ended(1) (15,15)"])
        XCTAssertTrue(host.calls.allSatisfy { !$0.contains("card") })
    }

    func testOverrideWithoutSuperStopsTheChain() throws {
        let card = try view("card", Rect(0, 0, 200, 200))
        let icon = try view("icon", Rect(10, 10, 20, 20), in: card)
        record(icon)
        record(card)
        try engine.simulator.tap(at: Point(15, 15))
        XCTAssertEqual(log, ["icon.began(1) (5,5)", "icon.ended(1) (5,5)"])
    }

    func testForwardedTouchesStillNameTheHitView() throws {
        let card = try view("card", Rect(0, 0, 200, 200))
        let icon = try view("icon", Rect(10, 10, 20, 20), in: card)
        var viewsSeen: [String] = []
        host.override(card, .touchesBegan) { _, args in
            viewsSeen = args.touches.map { $0.view?.name ?? "-" }
            return .none
        }
        _ = icon
        try engine.simulator.tap(at: Point(15, 15))
        XCTAssertEqual(viewsSeen, ["icon"])
    }

    func testTwoFingersOnOneViewArriveTogetherWhenMultipleTouchEnabled() throws {
        let a = try view("a", Rect(0, 0, 300, 300))
        a.multipleTouchEnabled = true
        record(a)
        var o = Simulator.TapOptions()
        o.fingers = 2
        try engine.simulator.tap(at: Point(100, 100), o)
        XCTAssertEqual(log, ["a.began(2) (80,100) (120,100)", "a.ended(2) (80,100) (120,100)"])
    }

    func testWithoutMultipleTouchOnlyTheFirstTouchIsDelivered() throws {
        let a = try view("a", Rect(0, 0, 300, 300))
        record(a)
        var o = Simulator.TapOptions()
        o.fingers = 2
        try engine.simulator.tap(at: Point(100, 100), o)
        XCTAssertEqual(log, ["a.began(1) (80,100)", "a.ended(1) (80,100)"])
        // A second finger later in the same sequence is not delivered either.
        log = []
        let f1 = try engine.simulator.touchDown(at: Point(10, 10))
        let f2 = try engine.simulator.touchDown(at: Point(20, 20))
        try engine.simulator.lift(f1)
        let f3 = try engine.simulator.touchDown(at: Point(30, 30))
        try engine.simulator.lift(f2)
        try engine.simulator.lift(f3)
        XCTAssertEqual(log, ["a.began(1) (10,10)", "a.ended(1) (10,10)"])
        XCTAssertFalse(f2.isDeliveredToView)
        XCTAssertEqual(f2.withheldReason, "multipleTouchEnabled is false and UIView \"a\" already has a touch")
    }

    func testTouchesInDifferentViewsAreGroupedPerView() throws {
        let a = try view("a", Rect(0, 0, 100, 100))
        let b = try view("b", Rect(100, 0, 100, 100))
        record(a)
        record(b)
        var f1: Touch!, f2: Touch!
        try engine.simulator.batch {
            f1 = try engine.simulator.touchDown(at: Point(10, 10))
            f2 = try engine.simulator.touchDown(at: Point(110, 10))
        }
        try engine.simulator.move(f2, to: Point(120, 10))
        XCTAssertEqual(f1.phase, .stationary)
        XCTAssertEqual(engine.dispatcher.event.allTouches.count, 2, "stationary touches stay in allTouches")
        try engine.simulator.batch {
            try engine.simulator.lift(f1)
            try engine.simulator.lift(f2)
        }
        XCTAssertEqual(log, ["a.began(1) (10,10)", "b.began(1) (10,10)", "b.moved(1) (20,10)",
                             "a.ended(1) (10,10)", "b.ended(1) (20,10)"])
        XCTAssertTrue(engine.dispatcher.event.allTouches.isEmpty)
    }

    func testExclusiveTouchView() throws {
        let a = try view("a", Rect(0, 0, 100, 100))
        let b = try view("b", Rect(100, 0, 100, 100))
        a.exclusiveTouch = true
        record(a)
        record(b)
        // b is tracking: a touch in the exclusive view a is not delivered.
        let fb = try engine.simulator.touchDown(at: Point(150, 50))
        let fa = try engine.simulator.touchDown(at: Point(50, 50))
        try engine.simulator.lift(fa)
        try engine.simulator.lift(fb)
        XCTAssertEqual(log, ["b.began(1) (50,50)", "b.ended(1) (50,50)"])
        XCTAssertEqual(fa.withheldReason, "exclusiveTouch is true and UIView \"b\" is tracking a touch")
        // a is tracking: a touch in another view is not delivered.
        log = []
        let fa2 = try engine.simulator.touchDown(at: Point(50, 50))
        let fb2 = try engine.simulator.touchDown(at: Point(150, 50))
        try engine.simulator.lift(fb2)
        try engine.simulator.lift(fa2)
        XCTAssertEqual(log, ["a.began(1) (50,50)", "a.ended(1) (50,50)"])
        XCTAssertEqual(fb2.withheldReason, "UIView \"a\" has exclusiveTouch and is tracking a touch")
    }

    func testTapCount() throws {
        let a = try view("a", Rect(0, 0, 300, 300))
        var counts: [Int] = []
        host.override(a, .touchesBegan) { _, args in
            counts.append(args.touches[0].tapCount)
            return .none
        }
        var o = Simulator.TapOptions()
        o.taps = 3
        try engine.simulator.tap(at: Point(50, 50), o)
        try engine.clock.advance(by: 0.36)               // more than 0.35 s after the last lift
        try engine.simulator.tap(at: Point(50, 50))
        try engine.clock.advance(by: 0.1)
        try engine.simulator.tap(at: Point(96, 50))     // 46 pt away: a new count
        try engine.clock.advance(by: 0.1)
        try engine.simulator.tap(at: Point(96, 95))     // 45 pt away: continues
        XCTAssertEqual(counts, [1, 2, 3, 1, 1, 2])
    }

    func testLocationsAndTimestamps() throws {
        let a = try view("a", Rect(50, 50, 100, 100))
        var seen: [String] = []
        host.override(a, .touchesMoved) { _, args in
            let t = args.touches[0]
            seen.append("\(t.location(in: a)) prev \(t.previousLocation(in: a)) window \(t.location(in: nil)) at \(formatNumber(t.timestamp))")
            return .none
        }
        host.override(a, .touchesBegan) { _, _ in .none }
        var o = Simulator.PathOptions()
        o.steps = 2
        o.duration = 0.1
        try engine.simulator.drag(from: Point(60, 60), to: Point(80, 60), o)
        XCTAssertEqual(seen, ["(20,10) prev (10,10) window (70,60) at 0.05", "(30,10) prev (20,10) window (80,60) at 0.1"])
    }

    func testEventIsReusedAndFiltersTouches() throws {
        let a = try view("a", Rect(0, 0, 100, 100))
        let inner = try view("inner", Rect(0, 0, 50, 50), in: a)
        let b = try view("b", Rect(100, 0, 100, 100))
        var events: [ObjectIdentifier] = []
        var forView: [Int] = []
        for v in [inner, b] {
            host.override(v, .touchesBegan) { _, args in
                if case .object(let e as Event) = args[1] {
                    events.append(ObjectIdentifier(e))
                    forView.append(e.touches(for: a).count)
                }
                return .none
            }
        }
        try engine.simulator.batch {
            _ = try engine.simulator.touchDown(at: Point(10, 10))
            _ = try engine.simulator.touchDown(at: Point(150, 10))
        }
        XCTAssertEqual(Set(events).count, 1)
        XCTAssertEqual(forView, [1, 1], "touchesForView counts the touch in a's subview only")
        XCTAssertEqual(engine.dispatcher.event.touches(for: window).count, 2)
    }

    func testTouchOutsideEveryWindowHitsNothing() throws {
        var warnings: [String] = []
        engine.warningHandler = { warnings.append($0) }
        window.hidden = true
        XCTAssertNil(try engine.simulator.tap(at: Point(10, 10)))
        XCTAssertEqual(warnings, ["the touch at (10,10) hit nothing: UIWindow \"window\" is hidden (its hidden is true)"])
        window.hidden = false
        window.frame = Rect(0, 0, 100, 100)
        warnings = []
        XCTAssertNil(try engine.simulator.tap(at: Point(150, 150)))
        XCTAssertEqual(warnings, ["the touch at (150,150) hit nothing: no visible window took it"])
    }

    /// The first touch's most common mistake: a window never made visible. The
    /// warning names it and the call that shows it.
    func testATouchOnAWindowNeverShownNamesIt() throws {
        var warnings: [String] = []
        engine.warningHandler = { warnings.append($0) }
        window.hidden = true
        let main = Window(engine: engine)
        main.name = "main"
        let unnamed = Window(engine: engine, frame: Rect(0, 0, 50, 50))
        let odd = Window(engine: engine, frame: Rect(200, 200, 50, 50))
        odd.name = "the end"
        XCTAssertNil(try engine.simulator.tap(at: Point(10, 10)))
        XCTAssertNil(try engine.simulator.tap(at: Point(210, 210)))
        XCTAssertEqual(warnings, [
            "the touch at (10,10) hit nothing: UIWindow \"window\" is hidden (its hidden is true); "
                + "UIWindow \"main\" is hidden (windows start hidden: call main:makeKeyAndVisible()); "
                + "\(unnamed.label) is hidden (windows start hidden: call makeKeyAndVisible() on it)",
            "the touch at (210,210) hit nothing: UIWindow \"window\" is hidden (its hidden is true); "
                + "UIWindow \"main\" is hidden (windows start hidden: call main:makeKeyAndVisible()); "
                + "UIWindow \"the end\" is hidden (windows start hidden: call makeKeyAndVisible() on it)",
        ])
        main.makeKeyAndVisible()
        XCTAssertTrue(main.wasShown)
        XCTAssertEqual(engine.application.whyNothingWasHit(at: Point(10, 10)),
                       "UIWindow \"window\" is hidden (its hidden is true); "
                       + "\(unnamed.label) is hidden (windows start hidden: call makeKeyAndVisible() on it)")
    }

    func testSendEventOverridesCanSwallowEvents() throws {
        let a = try view("a", Rect(0, 0, 100, 100))
        record(a)
        host.override(window, .sendEvent) { _, _ in .none }
        try engine.simulator.tap(at: Point(10, 10))
        XCTAssertEqual(log, [])
        host.override(engine.application, .sendEvent) { [unowned self] _, args in
            self.log.append("app.sendEvent")
            if case .object(let e as Event) = args[0] { try self.engine.application.applicationSendEvent(e) }
            return .none
        }
        host.override(window, .sendEvent) { [unowned self] w, args in
            self.log.append("window.sendEvent")
            if case .object(let e as Event) = args[0] { try (w as! Window).windowSendEvent(e) }
            return .none
        }
        try engine.simulator.tap(at: Point(10, 10))
        XCTAssertEqual(log, ["app.sendEvent", "window.sendEvent", "a.began(1) (10,10)",
                             "app.sendEvent", "window.sendEvent", "a.ended(1) (10,10)"])
    }

    // MARK: Errors in overrides

    struct Boom: Error {}

    func testErrorInBeganCancelsTheSequenceCleanly() throws {
        let a = try view("a", Rect(0, 0, 100, 100))
        let b = try view("b", Rect(100, 0, 100, 100))
        a.multipleTouchEnabled = true
        record(a)
        record(b)
        host.override(b, .touchesBegan) { _, _ in throw Boom() }
        let fa = try engine.simulator.touchDown(at: Point(10, 10))
        XCTAssertThrowsError(try engine.simulator.touchDown(at: Point(150, 10)))
        // a got began earlier, so it gets cancelled; b's began raised: it gets cancelled too.
        XCTAssertEqual(log, ["a.began(1) (10,10)", "a.cancelled(1) (10,10)", "b.cancelled(1) (50,10)"])
        XCTAssertEqual(fa.phase, .cancelled)
        XCTAssertTrue(engine.dispatcher.event.allTouches.isEmpty)
        XCTAssertFalse(engine.dispatcher.isDispatching)
        // The engine is usable afterwards.
        log = []
        host.override(b, .touchesBegan) { [unowned self] _, _ in self.log.append("b ok"); return .none }
        try engine.simulator.tap(at: Point(150, 10))
        XCTAssertEqual(log, ["b ok", "b.ended(1) (50,10)"])
    }

    func testErrorInHitTestLeavesNothingHalfway() throws {
        let a = try view("a", Rect(0, 0, 100, 100))
        record(a)
        host.override(a, .hitTest) { _, _ in throw Boom() }
        XCTAssertThrowsError(try engine.simulator.tap(at: Point(10, 10)))
        XCTAssertTrue(engine.dispatcher.event.allTouches.isEmpty)
        XCTAssertEqual(log, [])
    }

    func testInjectionDuringDispatchIsRefused() throws {
        let a = try view("a", Rect(0, 0, 100, 100))
        var refused = false
        host.override(a, .touchesBegan) { [unowned self] _, _ in
            do { try self.engine.simulator.tap(at: Point(1, 1)) } catch { refused = true }
            return .none
        }
        try engine.simulator.tap(at: Point(10, 10))
        XCTAssertTrue(refused)
    }

    func testNoOverrideMeansNoHostCalls() throws {
        let root = try view("root", Rect(0, 0, 375, 667))
        var parent = root
        for i in 0..<50 { parent = try view("v\(i)", Rect(1, 1, 300, 600), in: parent) }
        try engine.simulator.tap(at: Point(100, 100))
        try engine.simulator.drag(from: Point(100, 100), to: Point(200, 200))
        XCTAssertEqual(engine.overrideCalls, 0)
        XCTAssertTrue(host.calls.isEmpty)
    }

    func testTraceRecordsDispatch() throws {
        _ = try view("a", Rect(0, 0, 100, 100))
        engine.tracer.isRecording = true
        try engine.simulator.tap(at: Point(10, 10))
        XCTAssertEqual(engine.tracer.records.map(\.text), [
            "[0.000] hitTest  at (10,10) → UIView \"a\" (in UIWindow \"window\")",
            "[0.000] deliver  touchesBegan → UIView \"a\" (1 touch)",
            "[0.000] forward  touchesBegan UIView \"a\" → UIWindow \"window\"",
            "[0.000] forward  touchesBegan UIWindow \"window\" → UIApplication",
            "[0.050] deliver  touchesEnded → UIView \"a\" (1 touch)",
            "[0.050] forward  touchesEnded UIView \"a\" → UIWindow \"window\"",
            "[0.050] forward  touchesEnded UIWindow \"window\" → UIApplication",
        ])
        XCTAssertEqual(engine.tracer.records[1].json,
                       "{\"kind\":\"deliver\",\"time\":0,\"view\":\"UIView \\\"a\\\"\",\"method\":\"touchesBegan\",\"touches\":1}")
    }
}
