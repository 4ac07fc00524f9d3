import XCTest
@testable import RespondCore

/// The structures that keep engine work in step with the work asked for
/// (issue 31, items 2 and 18) give the answers the plain scans gave.
final class CostStructureTests: XCTestCase {
    /// The clock's heap fires in (time, scheduling) order, cancelled timers never.
    func testTheTimerHeapFiresInTimeThenScheduleOrder() throws {
        let clock = Clock()
        var fired: [Int] = []
        var expected: [(time: Double, n: Int)] = []
        var ids: [Int] = []
        var seed: UInt32 = 12345
        for n in 0..<3000 {
            seed = seed &* 1_103_515_245 &+ 12345
            let time = Double((seed >> 16) % 50) / 10   // many timers due together
            ids.append(clock.schedule(after: time, label: "t\(n)") { fired.append(n) })
            expected.append((time, n))
        }
        var cancelled = Set<Int>()
        for n in stride(from: 0, to: 3000, by: 3) {
            clock.cancel(ids[n])
            cancelled.insert(n)
        }
        clock.cancel(ids[1])
        clock.cancel(ids[1])   // twice: nothing more
        cancelled.insert(1)
        try clock.advance(by: 2.45)
        let wanted = expected.filter { !cancelled.contains($0.n) }
            .sorted { $0.time < $1.time || ($0.time == $1.time && $0.n < $1.n) }.map(\.n)
        XCTAssertEqual(fired, Array(wanted.prefix { expected[$0].time <= 2.45 }))
        XCTAssertEqual(clock.nextTimerTime, 2.5)
        try clock.settle()
        XCTAssertEqual(fired, wanted)
        XCTAssertFalse(clock.hasPendingTimers)
        XCTAssertNil(clock.nextTimerTime)
    }

    /// A timer cancelled from inside another's action at the same time does not fire.
    func testATimerCancelledByAnotherDueTogetherDoesNotFire() throws {
        let clock = Clock()
        var fired: [String] = []
        var second = 0
        clock.schedule(after: 1, label: "a") { fired.append("a"); clock.cancel(second) }
        second = clock.schedule(after: 1, label: "b") { fired.append("b") }
        clock.schedule(after: 1, label: "c") { fired.append("c") }
        try clock.settle()
        XCTAssertEqual(fired, ["a", "c"])
    }

    /// Animating a property again ends the earlier animation (finished false),
    /// earliest first; other views' animations run on; what is drawn mixes them.
    func testAnimationsEndedByANewOneEndInTheOrderTheyStarted() throws {
        let engine = Engine()
        let window = Window(engine: engine)
        window.makeKeyAndVisible()
        var log: [String] = []
        var views: [View] = []
        for i in 0..<200 {
            let v = View(engine: engine, frame: Rect(0, 0, 10, 10))
            try window.addSubview(v)
            views.append(v)
            try engine.animator.animate(duration: 1, delay: 0, curve: .linear, allowUserInteraction: true,
                                        animations: { v.frame = Rect(100, 0, 10, 10) },
                                        completion: { log.append("\(i):\($0)") })
        }
        let a = views[7]
        try engine.animator.animate(duration: 1, delay: 0, curve: .linear, allowUserInteraction: true,
                                    animations: { a.alpha = 0.5 }, completion: { log.append("alpha:\($0)") })
        try engine.clock.advance(by: 0.5)
        XCTAssertEqual(a.presentationFrame, Rect(50, 0, 10, 10))
        XCTAssertEqual(engine.animator.drawnLook(of: a).alpha, 0.75)
        try engine.animator.animate(duration: 1, delay: 0, curve: .linear, allowUserInteraction: true,
                                    animations: { a.center = Point(5, 5); a.alpha = 1 }, completion: { log.append("both:\($0)") })
        XCTAssertEqual(log, ["7:false", "alpha:false"])
        // The new animation starts from what was drawn.
        XCTAssertEqual(a.presentationFrame, Rect(50, 0, 10, 10))
        try engine.clock.settle()
        XCTAssertEqual(log.count, 202)
        XCTAssertEqual(log.last, "both:true")
        XCTAssertEqual(log[2], "0:true")
        XCTAssertFalse(engine.animator.isRunning)
        XCTAssertFalse(engine.animator.isAnimating(a))
    }

