import XCTest
@testable import RespondCore

final class ControlTests: XCTestCase {
    var engine: Engine!
    var host: TestHost!
    var window: Window!
    var controller: ViewController!
    var events: [String] = []

    override func setUp() {
        engine = Engine()
        host = TestHost(engine)
        window = Window(engine: engine)
        controller = ViewController(engine: engine)
        controller.name = "vc"
        try! window.setRootViewController(controller)
        window.makeKeyAndVisible()
    }

    func watch(_ control: Control) {
        for (i, event) in ControlEvent.allCases.enumerated() {
            host.functions[i + 1] = { [unowned self] _ in events.append(event.rawValue) }
            control.addTarget(nil, action: .function(i + 1), for: [event])
        }
    }

    func testButtonEventSequences() throws {
        let button = Button(engine: engine, frame: Rect(100, 100, 100, 40))
        try controller.view().addSubview(button)
        watch(button)
        try engine.simulator.tap(at: Point(150, 120))
        XCTAssertEqual(events, ["touchDown", "touchUpInside", "primaryActionTriggered"])
        events = []
        try engine.clock.advance(by: 1)
        let finger = try engine.simulator.touchDown(at: Point(150, 120))
        try engine.simulator.move(finger, to: Point(150, 250))     // 90 pt below: outside the 70 pt margin
        try engine.simulator.move(finger, to: Point(150, 200))     // 40 pt below: inside
        try engine.simulator.lift(finger)
        XCTAssertEqual(events, ["touchDown", "touchDragExit", "touchDragOutside", "touchDragEnter", "touchDragInside",
                                "touchUpInside", "primaryActionTriggered"])
        XCTAssertFalse(button.tracking)
    }

    func testNilTargetSearchOrder() throws {
        let field = TextField(engine: engine, frame: Rect(0, 0, 100, 30))
        let panel = View(engine: engine, frame: Rect(0, 0, 200, 200))
        let sender = Button(engine: engine, frame: Rect(0, 300, 10, 10))
        try controller.view().addSubview(panel)
        try panel.addSubview(field)
        try controller.view().addSubview(sender)
        host.methods[ObjectIdentifier(controller)] = ["save"]
        host.methods[ObjectIdentifier(panel)] = ["save"]
        XCTAssertTrue(try engine.application.sendAction(.named("save"), to: nil, from: sender, event: nil))
        XCTAssertEqual(host.sent, ["UIViewController \"vc\".save"], "no first responder: from the sender")
        XCTAssertTrue(try field.becomeFirstResponder())
        XCTAssertTrue(try engine.application.sendAction(.named("save"), to: nil, from: sender, event: nil))
        XCTAssertEqual(host.sent.last, "UIView#2.save", "from the first responder: the panel is nearer")
        XCTAssertFalse(try engine.application.sendAction(.named("fly"), to: nil, from: sender, event: nil))
    }

    func testTargetActionMergingAndRemoval() {
        let control = Control(engine: engine)
        let a = ActionTarget.script(1)
        control.addTarget(a, action: .named("go"), for: [.touchDown])
        control.addTarget(a, action: .named("go"), for: [.touchUpInside])
        control.addTarget(nil, action: .named("log"), for: [.touchDown])
        XCTAssertEqual(control.targetActions.count, 2)
        XCTAssertEqual(control.targetActions[0].events, [.touchDown, .touchUpInside])
        XCTAssertEqual(control.allTargets, [a])
        control.removeTarget(a, action: nil, for: [.touchDown])
        XCTAssertEqual(control.targetActions[0].events, [.touchUpInside])
        control.removeTarget(nil, action: nil, for: ControlEvent.allCases)
        XCTAssertTrue(control.targetActions.isEmpty)
    }

    func testValueControls() throws {
        let view = try controller.view()
        let toggle = Switch(engine: engine, frame: Rect(0, 0, 50, 30))
        let stepper = Stepper(engine: engine, frame: Rect(0, 100, 100, 30))
        let segments = SegmentedControl(engine: engine, frame: Rect(0, 200, 300, 30))
        segments.items = ["a", "b", "c"]
        for c in [toggle, stepper, segments] as [Control] { try view.addSubview(c) }
        try engine.simulator.tap(at: Point(25, 15))
        XCTAssertTrue(toggle.on)
        try engine.clock.advance(by: 1)
        try engine.simulator.tap(at: Point(90, 115))
        XCTAssertEqual(stepper.value, 1)
        try engine.clock.advance(by: 1)
        try engine.simulator.tap(at: Point(150, 215))
        XCTAssertEqual(segments.selectedSegmentIndex, 1)
    }

    func testKeyboardFollowsTheFirstResponder() throws {
        let field = TextField(engine: engine, frame: Rect(0, 0, 100, 30))
        try controller.view().addSubview(field)
        XCTAssertFalse(engine.keyboardVisible)
        XCTAssertThrowsError(try engine.typeText("x"))
        try engine.simulator.tap(at: Point(10, 10))
        XCTAssertTrue(engine.keyboardVisible)
        try engine.typeText("ok\u{8}k\n")
        XCTAssertEqual(field.text, "ok")
        // A plain field does not resign on return (SPEC 12.2 rule 4d).
        XCTAssertTrue(engine.keyboardVisible)
        XCTAssertTrue(field.isFirstResponder)
        // An editingDidEndOnExit target-action makes return resign it (rule 4c).
        field.addTarget(nil, action: .named("done"), for: [.editingDidEndOnExit])
        try engine.typeText("\n")
        XCTAssertFalse(engine.keyboardVisible)
        XCTAssertFalse(field.isFirstResponder)
    }
}
