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
