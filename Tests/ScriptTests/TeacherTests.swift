import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import RespondCore
import RespondLua
import XCTest

/// Issue 35, the teacher: `exercises grade N DIR` (every student's copy, each
/// in a worker process), `exercises lint FILE` (a new exercise checked as the
/// suite checks the shipped ones), and the runner blaming the exercise, not
/// the learner, for the exercise's own mistakes. Exact outputs.
final class TeacherTests: XCTestCase {
    static let example = ScriptTests.scripts.appendingPathComponent("exercises/teacher_example").path
    static let exampleName = "01_bring_the_badge_forward.lua"

    func scratch() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("rl-teacher-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        return dir
    }

    func write(_ text: String, _ path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    var shipped: String { get throws { try String(contentsOfFile: Self.example + "/" + Self.exampleName, encoding: .utf8) } }

    /// The shipped text with `code` between the markers.
    func copy(with code: String) throws -> String {
        try XCTUnwrap(ExerciseBook.splice(try shipped, with: code))
    }

    // MARK: grade

    func testGradeChecksEveryCopyInAProcessOfItsOwn() throws {
        let dir = try scratch()
        let solution = try String(contentsOfFile: Self.example + "/solutions/" + Self.exampleName, encoding: .utf8)
        // Files and folders side by side, in name order.
        try write(try copy(with: solution), dir + "/class/ana.lua")
        try write(try copy(with: "local t = nil\nprint(t.x)\n"), dir + "/class/ben/" + Self.exampleName)
        try write(try copy(with: "card.hidden = true\n"), dir + "/class/chen.lua")
        try FileManager.default.createDirectory(atPath: dir + "/class/dana", withIntermediateDirectories: true)
        try write(try copy(with: "while true do end\n"), dir + "/class/eve.lua")
        try write(try shipped.replacingOccurrences(of: ExerciseBook.endMarker, with: ""), dir + "/class/fay.lua")
        try write("not a student\n", dir + "/class/notes.txt")
        let junit = dir + "/grades.xml"
        let run = try TestProcess.respondLua(["exercises", "grade", "1", dir + "/class", "--source", Self.example,
                                              "--junit", junit, "-j", "2"])
        XCTAssertEqual(run.status, 1, run.stderr)
        let c = dir + "/class"
        XCTAssertEqual(run.stdout, """
            Exercise 1 (Bring the badge forward): 6 copies in \(c)
            student  result   first line of the failure
            ana      pass
            ben      error    ben/\(Self.exampleName):37: attempt to index a nil value (local 't')
            chen     fail     ✗ both views must stay visible
            dana     missing  no \(Self.exampleName) in the student's folder
            eve      error    your code ran for too long (an endless loop?): eve.lua:36: instruction limit exceeded (100000000 instructions)
            fay      broken   the line `-- <<< your code` is missing in the student's copy, so their code cannot be found
            1 passed, 5 failed

            """)
        let document = try XMLDocument(contentsOf: URL(fileURLWithPath: junit))
        let suite = try XCTUnwrap(try document.nodes(forXPath: "/testsuites/testsuite").first as? XMLElement)
        XCTAssertEqual(suite.attribute(forName: "tests")?.stringValue, "6")
        XCTAssertEqual(suite.attribute(forName: "failures")?.stringValue, "1")
        XCTAssertEqual(suite.attribute(forName: "errors")?.stringValue, "4")
        let failed = try document.nodes(forXPath: "//testcase[failure]").compactMap { ($0 as? XMLElement)?.attribute(forName: "name")?.stringValue }
        XCTAssertEqual(failed, ["chen"])

        // In Chinese; everything passing exits 0.
        let zh = try TestProcess.respondLua(["exercises", "grade", "1", dir + "/class", "--source", Self.example, "--lang", "zh"])
        XCTAssertTrue(zh.stdout.hasPrefix("练习 1（把徽标移到前面）：\(c) 里有 6 份副本\n学生  结果      失败的第一行\nana   通过\n"), zh.stdout)
        XCTAssertTrue(zh.stdout.contains("\nchen  未通过    ✗ 两个视图都必须保持可见\n"), zh.stdout)
        XCTAssertTrue(zh.stdout.hasSuffix("\n1 个通过，5 个失败\n"), zh.stdout)
        let good = try scratch()
        try write(try copy(with: solution), good + "/ana.lua")
        let passing = try TestProcess.respondLua(["exercises", "grade", "1", good, "--source", Self.example])
        XCTAssertEqual(passing.status, 0, passing.stderr)
        XCTAssertTrue(passing.stdout.hasSuffix("ana      pass\n1 passed, 0 failed\n"), passing.stdout)

        // Usage errors.
        let empty = try scratch()
        let none = try TestProcess.respondLua(["exercises", "grade", "1", empty, "--source", Self.example])
        XCTAssertEqual(none.status, 2)
        XCTAssertEqual(none.stderr, "respond-lua: no students' copies in \(empty) (a .lua file, or a folder holding \(Self.exampleName), each)\n")
        let missing = try TestProcess.respondLua(["exercises", "grade", "1", "--source", Self.example])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderr, "respond-lua: use: respond-lua exercises grade N DIR (exercise N of every student in DIR)\n")
    }

