@testable import RespondCore
@testable import RespondLua
import XCTest

/// `LuaRuntime.Options.checkInvariants` (`--check-invariants`): the engine
/// checks, each violation prints `invariant violated: ...`, and the run fails.
final class InvariantOptionTests: XCTestCase {
    func testViolationsArePrintedAndFailTheRun() throws {
        var options = LuaRuntime.Options()
        options.checkInvariants = true
        let runtime = try LuaRuntime(options: options)
        var errors = ""
        runtime.output = { _ in }
        runtime.errorOutput = { errors += $0 }
        XCTAssertTrue(runtime.engine.checksInvariants)
        let script = """
            local w = UIWindow{} w:makeKeyAndVisible()
            local v = UIView{frame = {0, 0, 200, 200}} w:addSubview(v)
            v:addGestureRecognizer(UIPanGestureRecognizer{action = function() end})
            tap(10, 10) drag(10, 10, 150, 150) doubleTap(20, 20)
            """
        XCTAssertEqual(runtime.run(code: script, chunkName: "=t"), .ok)
        XCTAssertNil(runtime.invariantFailure())
        XCTAssertEqual(errors, "")

        runtime.engine.invariants.violated("something broke")
        runtime.engine.invariants.violated("and again")
        XCTAssertEqual(errors, "invariant violated: something broke\ninvariant violated: and again\n")
        XCTAssertEqual(runtime.invariantFailure(),
                       "invariant violated 2 times (--check-invariants); the first: something broke")
    }

    func testOffUnlessAsked() throws {
        let runtime = try LuaRuntime()
        XCTAssertFalse(runtime.engine.checksInvariants)
        XCTAssertNil(runtime.invariantFailure())
    }
}
