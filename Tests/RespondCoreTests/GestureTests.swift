import XCTest
@testable import RespondCore

final class GestureTests: XCTestCase {
    var engine: Engine!
    var host: TestHost!
    var view: View!
    var log: [String] = []

    override func setUp() {
        engine = Engine()
        host = TestHost(engine)
        let window = Window(engine: engine)
        window.makeKeyAndVisible()
        view = View(engine: engine, frame: Rect(0, 0, 300, 300))
        view.name = "v"
        try! window.addSubview(view)
        for phase in [TouchPhase.began, .moved, .ended, .cancelled] {
            host.override(view, phase.selector) { [unowned self] _, _ in
                log.append("v.\(phase.rawValue)")
                return .none
            }
        }
    }

    func attach<G: GestureRecognizer>(_ recognizer: G, _ name: String) -> G {
        recognizer.name = name
        recognizer.actionHandlers.append { [unowned self] g in log.append("\(name):\(g.state.rawValue)") }
        view.addGestureRecognizer(recognizer)
        return recognizer
    }

    func drag(_ from: Point, _ to: Point, steps: Int) throws {
        var o = Simulator.PathOptions()
        o.steps = steps
        try engine.simulator.drag(from: from, to: to, o)
    }

    func testPanAgainstTapAndDrag() throws {
        let pan = attach(PanGestureRecognizer(engine: engine), "pan")
        try engine.simulator.tap(at: Point(10, 10))
        XCTAssertEqual(log, ["v.began", "v.ended"])
        log = []
        var translations: [Double] = []
        pan.actionHandlers.append { g in translations.append((g as! PanGestureRecognizer).translation(in: nil).x) }
        try drag(Point(10, 10), Point(40, 10), steps: 2)   // 15 pt steps
        XCTAssertEqual(log, ["v.began", "v.cancelled", "pan:began", "pan:changed", "pan:ended"])
        XCTAssertEqual(translations, [5, 20, 20], "15 pt less the 10 pt hysteresis, then +15")
        XCTAssertEqual(pan.state, .possible)
    }

    func testHysteresisIsTakenOffEachAxisClampedAtZero() throws {
        let pan = attach(PanGestureRecognizer(engine: engine), "pan")
        var first: Point?
        pan.actionHandlers.append { g in if first == nil { first = (g as! PanGestureRecognizer).translation(in: nil) } }
        try drag(Point(100, 100), Point(112, 105), steps: 1)
        XCTAssertEqual(first, Point(2, 0), "x: 12 → 2; y: 5 → max(5 − 10, 0) = 0")
    }

    func testAttachmentOrderDecidesSingleVersusDouble() throws {
        let double = TapGestureRecognizer(engine: engine)
        double.numberOfTapsRequired = 2
        _ = attach(double, "double")
        _ = attach(TapGestureRecognizer(engine: engine), "single")
        var o = Simulator.TapOptions()
        o.taps = 2
        try engine.simulator.tap(at: Point(50, 50), o)
        XCTAssertEqual(log.filter { $0.contains(":") }, ["single:ended", "double:ended"])
    }

    func testFailureRequirementWaitsThenFires() throws {
        let double = TapGestureRecognizer(engine: engine)
        double.numberOfTapsRequired = 2
        let single = attach(TapGestureRecognizer(engine: engine), "single")
        _ = attach(double, "double")
        try single.requireToFail(double)
        XCTAssertThrowsError(try double.requireToFail(single))
        try engine.simulator.tap(at: Point(50, 50))
        XCTAssertEqual(log, ["v.began", "v.cancelled", "single:ended"])
        XCTAssertEqual(engine.clock.now, 0.4, accuracy: 1e-9)
    }