    /// A student's code may not reach files or commands: under `grade` it
    /// could otherwise put a solution into a later student's copy before that
    /// copy is read (a forged pass), or edit the shipped exercise.
    func testAStudentsCodeCannotRewriteAnotherCopy() throws {
        let dir = try scratch()
        let solution = try String(contentsOfFile: Self.example + "/solutions/" + Self.exampleName, encoding: .utf8)
        let lazy = dir + "/class/zoe.lua"
        try write(try copy(with: solution), dir + "/solved.lua")
        let forge = """
            local f = io.open(\(LuaSource.string(lazy)), "w")
            f:write(io.open(\(LuaSource.string(dir + "/solved.lua"))):read("a"))
            f:close()
            """
        try write(try copy(with: forge), dir + "/class/abe.lua")
        try write(try shipped, lazy)
        let run = try TestProcess.respondLua(["exercises", "grade", "1", dir + "/class", "--source", Self.example, "-j", "1"])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stdout.contains(" error   abe.lua:36: attempt to call a nil value (field 'open')\n"), run.stdout)
        XCTAssertFalse(run.stdout.contains("zoe      pass"), run.stdout)
        XCTAssertEqual(try String(contentsOfFile: lazy, encoding: .utf8), try shipped)
        for (code, expected) in [("os.execute(\"true\")", "field 'execute'"), ("os.remove(\"x\")", "field 'remove'"),
                                 ("io.lines(\"x\")", "field 'lines'"), ("io.popen(\"true\")", "field 'popen'")] {
            try write(try copy(with: code), dir + "/one/a.lua")
            let one = try TestProcess.respondLua(["exercises", "grade", "1", dir + "/one", "--source", Self.example])
            XCTAssertTrue(one.stdout.contains(expected), "\(code): \(one.stdout)")
        }
        // Nor through the engine's functions that take a path.
        try write(try copy(with: "render(\(LuaSource.string(lazy)))"), dir + "/three/a.lua")
        let three = try TestProcess.respondLua(["exercises", "grade", "1", dir + "/three", "--source", Self.example])
        XCTAssertTrue(three.stdout.contains("render: writing files is not available in an exercise"), three.stdout)
        XCTAssertEqual(try String(contentsOfFile: lazy, encoding: .utf8), try shipped)
        try write(try copy(with: "importHierarchy(\(LuaSource.string(lazy)))"), dir + "/four/a.lua")
        let four = try TestProcess.respondLua(["exercises", "grade", "1", dir + "/four", "--source", Self.example])
        XCTAssertTrue(four.stdout.contains("importHierarchy: reading files is not available in an exercise"), four.stdout)
        try write(try copy(with: "io.write(os.date(\"!%Y\", 0), \"\\n\")\ncard.hidden = true"), dir + "/two/a.lua")
        let two = try TestProcess.respondLua(["exercises", "grade", "1", dir + "/two", "--source", Self.example])
        XCTAssertTrue(two.stdout.contains("✗ both views must stay visible"), "io.write and os.date stay: \(two.stdout)")
    }

    // MARK: lint

    func testLintFindsTheTeachersMistakes() throws {
        // The shipped example, with its solution and wrong solutions, is clean.
        let clean = try TestProcess.respondLua(["exercises", "lint", Self.example + "/" + Self.exampleName])
        XCTAssertEqual(clean.status, 0, clean.stdout)
        XCTAssertEqual(clean.stdout, "\(Self.example)/\(Self.exampleName): no problems found\n")

        let dir = try scratch()
        let file = dir + "/" + Self.exampleName
        var text = try shipped
        text = text.replacingOccurrences(of: "-- Difficulty: 1", with: "-- Difficulty: 5")
        text = text.replacingOccurrences(of: "-- Hint (zh): window:bringSubviewToFront(badge)\n", with: "")
        text = text.replacingOccurrences(of: "-- Exercise (zh): 把徽标移到前面\n", with: "")
        try write(text, file)
        // A solution that does not solve it, a wrong one that passes.
        try write("badge.hidden = false\n", dir + "/solutions/" + Self.exampleName)
        try write("-- Mistake: the right answer, filed as wrong\nwindow:bringSubviewToFront(badge)\n",
                  dir + "/wrong/01_bring_the_badge_forward/a.lua")
        try write("-- Mistake: hides the card\n-- Expect: the card must be in front\ncard.hidden = true\n",
                  dir + "/wrong/01_bring_the_badge_forward/b.lua")
        let run = try TestProcess.respondLua(["exercises", "lint", file])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, """
            \(file):1: error: `Exercise` has no Chinese twin `-- Exercise (zh):` (a Chinese reader would see the English)
            \(file):14: error: 3 `Hint` lines but 2 `Hint (zh)`: each hint level needs its Chinese twin
            \(file):3: error: Difficulty must be 1, 2 or 3, not 5
            \(file): error: the reference solution \(dir)/solutions/\(Self.exampleName) does not pass: ✗ a tap at (90, 90) (the middle of the badge) goes to card, not to badge; the badge must be in front of the card
            \(file): error: the wrong solution \(dir)/wrong/01_bring_the_badge_forward/a.lua passes: the checks accept that mistake
            \(file): error: the wrong solution \(dir)/wrong/01_bring_the_badge_forward/b.lua fails, but its message does not say "the card must be in front": ✗ both views must stay visible
            6 errors, 0 warnings

            """)

        // A damaged marker is the exercise's; so is passing as shipped.
        try write(try shipped.replacingOccurrences(of: ExerciseBook.endMarker, with: "-- <<< you code"), file)
        let damaged = try TestProcess.respondLua(["exercises", "lint", file, "--lang", "zh"])
        XCTAssertEqual(damaged.status, 1)
        XCTAssertEqual(damaged.stdout, "\(file): 错误: 练习中缺少 `-- <<< your code` 这一行，所以学生的代码没有位置可放\n0 个错误，0 个警告\n"
                       .replacingOccurrences(of: "0 个错误", with: "1 个错误"))
        try write(try copy(with: "window:bringSubviewToFront(badge)\n"), file)
        let solved = try TestProcess.respondLua(["exercises", "lint", file])
        XCTAssertTrue(solved.stdout.hasPrefix("\(file): error: it passes as shipped: the learner has nothing to do\n"), solved.stdout)
    }

    /// `Difficulty: 5` is not shown as three stars: `list` warns, naming the file.
    func testListSaysADifficultyOutOfRange() throws {
        let dir = try scratch()
        try write(try shipped.replacingOccurrences(of: "-- Difficulty: 1", with: "-- Difficulty: 5"), dir + "/source/" + Self.exampleName)
        let run = try TestProcess.respondLua(["exercises", "list", "--source", dir + "/source", "--workspace", dir + "/work"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("\nHit testing\n    1. Bring the badge forward\n"), run.stdout)
        XCTAssertFalse(run.stdout.contains("★"), run.stdout)
        XCTAssertEqual(run.stderr, "respond-lua: warning: \(Self.exampleName): Difficulty must be 1, 2 or 3, not '5' "
                       + "(`respond-lua exercises lint FILE` checks an exercise)\n")
    }

    // MARK: The exercise's mistakes are the exercise's

    func testTheExercisesOwnMistakesAreNotBlamedOnTheLearner() throws {
        let text = try shipped
        let code = "window:bringSubviewToFront(badge)\n"
        // A damaged end marker in the shipped file: not "missing in your copy".
        let damaged = text.replacingOccurrences(of: ExerciseBook.endMarker, with: "-- <<< you code")
        let (result, _) = ExerciseRunner.check(shipped: damaged, copy: try copy(with: code), fileName: Self.exampleName,
                                               number: 1, forbid: [])
        XCTAssertEqual(result, .broken("the exercise \(Self.exampleName) itself is broken (not your copy): the line `-- <<< your code` "
                                       + "is missing in it, so it has no place for your code; tell whoever wrote the exercise "
                                       + "(`respond-lua exercises lint FILE` finds such mistakes)"))
        Language.current = .zh
        defer { Language.current = .en }
        let (zh, _) = ExerciseRunner.check(shipped: damaged, copy: try copy(with: code), fileName: Self.exampleName,
                                           number: 1, forbid: [])
        XCTAssertEqual(zh, .broken("练习文件 \(Self.exampleName) 本身有问题（不是你的副本的问题）：其中缺少 `-- <<< your code` 这一行，"
                                   + "所以没有放你代码的位置；请告诉出题人（`respond-lua exercises lint FILE` 能查出这类错误）"))
        Language.current = .en
        // An error in the set-up: not "your code raised an error".
        let badSetUp = text.replacingOccurrences(of: "local frames <const> =", with: "local oops = nil + 1\nlocal frames <const> =")
        let (setUp, _) = ExerciseRunner.check(shipped: badSetUp, copy: try copy(with: code), fileName: Self.exampleName,
                                              number: 1, forbid: [])
        guard case .broken(let message) = setUp else { return XCTFail("\(setUp)") }
        XCTAssertTrue(message.hasPrefix("the exercise's set-up raised an error before your code ran (a mistake in the exercise "
                                        + "\(Self.exampleName), not in your code; tell whoever wrote the exercise):\n"
                                        + "\(Self.exampleName):33: attempt to perform arithmetic on a nil value"), message)
        // The learner's own error is still theirs.
        let (own, _) = ExerciseRunner.check(shipped: text, copy: try copy(with: "local t = nil\nprint(t.x)\n"),
                                            fileName: Self.exampleName, number: 1, forbid: [])
        guard case .error(let report) = own else { return XCTFail("\(own)") }
        XCTAssertTrue(report.hasPrefix("\(Self.exampleName):37: attempt to index a nil value (local 't')"), report)
    }
}
