import XCTest
@testable import RespondCore

final class FirstResponderTests: XCTestCase {
    func testBecomeResignAndHandOff() throws {
        let engine = Engine()
        let host = TestHost(engine)
        let window = Window(engine: engine)
        window.makeKeyAndVisible()
        let pa = View(engine: engine, frame: Rect(0, 0, 100, 100))
        let pb = View(engine: engine, frame: Rect(0, 0, 50, 50))
        try window.addSubview(pa)
        try pa.addSubview(pb)
        for v in [pa, pb] { host.override(v, .canBecomeFirstResponder) { _, _ in .bool(true) } }
        engine.tracer.isRecording = true

        XCTAssertTrue(try pb.becomeFirstResponder())
        XCTAssertTrue(window.firstResponder === pb)
        XCTAssertTrue(try pb.resignFirstResponder())
        XCTAssertTrue(window.firstResponder === pa, "resigning on its own hands off up the chain")
        XCTAssertTrue(try pb.becomeFirstResponder())
        XCTAssertTrue(window.firstResponder === pb, "pa resigned for pb: no hand-off")
        XCTAssertEqual(engine.tracer.records.filter { $0.kind == .firstResponder }.map { $0.reason ?? "" }, [
            "UIView#2 became first responder",
            "UIView#2 resigned first responder",
            "UIView#1 became first responder",
            "UIView#1 resigned first responder",
            "UIView#2 became first responder",
        ])
        host.override(pb, .resignFirstResponder) { _, _ in .bool(false) }
        XCTAssertFalse(try pa.becomeFirstResponder())
        XCTAssertFalse(try window.endEditing(false))
        XCTAssertTrue(try window.endEditing(true), "force wins over a refusal")
        XCTAssertTrue(window.firstResponder === pa, "endEditing is resigning on its own: pa takes over (SPEC 8)")
    }

    /// SPEC 8: endEditing(true) does not ask canResignFirstResponder, yet runs
    /// resignFirstResponder(); endEditing(false) asks it once.
    func testEndEditingAsksOnceOrForces() throws {
        let engine = Engine()
        let host = TestHost(engine)
        let window = Window(engine: engine)
        window.makeKeyAndVisible()
        let field = View(engine: engine, frame: Rect(0, 0, 100, 100))
        try window.addSubview(field)
        var asked = 0
        host.override(field, .canBecomeFirstResponder) { _, _ in .bool(true) }
        host.override(field, .canResignFirstResponder) { _, _ in asked += 1; return .bool(true) }
        XCTAssertTrue(try field.becomeFirstResponder())
        XCTAssertTrue(try window.endEditing(true))
        XCTAssertEqual(asked, 0, "forced: canResignFirstResponder is not asked")
        XCTAssertNil(window.firstResponder)
        XCTAssertTrue(try field.becomeFirstResponder())
        XCTAssertTrue(try window.endEditing(false))
        XCTAssertEqual(asked, 1, "asked once, not again by the default resignFirstResponder")
        XCTAssertTrue(try field.becomeFirstResponder())
        XCTAssertTrue(try field.resignFirstResponder())
        XCTAssertEqual(asked, 2, "resigning directly, the default asks")
    }

    /// SPEC 7.3: a target without the action's method: false, a warning naming the
    /// close method, a "warning" record; said once for the same target and action.
    func testSendActionToATargetWithoutTheMethodWarns() throws {
        let engine = Engine()
        let host = TestHost(engine)
        let vc = ViewController(engine: engine)
        vc.name = "vc"
        host.methods[ObjectIdentifier(vc)] = ["save", "open"]
        var warnings: [String] = []
        engine.warningHandler = { warnings.append($0) }
        engine.tracer.isRecording = true
        let app = engine.application
        XCTAssertFalse(try app.sendAction(.named("save:"), to: .object(vc), from: nil, event: nil))
        XCTAssertFalse(try app.sendAction(.named("save:"), to: .object(vc), from: nil, event: nil))
        XCTAssertFalse(try app.sendAction(.named("close"), to: .object(vc), from: nil, event: nil))
        XCTAssertTrue(try app.sendAction(.named("save"), to: .object(vc), from: nil, event: nil))
        XCTAssertEqual(warnings, [
            "sent 'save:' to UIViewController \"vc\", which has no method 'save:'; did you mean 'save'? (the action did nothing)",
            "sent 'close' to UIViewController \"vc\", which has no method 'close' (the action did nothing)",
        ])
        XCTAssertEqual(engine.tracer.records.filter { $0.kind == .warning }.count, 2)
        XCTAssertEqual(host.sent, ["UIViewController \"vc\".save"])
    }

    func testNamesOneEditAway() {
        XCTAssertEqual(Names.oneEditAway(from: "hiden", among: ["hidden", "alpha"]), "hidden")
        XCTAssertEqual(Names.oneEditAway(from: "titel", among: ["title"]), "title", "two letters swapped")
        XCTAssertEqual(Names.oneEditAway(from: "Alpha", among: ["alpha"]), "alpha", "case")
        XCTAssertEqual(Names.oneEditAway(from: "nmae", among: ["name"]), "name")
        XCTAssertNil(Names.oneEditAway(from: "game", among: ["name"]), "a short word replaced by another is not a typo")
        XCTAssertNil(Names.oneEditAway(from: "tags", among: ["tag"]), "names under four letters")
        XCTAssertNil(Names.oneEditAway(from: "hidden", among: ["hidden"]), "the name itself")
        XCTAssertNil(Names.oneEditAway(from: "score", among: ["scale", "frame"]))
        XCTAssertEqual(Names.closestAction(to: "save:", among: ["save"]), "save")
        XCTAssertEqual(Names.closestAction(to: "handleTap:withEvent:", among: ["handleTap"]), "handleTap")
        XCTAssertNil(Names.closestAction(to: "save", among: ["save"]))
    }

    func testNotInAWindowOrNotWilling() throws {
        let engine = Engine()
        let lonely = View(engine: engine)
        XCTAssertFalse(try lonely.becomeFirstResponder())
        let window = Window(engine: engine)
        let plain = View(engine: engine)
        try window.addSubview(plain)
        XCTAssertFalse(try plain.canBecomeFirstResponder())
        XCTAssertTrue(try plain.canResignFirstResponder())
        XCTAssertFalse(try plain.becomeFirstResponder())
    }

    func testTargetForActionWalksTheChain() throws {
        let engine = Engine()
        let host = TestHost(engine)
        let window = Window(engine: engine)
        let vc = ViewController(engine: engine)
        try window.setRootViewController(vc)
        let leaf = View(engine: engine)
        try vc.view().addSubview(leaf)
        host.methods[ObjectIdentifier(vc)] = ["save"]
        XCTAssertTrue(try leaf.targetForAction("save", sender: nil) === vc)
        XCTAssertNil(try leaf.targetForAction("open", sender: nil))
    }
}
