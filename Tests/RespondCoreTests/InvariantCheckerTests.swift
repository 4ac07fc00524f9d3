import XCTest
@testable import RespondCore

/// The engine's debug mode (`Engine.checksInvariants`): ordinary dispatch,
/// recognizers and controls violate nothing, and each kind of violation the
/// checker knows is reported, word for word, as a warning record too.
final class InvariantCheckerTests: XCTestCase {
    var engine: Engine!
    var host: TestHost!
    var window: Window!
    var reported: [String] = []

    override func setUp() {
        engine = Engine()
        host = TestHost(engine)
        engine.checksInvariants = true
        engine.violationHandler = { [unowned self] in reported.append($0) }
        engine.tracer.isRecording = true
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

    func testOffByDefault() {
        let plain = Engine()
        XCTAssertFalse(plain.checksInvariants)
        XCTAssertNil(plain.invariants)
        plain.verifyInvariants()
    }

    func testOrdinaryDispatchViolatesNothing() throws {
        let a = try view("a", Rect(0, 0, 200, 200))
        let b = try view("b", Rect(0, 300, 200, 200))
        // A pan cancels a's touches; a double tap holds b's touchesEnded back
        // until it fails; a single tap waits for the double tap.
        a.addGestureRecognizer(PanGestureRecognizer(engine: engine))
        let double = TapGestureRecognizer(engine: engine)
        double.numberOfTapsRequired = 2
        let single = TapGestureRecognizer(engine: engine)
        try single.requireToFail(double)
        b.addGestureRecognizer(double)
        b.addGestureRecognizer(single)
        let button = Button(engine: engine, frame: Rect(250, 0, 100, 44))
        try window.addSubview(button)

        try engine.simulator.tap(at: Point(50, 50))
        try engine.simulator.drag(from: Point(50, 50), to: Point(150, 50))
        try engine.simulator.tap(at: Point(50, 350))
        var twice = Simulator.TapOptions()
        twice.taps = 2
        try engine.simulator.tap(at: Point(50, 350), twice)
        try engine.simulator.tap(at: Point(300, 20))
        try engine.simulator.drag(from: Point(300, 20), to: Point(300, 400))
        let finger = try engine.simulator.touchDown(at: Point(20, 20))
        try engine.simulator.move(finger, to: Point(25, 20))
        try engine.simulator.cancel(finger)
        engine.verifyInvariants()
        XCTAssertEqual(reported, [])
        XCTAssertEqual(engine.invariants.violationCount, 0)
    }

    func testAnEventASendEventOverrideSwallowsExcusesTheMissingEnd() throws {
        let a = try view("a", Rect(0, 0, 200, 200))
        var swallow = false
        host.override(window, .sendEvent) { [unowned self] _, args in
            if !swallow, case .object(let e as Event) = args[0] { try window.windowSendEvent(e) }
            return .none
        }
        let finger = try engine.simulator.touchDown(at: Point(20, 20))
        XCTAssertTrue(finger.view === a)
        swallow = true
        try engine.simulator.lift(finger)
        engine.verifyInvariants()
        XCTAssertEqual(reported, [], "a's touchesEnded never left the window: UIKit would not deliver it either")
    }

    func testDeliveriesOutOfOrderAreReported() throws {
        let a = try view("a", Rect(0, 0, 100, 100))
        let b = try view("b", Rect(100, 0, 100, 100))
        let finger = try engine.simulator.touchDown(at: Point(10, 10))
        let touch = finger
        let checker = engine.invariants!
        checker.delivering(.began, [touch], to: a)
        checker.delivering(.moved, [touch], to: b)
        checker.delivering(.ended, [touch], to: a)
        checker.delivering(.ended, [touch], to: a)
        checker.delivering(.moved, [touch], to: a)
        XCTAssertEqual(reported, [
            "UIView \"a\" got touchesBegan twice for UITouch#1",
            "UITouch#1 is bound to UIView \"a\", but the engine delivered touchesMoved to UIView \"b\"",
            "UIView \"a\" got touchesEnded for UITouch#1 after its touchesEnded (two ends)",
            "UIView \"a\" got touchesMoved for UITouch#1 after its touchesEnded",
        ])
        let records = engine.tracer.records.filter { $0.kind == .warning }.compactMap(\.reason)
        XCTAssertEqual(records.filter { $0.hasPrefix("invariant violated: ") }.count, 4)
    }

    func testAnEndWithoutABeganIsReported() throws {
        let a = try view("a", Rect(0, 0, 100, 100))
        let touch = engine.dispatcher.makeTouch(at: Point(1, 1))
        engine.invariants.delivering(.cancelled, [touch], to: a)
        XCTAssertEqual(reported, ["UITouch#1 is bound to no view, but the engine delivered touchesCancelled to UIView \"a\""])
        touch.view = a
        engine.invariants.delivering(.cancelled, [touch], to: a)
        XCTAssertEqual(reported.last, "UIView \"a\" got touchesCancelled for UITouch#1 without touchesBegan")
    }

    func testATouchGoneWithoutItsEndIsReported() throws {
        let a = try view("a", Rect(0, 0, 100, 100))
        let touch = engine.dispatcher.makeTouch(at: Point(1, 1))
        touch.view = a
        touch.window = window
        touch.phase = .ended
        engine.invariants.delivering(.began, [touch], to: a)
        engine.verifyInvariants()
        XCTAssertEqual(reported, [], "its last event never reached the window (a sendEvent override kept it)")

        let other = engine.dispatcher.makeTouch(at: Point(2, 2))
        other.name = "second"
        other.view = a
        other.window = window
        other.phase = .ended
        other.ledger.lastEventReachedWindow = true
        engine.invariants.delivering(.began, [other], to: a)
        engine.verifyInvariants()
        XCTAssertEqual(reported, ["UIView \"a\" got touchesBegan for UITouch \"second\", which ended, but never touchesEnded or touchesCancelled"])
        engine.verifyInvariants()
        XCTAssertEqual(reported.count, 1, "reported once")
    }

    func testIllegalRecognizerTransitionsAreReported() throws {
        let checker = engine.invariants!
        let tap = TapGestureRecognizer(engine: engine)
        tap.name = "tap"
        let pan = PanGestureRecognizer(engine: engine)
        pan.name = "pan"
        for (from, to) in [(GestureState.possible, GestureState.ended), (.possible, .failed)] {
            checker.transition(tap, from: from, to: to)
        }
        for (from, to) in [(GestureState.possible, GestureState.began), (.began, .changed), (.changed, .changed),
                           (.changed, .ended), (.began, .cancelled), (.changed, .cancelled)] {
            checker.transition(pan, from: from, to: to)
        }
        XCTAssertEqual(reported, [])
        checker.transition(pan, from: .possible, to: .changed)
        checker.transition(pan, from: .ended, to: .began)
        checker.transition(pan, from: .failed, to: .cancelled)
        checker.transition(tap, from: .possible, to: .began)
        XCTAssertEqual(reported, [
            "UIPanGestureRecognizer \"pan\" went possible → changed, not a legal transition",
            "UIPanGestureRecognizer \"pan\" went ended → began, not a legal transition",
            "UIPanGestureRecognizer \"pan\" went failed → cancelled, not a legal transition",
            "UITapGestureRecognizer \"tap\" went possible → began, but it is discrete",
        ])
    }

    func testResetsAndActionsOutOfPlaceAreReported() throws {
        let a = try view("a", Rect(0, 0, 100, 100))
        let pan = PanGestureRecognizer(engine: engine)
        pan.name = "pan"
        a.addGestureRecognizer(pan)
        let tap = TapGestureRecognizer(engine: engine)
        tap.name = "tap"
        let checker = engine.invariants!
        pan.state = .changed
        checker.resetting(pan)
        checker.firing(pan)
        pan.state = .failed
        checker.firing(pan)
        tap.state = .failed
        checker.firing(tap)
        XCTAssertEqual(reported, [
            "UIPanGestureRecognizer \"pan\" was reset from changed (possible only from ended, failed or cancelled)",
            "UIPanGestureRecognizer \"pan\" fired its actions in failed",
            "UITapGestureRecognizer \"tap\", a discrete recognizer, fired its actions in failed",
        ])
        pan.state = .possible
        let finger = try engine.simulator.touchDown(at: Point(10, 10))
        XCTAssertTrue(pan.touches.contains { $0 === finger })
        pan.state = .failed
        checker.resetting(pan)
        XCTAssertEqual(reported.last, "UIPanGestureRecognizer \"pan\" was reset while UITouch#1 is still down")
        pan.state = .possible
    }

    func testAControlStillTrackingAfterItsOwnEndIsReported() throws {
        let button = Button(engine: engine, frame: Rect(0, 0, 100, 44))
        button.name = "button"
        try window.addSubview(button)
        let finger = try engine.simulator.touchDown(at: Point(10, 10))
        XCTAssertTrue(button.tracking)
        XCTAssertEqual(reported, [])
        // As if its touchesEnded had come and gone, but it still tracks.
        engine.invariants.delivered(.ended, [finger], to: button)
        XCTAssertEqual(reported, ["UIButton \"button\" still tracks UITouch#1 after its own touchesEnded"])
        // An override of touchesEnded that does not call super may leave it tracking: its business.
        host.override(button, .touchesEnded) { _, _ in .none }
        engine.invariants.delivered(.ended, [finger], to: button)
        XCTAssertEqual(reported.count, 1)
        try engine.simulator.cancel(finger)
        XCTAssertFalse(button.tracking)
        XCTAssertEqual(reported.count, 1)
    }
}