    /// SPEC 6.5: a recognizer that takes no part in the sequence counts as failed.
    func testARequirementOnAnotherViewThatSeesNothingCountsAsFailed() throws {
        let other = View(engine: engine, frame: Rect(0, 400, 100, 100))
        try view.superview!.addSubview(other)
        let double = TapGestureRecognizer(engine: engine)
        double.numberOfTapsRequired = 2
        double.name = "double"
        double.actionHandlers.append { [unowned self] g in log.append("double:\(g.state.rawValue)") }
        other.addGestureRecognizer(double)
        let single = attach(TapGestureRecognizer(engine: engine), "single")
        try single.requireToFail(double)
        try engine.simulator.tap(at: Point(50, 50))
        XCTAssertEqual(log, ["v.began", "v.cancelled", "single:ended"], "the single tap fires: the double tap took no part")
        XCTAssertEqual(engine.clock.now, 0.05, accuracy: 1e-9, "at once, not after a wait")

        // Once the double tap waits for its second tap, the single tap waits for it.
        log = []
        var o = Simulator.TapOptions()
        o.settle = false
        try engine.simulator.tap(at: Point(50, 450), o)
        XCTAssertEqual(double.state, .possible)
        try engine.simulator.tap(at: Point(50, 50), o)
        XCTAssertEqual(log, ["v.began"], "the single tap waits while the double tap waits for its next tap")
        try engine.clock.advance(by: 1)
        XCTAssertEqual(log, ["v.began", "v.cancelled", "single:ended"], "then fires when the double tap fails")
    }

    /// SPEC 6.5: when the required recognizer is recognized, the one that requires
    /// its failure fails, even while it still gathers taps.
    func testARecognizedRequirementFailsTheWaitingRecognizer() throws {
        let single = attach(TapGestureRecognizer(engine: engine), "single")
        let double = TapGestureRecognizer(engine: engine)
        double.numberOfTapsRequired = 2
        _ = attach(double, "double")
        try double.requireToFail(single)
        engine.tracer.isRecording = true
        var o = Simulator.TapOptions()
        o.taps = 2
        try engine.simulator.tap(at: Point(50, 50), o)
        XCTAssertEqual(log.filter { $0.contains(":") }, ["single:ended", "single:ended"], "the double tap never fires")
        XCTAssertEqual(engine.tracer.records.filter { $0.kind == .gesture && $0.recognizer === double }.first?.text,
                       "[0.050] gesture  UITapGestureRecognizer \"double\" on UIView \"v\": possible → failed"
                       + " (UITapGestureRecognizer \"single\" recognized, and it had to fail first)")
    }

    func testDelegateVeto() throws {
        let pan = attach(PanGestureRecognizer(engine: engine), "pan")
        host.setDelegate(of: pan, ["shouldBegin": { _ in false }])
        try drag(Point(10, 10), Point(40, 10), steps: 2)
        XCTAssertEqual(log, ["v.began", "v.moved", "v.moved", "v.ended"])
    }

    func testIllegalTransitionsAreErrors() throws {
        let g = GestureRecognizer(engine: engine)
        view.addGestureRecognizer(g)
        XCTAssertThrowsError(try g.setState(.changed, reason: "test")) { error in
            XCTAssertEqual("\(error)", "illegal state change of UIGestureRecognizer#1: possible → changed")
        }
        let tap = TapGestureRecognizer(engine: engine)
        XCTAssertThrowsError(try tap.setState(.began, reason: "test"), "a discrete recognizer cannot begin")
    }

    func testLongPressTiming() throws {
        let press = attach(LongPressGestureRecognizer(engine: engine), "press")
        let finger = try engine.simulator.touchDown(at: Point(50, 50))
        try engine.clock.advance(by: 0.499)
        XCTAssertEqual(press.state, .possible)
        try engine.clock.advance(by: 0.002)
        XCTAssertEqual(press.state, .began)
        try engine.simulator.lift(finger)
        XCTAssertEqual(log, ["v.began", "v.cancelled", "press:began", "press:ended"])
    }

    func testGestureRecordsNameTheirCauses() throws {
        _ = attach(PanGestureRecognizer(engine: engine), "pan")
        engine.tracer.isRecording = true
        try engine.simulator.tap(at: Point(10, 10))
        let gestures = engine.tracer.records.filter { $0.kind == .gesture }.map(\.text)
        XCTAssertEqual(gestures, [
            "[0.050] gesture  UIPanGestureRecognizer \"pan\" on UIView \"v\": possible → failed (all fingers lifted before it began)",
            "[0.050] gesture  UIPanGestureRecognizer \"pan\" on UIView \"v\": failed → possible (reset)",
        ])
    }
}