    /// Nested stack views are arranged by the layout pass, every level, with no
    /// recursion; a frame read right after a change shows the old arrangement
    /// until the pass (SPEC 12.6 rule 3).
    func testNestedStackViewsAreArrangedByThePass() throws {
        let engine = Engine()
        let window = Window(engine: engine)
        window.makeKeyAndVisible()
        let outer = StackView(engine: engine, frame: Rect(0, 0, 300, 100))
        try window.addSubview(outer)
        var stack = outer
        for _ in 0..<20_000 {
            let inner = StackView(engine: engine, frame: Rect(0, 0, 300, 100))
            try stack.addArrangedSubview(inner)
            stack = inner
        }
        let leaf = View(engine: engine, frame: Rect(0, 0, 40, 40))
        try stack.addArrangedSubview(leaf)
        XCTAssertTrue(outer.needsLayout)
        XCTAssertEqual(leaf.frame, Rect(0, 0, 40, 40), "reading does not lay out")
        try engine.layoutIfNeeded()
        // Along each horizontal stack its own width, across it the stack's height.
        XCTAssertEqual(leaf.frame, Rect(0, 0, 40, 100))
        XCTAssertFalse(outer.needsLayout)
        XCTAssertFalse(stack.needsLayout)
        outer.axis = .vertical
        outer.frame = Rect(0, 0, 200, 50)
        try outer.sizeChanged()
        XCTAssertTrue(try engine.application.hitTest(screenPoint: Point(10, 10), event: nil)?.view === leaf)
        XCTAssertEqual(outer.arrangedSubviews[0].frame, Rect(0, 0, 200, 100))
        XCTAssertEqual(leaf.frame, Rect(0, 0, 40, 100))
    }

    /// A hidden arranged view keeps the frame of the last arrangement that ran
    /// before it was hidden; the changes still pending are not applied to it.
    func testAHiddenArrangedViewKeepsItsLastArrangement() throws {
        let engine = Engine()
        let stack = StackView(engine: engine, frame: Rect(0, 0, 100, 300))
        stack.axis = .vertical
        let views = (0..<3).map { _ in View(engine: engine, frame: Rect(0, 0, 10, 20)) }
        for v in views { try stack.addArrangedSubview(v) }
        try stack.layoutIfNeeded()
        stack.spacing = 5
        views[1].hidden = true
        try stack.layoutIfNeeded()
        XCTAssertEqual(views[1].frame, Rect(0, 20, 100, 20))
        XCTAssertEqual(views[2].frame, Rect(0, 25, 100, 20))
    }

    /// A tap at the innermost of many nested scroll views reaches it, and every
    /// recognizer it reached is back in possible, with no participant left.
    func testATapThroughNestedScrollViewsLeavesNoParticipant() throws {
        let engine = Engine()
        let window = Window(engine: engine)
        window.makeKeyAndVisible()
        var parent: View = window
        var scrollViews: [ScrollView] = []
        for _ in 0..<300 {
            let sv = ScrollView(engine: engine, frame: Rect(0, 0, 375, 667))
            sv.contentSize = Size(375, 2000)
            try parent.addSubview(sv)
            scrollViews.append(sv)
            parent = sv
        }
        for _ in 0..<3 { XCTAssertTrue(try engine.simulator.tap(at: Point(100, 100)) === scrollViews.last) }
        XCTAssertTrue(engine.gestures.participants.isEmpty)
        XCTAssertFalse(engine.gestures.hasParticipants)
        XCTAssertEqual(engine.gestures.waitingCount, 0)
        for sv in scrollViews { for r in sv.gestureRecognizers { XCTAssertEqual(r.state, .possible) } }
    }
}
