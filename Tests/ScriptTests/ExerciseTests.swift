import Foundation
import RespondCore
@testable import RespondLua
import XCTest

final class ExerciseTests: XCTestCase {
    static let exercises = ScriptTests.scripts.appendingPathComponent("exercises").path

    func temporaryDirectory() -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("respond-lua-exercises-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    /// The `.lua` files of a folder beside the exercises (`wrong/NN_name`, `also/NN_name`), sorted by number.
    func scripts(_ folder: String, _ exercise: ExerciseBook.Exercise) -> [String] {
        let dir = Self.exercises + "/" + folder + "/" + exercise.fileName.replacingOccurrences(of: ".lua", with: "")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { $0.hasSuffix(".lua") }
        return names.sorted { (Int($0.dropLast(4)) ?? 0) < (Int($1.dropLast(4)) ?? 0) }.map { dir + "/" + $0 }
    }

    /// The values of `-- Key: value` comment lines.
    func commentValues(_ key: String, in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            line.hasPrefix("-- \(key): ") ? String(line.dropFirst(key.count + 5)) : nil
        }
    }

    func message(_ result: ExerciseBook.Result) -> String? {
        switch result {
        case .passed: return nil
        case .failed(let m), .error(let m), .broken(let m): return m
        }
    }

    /// Checking an exercise frees its runtime and engine, whether the learner's
    /// code passes, fails a check or errors.
    func testEveryCheckFreesItsEngine() throws {
        let book = try ExerciseBook(source: Self.exercises, workspace: temporaryDirectory())
        let engines = liveEngineCount, runtimes = liveRuntimeCount
        for exercise in book.exercises {
            let text = try read(Self.exercises + "/" + exercise.fileName)
            let solution = try read(Self.exercises + "/solutions/" + exercise.fileName)
            for copy in [text, solution] {
                _ = ExerciseRunner.check(shipped: text, copy: copy, fileName: exercise.fileName, number: exercise.number,
                                         forbid: exercise.forbid)
                XCTAssertEqual(liveRuntimeCount, runtimes, "\(exercise.fileName) left its runtime behind")
                XCTAssertEqual(liveEngineCount, engines, "\(exercise.fileName) left its engine behind")
            }
            for wrong in scripts("wrong", exercise) {
                _ = try book.run(exercise.number, code: read(wrong))
                XCTAssertEqual(liveEngineCount, engines, "\(wrong) left its engine behind")
            }
        }
    }

    /// Every exercise fails as shipped, passes with its reference solution and with
    /// every other correct solution kept in `also/`, and fails, with a helpful
    /// message, with each plausible wrong solution in `wrong/` (at least three each;
    /// `-- Expect:` lines are in the message, `-- Not:` lines, answers it must not
    /// give away, are not).
    func testEveryExerciseRejectsWrongWorkAndAcceptsRightWork() throws {
        let book = try ExerciseBook(source: Self.exercises, workspace: temporaryDirectory())
        // Every numbered file is in the book, and the README's count is the book's.
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.exercises)
            .filter { $0.hasSuffix(".lua") && $0.prefix(2).allSatisfy(\.isNumber) }
        XCTAssertEqual(book.exercises.count, files.count)
        let readme = try String(contentsOf: ReadmeTests.root.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(readme.contains("with your copies of the \(book.exercises.count) exercises."),
                      "README.md's transcript of `exercises` gives another count than the book's \(book.exercises.count)")
        var wrongCount = 0
        for exercise in book.exercises {
            let name = exercise.fileName
            let text = try read(Self.exercises + "/" + name)
            XCTAssertFalse(exercise.title == name, "\(name) has no `-- Exercise:` title")
            XCTAssertFalse(exercise.hint.isEmpty, "\(name) has no hint")
            XCTAssertFalse(exercise.task.isEmpty, "\(name) has no task")
            XCTAssertTrue(text.contains("-- Checked by: `respond-lua exercises check \(exercise.number)`"),
                          "\(name) says how it is checked, with its own number")
            XCTAssertTrue(text.contains("inside\n--   the shipped copy of this file"), "\(name) says its checks come from the shipped copy")
            if !exercise.forbid.isEmpty {
                XCTAssertTrue(text.contains("Forbid"), "\(name) explains its Forbid line")
            }

            let (shipped, _) = ExerciseRunner.check(shipped: text, copy: text, fileName: name, number: exercise.number,
                                                    forbid: exercise.forbid)
            guard case .failed(let shippedMessage) = shipped else {
                XCTFail("\(name) as shipped should fail a check, got \(shipped)")
                continue
            }
            XCTAssertFalse(shippedMessage.isEmpty)

            let solution = try read(Self.exercises + "/solutions/" + name)
            let (solved, output) = try book.run(exercise.number, code: solution)
            XCTAssertEqual(solved, .passed, "\(name) with its reference solution: \(output)")
            for path in scripts("also", exercise) {
                let (result, output) = try book.run(exercise.number, code: try read(path))
                XCTAssertEqual(result, .passed, "\(name) with the correct solution \(path): \(output)")
            }

            let wrongs = scripts("wrong", exercise)
            XCTAssertGreaterThanOrEqual(wrongs.count, 3, "\(name) keeps at least three wrong solutions")
            for path in wrongs {
                wrongCount += 1
                let code = try read(path)
                let label = "\(name) with \(path.split(separator: "/").suffix(2).joined(separator: "/"))"
                XCTAssertFalse(commentValues("Mistake", in: code).isEmpty, "\(label) says what mistake it represents")
                let expects = commentValues("Expect", in: code)
                XCTAssertFalse(expects.isEmpty, "\(label) says what the failure message must say")
                let (result, _) = try book.run(exercise.number, code: code)
                guard let text = message(result), result != .passed else {
                    XCTFail("\(label) should fail, but it passes")
                    continue
                }
                if case .broken = result { XCTFail("\(label): \(text)") }
                for expected in expects {
                    XCTAssertTrue(text.contains(expected), "\(label): the message should say \"\(expected)\"; it says: \(text)")
                }
                for secret in commentValues("Not", in: code) {
                    XCTAssertFalse(text.contains(secret), "\(label): the message gives away \"\(secret)\": \(text)")
                }
                XCTAssertFalse(text.contains("exercise harness"), "\(label): the message shows the harness: \(text)")
            }
        }
        XCTAssertGreaterThanOrEqual(wrongCount, 210)
    }

    /// Issue 33 item 1: SPEC 12's scenarios each have an exercise, after the
    /// containers of SPEC 11, naming its SPEC section, whose reference solution
    /// uses what the scenario teaches.
    func testSpec12ScenariosHaveExercises() throws {
        let book = try ExerciseBook(source: Self.exercises, workspace: temporaryDirectory())
        let scenarios: [(Int, String, String)] = [
            (34, "none (SPEC 12.2)", "account.delegate = form"),
            (35, "none (SPEC 12.3)", "viewForHeaderInSection"),
            (36, "none (SPEC 12.3)", "function inbox:commit("),
            (37, "none (SPEC 12.6)", "cell.contentView:addSubview(share)"),
            (38, "none (SPEC 11.12)", "chat:becomeFirstResponder()"),
        ]
        for (number, seed, used) in scenarios {
            let exercise = try book.exercise(number)
            XCTAssertEqual(exercise.topic, "Containers", "exercise \(number)")
            XCTAssertEqual(exercise.seed, seed, "exercise \(number)")
            let solution = try read(Self.exercises + "/solutions/" + exercise.fileName)
            XCTAssertTrue(solution.contains(used), "exercise \(number)'s solution uses \(used)")
            XCTAssertGreaterThanOrEqual(scripts("also", exercise).count, 2, "exercise \(number) keeps other right answers")
        }
    }

    /// Issue 31: the learner's code is spliced into the set-up's chunk, so it can
    /// reassign every local declared above it. Each such local is `<const>`,
    /// but the variables the learner is asked to set (their answers), which
    /// the checks read as answers, never as records of what happened.
    func testTheSetUpsLocalsAboveTheLearnersCodeAreConstant() throws {
        let answers: [String: Set<String>] = [
            "01_who_gets_the_tap.lua": ["answer"], "09_walk_the_chain.lua": ["namesAfter"],
            "13_find_the_controller.lua": ["parentController"], "14_child_controller_next.lua": ["after"],
            "15_presented_controller_next.lua": ["after"], "25_what_resign_means.lua": ["firstAfter", "keyboardAfter"],
            "29_tap_while_it_slides.lua": ["options"], "31_keep_the_rows_in_place.lua": ["actions"],
            "33_the_dead_heart.lua": ["actions"],
        ]
        let book = try ExerciseBook(source: Self.exercises, workspace: temporaryDirectory())
        for exercise in book.exercises {
            let text = try read(Self.exercises + "/" + exercise.fileName)
            let setUp = try XCTUnwrap(text.components(separatedBy: "\n-- >>> your code\n").first)
            for line in setUp.split(separator: "\n") where line.hasPrefix("local ") {
                XCTAssertFalse(line.hasPrefix("local function "), "\(exercise.fileName): \(line) can be reassigned by the learner's code")
                let declared = line.dropFirst(6).prefix { $0 != "=" }
                for part in declared.split(separator: ",") {
                    let words = part.split(separator: " ")
                    guard let name = words.first.map(String.init) else { continue }
                    if words.contains("<const>") { continue }
                    XCTAssertTrue(answers[exercise.fileName, default: []].contains(name),
                                  "\(exercise.fileName): the set-up's local \(name) is not <const>, and the learner's code could reassign it")
                }
            }
        }
    }

    /// The gaming attempts of issue 10, named: each must be among the wrong solutions.
    func testTheReportedGamingAttemptsAreAmongTheWrongSolutions() throws {
        let reported: [(String, String)] = [
            ("02_let_b_respond", "window:bringSubviewToFront(B)"),
            ("02_let_b_respond", "window:insertSubview(A, 1)"),
            ("02_let_b_respond", "A.hidden = true"),
            ("02_let_b_respond", "A.alpha = 0"),
            ("04_half_transparent_overlay", "window:sendSubviewToBack(overlay)"),
            ("04_half_transparent_overlay", "overlay.frame = {0, 0, 0, 0}"),
            ("06_round_button", "math.abs(p.x - 50) + math.abs(p.y - 50) <= 50"),
            ("09_walk_the_chain", "responderChain(responder)"),
            ("10_several_responders", "card:touchesBegan(touches, event)"),
            ("01_who_gets_the_tap", "answer = hitTest(120, 120)"),
            ("14_child_controller_next", "after = child.nextResponder"),
            ("15_presented_controller_next", "after = settings.nextResponder"),
            // Issue 31: set-up records reassigned, filled or forged.
            ("32_rows_that_answer_the_tap", "selected = {\"Cherry\"}"),
            ("32_rows_that_answer_the_tap", "pick(list, fruitTable, {section = 0, row = 2})"),
            ("33_the_dead_heart", "favourites = setmetatable({}"),
            ("31_keep_the_rows_in_place", "rows[3] = UIView{name = \"Privacy\"}"),
        ]
        for (exercise, code) in reported {
            let dir = Self.exercises + "/wrong/" + exercise
            let texts = try FileManager.default.contentsOfDirectory(atPath: dir).map { try read(dir + "/" + $0) }
            XCTAssertTrue(texts.contains { $0.contains(code) }, "wrong/\(exercise) has no solution doing `\(code)`")
        }
    }

    // MARK: Only the learner's code counts

    /// Exercise 2, "Let B respond though A covers it".
    func letBRespond() throws -> (ExerciseBook, ExerciseBook.Exercise, String) {
        let book = try ExerciseBook(source: Self.exercises, workspace: temporaryDirectory())
        let exercise = try book.exercise(2)
        return (book, exercise, try book.shippedText(exercise))
    }

    func check(_ copy: String, _ exercise: ExerciseBook.Exercise, _ shipped: String) -> ExerciseBook.Result {
        ExerciseRunner.check(shipped: shipped, copy: copy, fileName: exercise.fileName, number: exercise.number,
                             forbid: exercise.forbid).0
    }

    /// Editing the checks or the set-up in the workspace copy changes nothing.
    func testTheWorkspaceCopysChecksAndSetUpAreNotUsed() throws {
        let (_, exercise, shipped) = try letBRespond()
        guard let wrong = ExerciseBook.splice(shipped, with: "A.hidden = true"),
              let right = ExerciseBook.splice(shipped, with: "A.userInteractionEnabled = false") else {
            return XCTFail("exercise 2 has no markers")
        }
        let checks = try XCTUnwrap(wrong.range(of: "-- Checks"))
        let noChecks = String(wrong[..<checks.lowerBound]) + "-- Checks\nexpect(true, \"no checks\")\n"
        guard case .failed(let message) = check(noChecks, exercise, shipped) else { return XCTFail("edited checks must not help") }
        XCTAssertTrue(message.contains("A's hidden changed"), message)
        let gamed = wrong.replacingOccurrences(of: "exercise.expectLayoutKept(", with: "-- exercise.expectLayoutKept(")
        XCTAssertNotEqual(check(gamed, exercise, shipped), .passed)
        // A set-up edited so that A no longer covers B does not count either.
        let moved = wrong.replacingOccurrences(of: "local A <const> = UIView{name = \"A\", frame = {50, 50, 200, 200}}",
                                               with: "local A <const> = UIView{name = \"A\", frame = {300, 300, 10, 10}}")
        XCTAssertNotEqual(moved, wrong)
        XCTAssertNotEqual(check(moved, exercise, shipped), .passed)
        // And the right code passes whatever the copy's checks say.
        let rightNoChecks = right.replacingOccurrences(of: "exercise.expectHits(", with: "error(\"edited\") exercise.expectHits(")
        XCTAssertEqual(check(rightNoChecks, exercise, shipped), .passed)
    }

    /// The learner's code is a block of its own: it cannot close the function it
    /// runs in, return from the checks, end the program or loop forever.
    func testTheLearnersCodeCannotSkipTheChecks() throws {
        let (book, _, _) = try letBRespond()
        let attempts: [(String, String)] = [
            ("end) expect = function() end (function()", "<eof> expected"),
            ("A.userInteractionEnabled = false end exercise.checksDone() do", "<eof> expected"),
            ("do return end", "(the middle of B) goes to A"),
            ("goto done", "no visible label"),
            ("A.hidden = true\nos.exit(0)", "field 'exit'"),
            ("expect = function() end\nA.hidden = true", "A's hidden changed"),
            ("local expect = function() end\nA.hidden = true", "A's hidden changed"),
            ("exercise.truth = nil", "your code used exercise"),
            ("A = B", "attempt to assign to const variable 'A'"),
            ("CGRect.__eq = function() return true end", "CGRect cannot be changed"),
            ("getmetatable(A.frame).__eq = function() return true end", "attempt to index a nil value"),
            ("setmetatable(CGRect, {})", "cannot be replaced"),
            ("string.format = nil; table.concat = nil; A.alpha = 0", "A's alpha changed from 1 to 0"),
            ("sim.tap = function() return B end", "sim.tap cannot be changed"),
            ("function UIView:hitTest(p, e) return B end", "window's hitTest was changed through its class"),
            ("while true do end", "ran for too long"),
        ]
        for (code, expected) in attempts {
            let (result, _) = try book.run(2, code: code)
            XCTAssertNotEqual(result, .passed, code)
            XCTAssertTrue(message(result)?.contains(expected) ?? false, "`\(code)`: \(result)")
        }
    }

    /// A check has a CPU-time limit too: a pattern that backtracks over a short
    /// string does work no size tells (library calls over large strings are
    /// charged to the instruction limit, issue 31), so only time stops it. The
    /// limit is lowered here to keep the test short.
    func testChecksStopAtTheTimeLimit() throws {
        let (book, _, _) = try letBRespond()
        let saved = ExerciseRunner.timeLimitSeconds
        ExerciseRunner.timeLimitSeconds = 1
        defer { ExerciseRunner.timeLimitSeconds = saved }
        let code = "local s, p = (\"a\"):rep(20), (\"a?\"):rep(20) .. (\"a\"):rep(20) .. \"b\"\nfor i = 1, 1e6 do s:find(p) end"
        let (result, _) = try book.run(2, code: code)
        XCTAssertTrue(message(result)?.contains("your code ran for too long (an endless loop?): ") ?? false, "\(result)")
        XCTAssertTrue(message(result)?.contains("time limit exceeded (1 s of CPU time)") ?? false, "\(result)")
    }

    /// Forbidden names are unavailable however they are reached, now or later.
    func testForbiddenNamesCannotBeReachedIndirectly() throws {
        let book = try ExerciseBook(source: Self.exercises, workspace: temporaryDirectory())
        let attempts: [(Int, String, String)] = [
            (1, "local t = setmetatable({}, {__index = window}) answer = t.subviews[1]", "asked the engine for subviews"),
            (1, "answer = coroutine.wrap(function() return window:hitTest({x = 120, y = 120}) end)()", "hitTest"),
            (1, "answer = getmetatable(\"\").__index.format", "attempt to index a nil value"),
            (1, "answer = assert(load(string.dump(function() return hitTest end)))()", "binary chunks are not accepted"),
            (1, "answer = package.loaded._G.hitTest(120, 120)", "your code used package"),
            (1, "answer = debug.getregistry()", "your code used debug"),
            (1, "answer = dofile(\"x.lua\")", "your code used dofile"),
            (1, "answer = sim.tap(120, 120)", "asked the engine for sim"),
            (1, "answer = UIView.hitTest(window, {x = 120, y = 120}, nil)", "asked the engine for UIView"),
            (1, "answer = card answer = UIView{}", "asked the engine for UIView"),
            (24, "app.keyWindow.firstResponder:resignFirstResponder()", "your code used firstResponder"),
            (24, "sim.keyboardVisible = false", "sim.keyboardVisible cannot be changed"),
            (24, "sim.tap(100, 120):resignFirstResponder()", "your code used sim.tap"),
            (24, "for _, r in ipairs(sim.records()) do if r.view then r.view:resignFirstResponder() end end", "sim.records"),
            (11, "function card:touchesBegan(t, e) sim.recordLimit = 1 UIResponder.touchesBegan(self, t, e) end",
             "your code used sim.recordLimit"),
            (24, "local f = string.gsub(\"firstResponder\", \".+\", function(k) return window[k] end)", "firstResponder"),
            (2, "function A:hitTest(p, e) window:bringSubviewToFront(B) return nil end", "your code used bringSubviewToFront"),
            (13, "function parentController(view) printResponderChain(view) end", "your code used printResponderChain"),
            (14, "after = rawget(_G, \"responderChain\") or holder", "responderChain"),
            (14, "local t = {} for k, v in pairs(_G) do t[#t + 1] = k end after = holder", ""),
            (14, "after = _ENV.parent", "set after to the responder"),
            (14, "after = _ENV.UIView and holder", "asked the engine for UIView"),
        ]
        for (number, code, expected) in attempts {
            let (result, _) = try book.run(number, code: code)
            if code.contains("pairs(_G)") {
                // Listing the learner's environment shows nothing of the engine, and the right answer still passes.
                XCTAssertEqual(result, .passed, code)
                continue
            }
            if code.hasPrefix("after = rawget") {
                XCTAssertEqual(result, .passed, "rawget finds nothing, so the answer is the learner's own: \(code)")
                continue
            }
            XCTAssertNotEqual(result, .passed, code)
            XCTAssertTrue(message(result)?.contains(expected) ?? false, "exercise \(number), `\(code)`: \(result)")
        }
    }

    /// Error locations are lines of the learner's copy, wherever its markers are.
    func testErrorsPointAtTheLinesOfTheLearnersCopy() throws {
        let (_, exercise, shipped) = try letBRespond()
        let lines = shipped.split(separator: "\n", omittingEmptySubsequences: false)
        let begin = try XCTUnwrap(lines.firstIndex { $0.hasPrefix(ExerciseBook.beginMarker) })
        for extra in [-6, 0, 5] {
            var copy = lines
            if extra > 0 { copy.insert(contentsOf: Array(repeating: "-- a note of mine", count: extra), at: 1) }
            if extra < 0 { copy.removeSubrange(1..<(1 - extra)) }
            let markerLine = begin + extra
            copy.insert(contentsOf: ["local fine = 1", "local broken = nil + fine"], at: markerLine + 1)
            let result = check(copy.joined(separator: "\n"), exercise, shipped)
            let expected = "02_let_b_respond.lua:\(markerLine + 3): attempt to perform arithmetic on a nil value"
            XCTAssertTrue(message(result)?.hasPrefix(expected) ?? false, "\(extra) lines moved: \(result)")
            XCTAssertFalse(message(result)?.contains("harness") ?? true)
            // A forbidden name is reported at the learner's line too.
            var forbidden = lines
            if extra > 0 { forbidden.insert(contentsOf: Array(repeating: "--", count: extra), at: 1) }
            if extra < 0 { forbidden.removeSubrange(1..<(1 - extra)) }
            forbidden.insert(contentsOf: ["", "window:bringSubviewToFront(B)"], at: markerLine + 1)
            let violation = check(forbidden.joined(separator: "\n"), exercise, shipped)
            XCTAssertTrue(message(violation)?.contains("bringSubviewToFront (line \(markerLine + 3))") ?? false,
                          "\(extra) lines moved: \(violation)")
        }
    }

    /// Missing or damaged markers say how to restore the file, and crash nothing.
    /// A header's fields: blanks around a value go (a carriage return at the
    /// end too), blanks inside stay, continuation lines join their field, and
    /// a key must be followed by its colon ("Exercise (zh)" is not "Exercise").
    /// Files are read with their line ends made LF as Lua counts lines.
    func testHeaderFieldsAreTrimmedAndKeyed() {
        func plain(_ text: String) -> String { ExerciseFiles.plainText(Array(text.utf8)) }
        XCTAssertEqual(ExerciseBook.trim(" \t a  b \t\r"), "a  b")
        XCTAssertEqual(ExerciseBook.trim(" \t \r"), "")
        XCTAssertEqual(ExerciseBook.trim("\ra"), "\ra", "a CR before the text is not a blank")
        XCTAssertEqual(ExerciseBook.trim("命中 "), "命中")
        let fields = ExerciseBook.headerFields(plain("""
            -- Exercise:  Who gets it?\r
            -- Exercise (zh): 谁收到？
            -- Task: first line
            --    second line
            -- Topics: not a key
            --    not a continuation
            local x = 1
            -- Hint: after the code
            """))
        XCTAssertEqual(fields.map(\.key), ["Exercise", "Exercise (zh)", "Task"])
        XCTAssertEqual(fields.map(\.lines), [["Who gets it?"], ["谁收到？"], ["first line", "second line"]])
        XCTAssertEqual(fields.map(\.range), [0..<1, 1..<2, 2..<4])
        // Line ends as Lua counts them: CR LF, LF CR and a CR alone are one each.
        XCTAssertEqual(plain("a\r\nb\rc\r\n\r\nd\n\re\r\r\nf\n\n"), "a\nb\nc\n\nd\ne\n\nf\n\n")
        XCTAssertEqual(plain("\u{FEFF}-- Task: x\r\n"), "-- Task: x\n")
        XCTAssertEqual(plain("\u{FEFF}"), "")
        XCTAssertEqual(plain("\r"), "\n")
    }

    func testDamagedMarkersSayHowToRestore() throws {
        let (_, exercise, shipped) = try letBRespond()
        let damaged = [
            shipped.replacingOccurrences(of: ExerciseBook.beginMarker, with: "-- my code"),
            shipped.replacingOccurrences(of: ExerciseBook.endMarker, with: ""),
            shipped.replacingOccurrences(of: ExerciseBook.endMarker, with: ExerciseBook.endMarker + "\n" + ExerciseBook.endMarker),
            shipped.replacingOccurrences(of: ExerciseBook.beginMarker, with: "@@").replacingOccurrences(of: ExerciseBook.endMarker, with: ExerciseBook.beginMarker)
                .replacingOccurrences(of: "@@", with: ExerciseBook.endMarker),
            "",
        ]
        for copy in damaged {
            guard case .broken(let message) = check(copy, exercise, shipped) else {
                XCTFail("damaged markers should be reported: \(check(copy, exercise, shipped))")
                continue
            }
            XCTAssertTrue(message.contains("respond-lua exercises reset 2"), message)
        }
    }

    // MARK: The workspace

    func testWorkspaceProgressResetAndBackups() throws {
        let workspace = temporaryDirectory()
        let book = try ExerciseBook(source: Self.exercises, workspace: workspace)
        try book.prepareWorkspace()
        XCTAssertEqual(book.passed, [])
        XCTAssertEqual(book.nextUnpassed, 1)
        guard case .failed = try book.check(1).0 else { return XCTFail("exercise 1 should fail as shipped") }
        let first = book.exercises[0]
        let shipped = try read(book.workPath(first))
        let solved = try XCTUnwrap(ExerciseBook.splice(shipped, with: try read(Self.exercises + "/solutions/" + first.fileName)))
        try solved.write(toFile: book.workPath(first), atomically: false, encoding: .utf8)
        XCTAssertEqual(try book.check(1).0, .passed)
        XCTAssertEqual(book.passed, [1])
        XCTAssertEqual(book.nextUnpassed, 2)
        XCTAssertEqual(try ExerciseBook(source: Self.exercises, workspace: workspace).passed, [1], "progress is kept")

        // reset N saves the copy it overwrites (and the progress it changes).
        let one = try book.reset(1)
        XCTAssertEqual(one, ExerciseBook.ResetReport(numbers: [1], backup: workspace + "/backup/1",
                                                     saved: [first.fileName, "progress.txt"]))
        XCTAssertEqual(try read(workspace + "/backup/1/" + first.fileName), solved)
        XCTAssertEqual(try read(book.workPath(first)), shipped, "the shipped version is back")
        XCTAssertEqual(book.passed, [])
        XCTAssertEqual(try book.reset(1).backup, nil, "nothing to save when the copy is as shipped")

        // reset of everything saves every changed copy, in the next folder.
        try "-- mine\n".write(toFile: book.workPath(book.exercises[2]), atomically: false, encoding: .utf8)
        try "-- mine too\n".write(toFile: book.workPath(book.exercises[25]), atomically: false, encoding: .utf8)
        let all = try book.reset(nil)
        XCTAssertEqual(all.numbers, Array(1...38))
        XCTAssertEqual(all.backup, workspace + "/backup/2")
        XCTAssertEqual(all.saved, [book.exercises[2].fileName, book.exercises[25].fileName])
        XCTAssertEqual(try read(workspace + "/backup/2/" + book.exercises[25].fileName), "-- mine too\n")
        XCTAssertEqual(try read(book.workPath(book.exercises[2])), try book.workspaceText(book.exercises[2]))
        XCTAssertThrowsError(try book.check(99)) { error in
            XCTAssertEqual(error as? ExerciseError, ExerciseError("there is no exercise 99 (they are numbered 1 to 38)", usage: true))
        }
    }

    // MARK: The command line

    func exercises(_ words: [String], workspace: String, input: String? = nil) throws -> TestProcess.Run {
        try TestProcess.respondLua(["exercises"] + words + ["--workspace", workspace, "--source", Self.exercises], input: input)
    }

    /// One clear line on standard error, no Foundation dumps, no usage text.
    func assertOneLine(_ run: TestProcess.Run, _ status: Int32, _ text: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(run.status, status, run.stdout + run.stderr, file: file, line: line)
        let lines = run.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, run.stderr, file: file, line: line)
        XCTAssertTrue(run.stderr.hasPrefix("respond-lua: "), run.stderr, file: file, line: line)
        XCTAssertTrue(run.stderr.contains(text), "expected \"\(text)\" in: \(run.stderr)", file: file, line: line)
        for raw in ["Error Domain", "CocoaError", "NSFilePath", "POSIXError", "Usage:", "Error:"] {
            XCTAssertFalse(run.stderr.contains(raw) || run.stdout.contains(raw), run.stderr, file: file, line: line)
        }
    }

    /// Issue 31 item 10: a copy that is a link to /dev/zero, a FIFO or a huge
    /// file is refused at once by `check` and `watch`, naming the file and what
    /// it is (before: /dev/zero grew the reader to gigabytes; a FIFO hung it).
    /// Bounded in time and memory, so that the old behaviour fails instead of hanging.
    func testCopiesThatAreNotRegularFilesAreRefused() throws {
        let workspace = temporaryDirectory()
        XCTAssertEqual(try exercises([], workspace: workspace).status, 0)
        let copy = workspace + "/01_who_gets_the_tap.lua"
        func bounded(_ words: [String]) throws -> TestProcess.Run {
            try TestProcess.run(URL(fileURLWithPath: "/bin/sh"),
                                ["-c", CommandLineTests.memoryBound + "exec timeout 20 \"$@\"", "sh", CommandLineTests.binary.path,
                                 "exercises"] + words + ["--workspace", workspace, "--source", Self.exercises], input: "")
        }
        let cases: [(make: () throws -> Void, what: String)] = [
            ({ try FileManager.default.createSymbolicLink(atPath: copy, withDestinationPath: "/dev/zero") },
             "it is a character device, not a regular file"),
            ({ XCTAssertEqual(mkfifo(copy, 0o644), 0) }, "it is a named pipe (FIFO), not a regular file"),
            ({ try String(repeating: "-- padding\n", count: 200_000).write(toFile: copy, atomically: false, encoding: .utf8) },
             "it is larger than 1 MB (at least 2200000 bytes), more than this reads"),
        ]
        for (make, what) in cases {
            try FileManager.default.removeItem(atPath: copy)
            try make()
            for words in [["check", "1"], ["watch", "--max-checks", "1"]] {
                let run = try bounded(words)
                XCTAssertEqual(run.status, 1, "\(words): \(run.stdout) \(run.stderr)")
                XCTAssertEqual(run.stderr, "respond-lua: cannot read \(copy): \(what)\n", "\(words)")
            }
        }
        let zh = try TestProcess.respondLua(["exercises", "check", "1", "--lang", "zh", "--workspace", workspace,
                                             "--source", Self.exercises])
        XCTAssertEqual(zh.stderr, "respond-lua: 无法读取 \(copy)：它大于 1 MB（至少 2200000 字节），超出了可以读取的大小\n")
    }

    func testCommandLineExitCodesAndMessages() throws {
        let workspace = temporaryDirectory() + "/new/ws"
        let made = try exercises([], workspace: workspace)
        XCTAssertEqual(made.status, 0, made.stderr)
        XCTAssertTrue(made.stdout.hasPrefix("Made the workspace \(workspace), with your copies of the 38 exercises."), made.stdout)
        XCTAssertTrue(made.stdout.contains("Progress: [>---------------------------------------] 0/38"), made.stdout)

        assertOneLine(try exercises(["bogus"], workspace: workspace), 2, "unknown subcommand 'bogus'")
        assertOneLine(try exercises(["check", "abc"], workspace: workspace), 2, "'abc' is not an exercise number")
        assertOneLine(try exercises(["check", "-3"], workspace: workspace), 2, "'-3' is not an exercise number")
        assertOneLine(try exercises(["check", "99"], workspace: workspace), 2, "there is no exercise 99")
        assertOneLine(try exercises(["hint", "0"], workspace: workspace), 2, "there is no exercise 0")
        assertOneLine(try exercises(["check", "1", "2"], workspace: workspace), 2, "'check' does not take '2'")
        assertOneLine(try exercises(["list", "--bogus"], workspace: workspace), 2, "unknown option '--bogus'")
        assertOneLine(try exercises(["hint", "3", "--yes"], workspace: workspace), 2, "--yes goes with reset only")
        assertOneLine(try exercises(["reset"], workspace: workspace), 2, "pass --yes")
        assertOneLine(try exercises(["list", "--lang", "fr"], workspace: workspace), 2, "--lang takes en or zh, got 'fr'")
        assertOneLine(try TestProcess.respondLua(["exercises", "--source", "/no/such/place", "--workspace", workspace]), 2,
                      "there are no exercises in /no/such/place")

        let hint = try exercises(["hint", "2"], workspace: workspace)
        XCTAssertEqual(hint.status, 0)
        XCTAssertTrue(hint.stdout.hasPrefix("Exercise 2: Let B respond though A covers it\n  View A covers view B exactly."), hint.stdout)
        XCTAssertTrue(hint.stdout.contains("\nHint 1 of 3: Hit testing asks A first"), hint.stdout)

        let failing = try exercises(["check", "2"], workspace: workspace)
        XCTAssertEqual(failing.status, 1)
        XCTAssertTrue(failing.stdout.hasPrefix("✗ Exercise 2 (Let B respond though A covers it): a tap at (150, 150)"), failing.stdout)
        let copy = workspace + "/02_let_b_respond.lua"
        let shipped = try read(copy)
        try ExerciseBook.splice(shipped, with: "A.userInteractionEnabled = false")!.write(toFile: copy, atomically: false, encoding: .utf8)
        let passing = try exercises(["check", "2"], workspace: workspace)
        XCTAssertEqual(passing.status, 0, passing.stdout)
        let book = try ExerciseBook(source: Self.exercises, workspace: workspace)
        let why = try XCTUnwrap(try book.exercise(2).why)
        XCTAssertEqual(passing.stdout, "✓ Exercise 2 (Let B respond though A covers it) passes.\n"
                       + "Solution: scripts/exercises/solutions/02_let_b_respond.lua\n"
                       + TextColumns.wrap("Why: " + why, indentFirst: false) + "\n"
                       + "Progress: [#>--------------------------------------] 1/38\n"
                       + "Next: 1. Who gets this tap?: edit \(workspace)/01_who_gets_the_tap.lua, then: "
                       + "respond-lua exercises check 1 --workspace \(workspace) --source \(Self.exercises)\n",
                       "a pass shows the solution (from the current folder) and why it works, and names the first "
                       + "exercise not done, "
                       + "as a command that reaches the same workspace")
        XCTAssertTrue(FileManager.default.fileExists(atPath: Self.exercises + "/solutions/02_let_b_respond.lua"))
        try ExerciseBook.splice(shipped, with: "local x = nil .. 1")!.write(toFile: copy, atomically: false, encoding: .utf8)
        let raising = try exercises(["check", "2"], workspace: workspace)
        XCTAssertEqual(raising.status, 1)
        XCTAssertTrue(raising.stdout.contains("your code raised an error:\n02_let_b_respond.lua:"), raising.stdout)
        try shipped.replacingOccurrences(of: ExerciseBook.endMarker, with: "").write(toFile: copy, atomically: false, encoding: .utf8)
        let broken = try exercises(["check", "2"], workspace: workspace)
        XCTAssertEqual(broken.status, 1)
        XCTAssertTrue(broken.stdout.contains("`respond-lua exercises reset 2 --workspace \(workspace) --source \(Self.exercises)` "
                                             + "puts the shipped file back"), broken.stdout)

        let reset = try exercises(["reset", "2"], workspace: workspace)
        XCTAssertEqual(reset.status, 0, reset.stderr)
        XCTAssertEqual(reset.stdout, """
            Exercise 2 (Let B respond though A covers it) is back to how it was shipped.
            What was overwritten is saved in \(workspace)/backup/1/: 02_let_b_respond.lua, progress.txt, hints.txt.

            """)
        let all = try exercises(["reset", "--yes"], workspace: workspace)
        XCTAssertEqual(all.status, 0, all.stderr)
        XCTAssertEqual(all.stdout, """
            All 38 exercises are back to how they were shipped, and your progress is cleared.
            Nothing needed saving: your copies were as shipped.

            """)

        // Files that cannot be used: one line, exit 1.
        try FileManager.default.removeItem(atPath: copy)
        try FileManager.default.createDirectory(atPath: copy, withIntermediateDirectories: false)
        assertOneLine(try exercises(["check", "2"], workspace: workspace), 1, "cannot read \(copy): it is a directory")
        assertOneLine(try exercises(["reset", "2"], workspace: workspace), 1, "cannot read \(copy): it is a directory")
        let file = temporaryDirectory() + "/a-file"
        try "".write(toFile: file, atomically: false, encoding: .utf8)
        assertOneLine(try exercises(["list"], workspace: file), 1, "cannot use the workspace: cannot use \(file) as a folder")
        assertOneLine(try exercises(["list"], workspace: file + "/below"), 1, "cannot use the workspace")
    }

    /// Every command an exercise command suggests, typed as shown, reaches the same
    /// workspace: with `--workspace` (and `--source`) when they were given, quoted
    /// for the shell when needed; without them when they were not.
    func testSuggestedCommandsReachTheSameWorkspace() throws {
        let workspace = temporaryDirectory() + "/my work's"
        let quoted = "'" + workspace.replacingOccurrences(of: "'", with: "'\\''") + "'"
        let made = try TestProcess.respondLua(["exercises", "--workspace", workspace])
        XCTAssertEqual(made.status, 0, made.stderr)
        XCTAssertTrue(made.stdout.hasSuffix("then: respond-lua exercises check 1 --workspace \(quoted)\n"), made.stdout)
        let failing = try TestProcess.respondLua(["exercises", "check", "1", "--workspace", workspace])
        XCTAssertTrue(failing.stdout.contains("(respond-lua exercises hint 1 --workspace \(quoted) for a hint)"), failing.stdout)
        // What the shell makes of the suggestion is the same workspace.
        let words = try TestProcess.run(URL(fileURLWithPath: "/bin/sh"),
                                        ["-c", "printf '%s\\n' respond-lua exercises hint 1 --workspace \(quoted)"]).stdout
        XCTAssertEqual(words, "respond-lua\nexercises\nhint\n1\n--workspace\n\(workspace)\n")

        // Without options, none are added.
        let home = temporaryDirectory()
        let process = Process()
        process.executableURL = CommandLineTests.binary
        process.arguments = ["exercises", "check", "2"]
        process.environment = ["HOME": home, "PATH": "/usr/bin:/bin"]
        let plain = Pipe()
        process.standardOutput = plain
        try process.run()
        let text = String(decoding: plain.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertTrue(text.contains("Made the workspace \(home)/respond-lua-exercises"), text)
        XCTAssertTrue(text.hasSuffix("  (respond-lua exercises hint 2 for a hint)\n"), text)
    }

    /// The learner's copy opens with at most 12 lines in the learner's language
    /// only (the title, the task, how to check and get a hint), then the
    /// shipped file from its first line of code on. The hints, the Why and the
    /// teacher's fields are left to `hint N` and a passing `check N`.
    func testTheCopyOpensWithTheTitleTheTaskAndHowToCheck() throws {
        defer { Language.current = .en }
        for language in Language.allCases {
            Language.current = language
            let workspace = temporaryDirectory()
            let book = try ExerciseBook(source: Self.exercises, workspace: workspace)
            try book.prepareWorkspace()
            for exercise in book.exercises {
                let n = exercise.number
                let shipped = ExerciseRunner.lines(try book.shippedText(exercise))
                let copy = ExerciseRunner.lines(try read(book.workPath(exercise)))
                let header = Array(copy.prefix { $0.hasPrefix("--") })
                XCTAssertLessThanOrEqual(header.count + 1, ExerciseBook.copyHeaderLimit, "exercise \(n): \(header)")
                XCTAssertEqual(copy[header.count], "", "exercise \(n): a blank line before the code")
                // The code is the shipped file's, from its first line of code on.
                let code = shipped.drop { $0.hasPrefix("--") || $0.isEmpty }
                XCTAssertEqual(Array(copy[(header.count + 1)...]), Array(code), "exercise \(n)")
                let headerText = header.joined(separator: "\n")
                if language == .en {
                    XCTAssertEqual(header.first.map(String.init), "-- Exercise \(n): \(exercise.titleWords.en)")
                    XCTAssertTrue(header.dropFirst().first?.hasPrefix("-- Task: ") ?? false, headerText)
                    XCTAssertEqual(header.last.map(String.init),
                                   "-- Check: `respond-lua exercises check \(n)`   Hint: `respond-lua exercises hint \(n)`")
                    XCTAssertFalse(headerText.contains { TextColumns.isWide($0) }, "no Chinese in English: \(headerText)")
                } else {
                    XCTAssertEqual(header.first.map(String.init), "-- 练习 \(n)：\(exercise.titleWords.zh)")
                    XCTAssertTrue(header.dropFirst().first?.hasPrefix("-- 任务：") ?? false, headerText)
                    XCTAssertEqual(header.last.map(String.init),
                                   "-- 检查：`respond-lua exercises check \(n)`   提示：`respond-lua exercises hint \(n)`")
                    XCTAssertFalse(headerText.contains("Task") || headerText.contains("Check:"), headerText)
                }
                let whole = copy.joined(separator: " ")
                var withheld = exercise.hintWords.flatMap { [$0.en, $0.zh] }
                if let why = exercise.whyWords { withheld += [why.en, why.zh] }
                for text in withheld {
                    let words = text.split(separator: " ").prefix(6).joined(separator: " ")
                    XCTAssertFalse(whole.contains(words) && whole.contains(String(text.prefix(12))),
                                   "exercise \(n): the copy shows \"\(text)\"")
                }
                guard case .failed = try book.check(n).0 else {
                    return XCTFail("exercise \(n): the fresh copy fails as the shipped file does")
                }
            }
            XCTAssertEqual(try book.reset(nil).backup, nil, "fresh copies are as shipped: a reset has nothing to save")
            // A copy written in the other language is as fresh.
            Language.current = language == .en ? .zh : .en
            XCTAssertEqual(try book.reset(nil).backup, nil, "a fresh copy in the other language is no work to save")
        }
    }

    /// A task too long for the copy's 12 lines (an exercise of a teacher's) is
    /// cut, with a line saying where the whole task is; the code follows.
    func testALongTaskKeepsTheCopysHeaderShort() {
        let task = Array(repeating: "a sentence of the task that goes on", count: 40).joined(separator: " ")
        let text = "-- Exercise: Long\n-- Exercise (zh): 长\n-- Task: \(task)\n-- Task (zh): \(String(repeating: "很长的任务。", count: 80))\n"
            + "-- Hint: h\n-- Hint (zh): 提示\n\nlocal x = 1\n-- >>> your code\n-- <<< your code\nexpect(x == 2, \"x\", \"x\")"
        let exercise = ExerciseBook.parse(text, number: 7, fileName: "07_long.lua")
        for language in Language.allCases {
            let copy = ExerciseRunner.lines(ExerciseBook.learnerCopy(text, exercise: exercise, in: language))
            let header = copy.prefix { $0.hasPrefix("--") }
            XCTAssertEqual(header.count + 1, ExerciseBook.copyHeaderLimit, "\(language): \(copy)")
            XCTAssertTrue(header[header.count - 2].contains("`respond-lua exercises watch`"), "\(language): \(copy)")
            XCTAssertEqual(Array(copy[(header.count)...]), ["", "local x = 1", "-- >>> your code", "-- <<< your code",
                                                           "expect(x == 2, \"x\", \"x\")"])
        }
    }

    /// An error in the learner's code is reported at its line in the learner's
    /// copy, in today's short copy and in a copy of the old long form (which
    /// kept the shipped header and its numbering), in both languages: the
    /// message, the traceback, a later error in the playground's scene, and a
    /// set-up's error named by the shipped file's line.
    func testErrorLinesAreTheCopysInBothForms() throws {
        defer { Language.current = .en }
        for language in Language.allCases {
            Language.current = language
            let book = try ExerciseBook(source: Self.exercises, workspace: temporaryDirectory())
            let exercise = try book.exercise(2)
            let shipped = try book.shippedText(exercise)
            let short = try book.workspaceText(exercise)
            // The old form: the shipped lines, its hints and why given way to comment lines.
            let long = ExerciseRunner.lines(shipped).map { $0.hasPrefix("-- Hint") || $0.hasPrefix("-- Why") ? "--" : $0 }
                .joined(separator: "\n")
            let shippedBegin = try XCTUnwrap(ExerciseRunner.lines(shipped).firstIndex { $0.hasPrefix(ExerciseBook.beginMarker) })
            for (form, copy) in [("short", short), ("long", long)] {
                var lines = ExerciseRunner.lines(copy)
                let begin = try XCTUnwrap(lines.firstIndex { $0.hasPrefix(ExerciseBook.beginMarker) })
                lines.insert(contentsOf: ["local function broken()", "  return nil + 1", "end", "broken()"], at: begin + 1)
                let result = check(lines.joined(separator: "\n"), exercise, shipped)
                guard case .error(let report) = result else { XCTFail("\(form): \(result)"); continue }
                XCTAssertTrue(report.hasPrefix("02_let_b_respond.lua:\(begin + 3): attempt to perform arithmetic on a nil value"),
                              "\(language) \(form): \(report)")
                XCTAssertTrue(report.contains("02_let_b_respond.lua:\(begin + 5):"), "\(language) \(form): \(report)")
                XCTAssertEqual(form == "short", begin < shippedBegin - 20, "the short copy's part starts far higher")

                // The playground's scene: an override of the learner's that fails later names their line too.
                lines = ExerciseRunner.lines(copy)
                lines.insert(contentsOf: ["function A:pointInside(point, event)", "  return nil + 1", "end"], at: begin + 1)
                let runtime = try LuaRuntime(engine: Engine())
                XCTAssertNil(ExerciseRunner.runScene(in: runtime, shipped: shipped, copy: lines.joined(separator: "\n"),
                                                     fileName: exercise.fileName, number: 2, forbid: exercise.forbid))
                guard case .error(let message, _) = runtime.run(code: "tap(150, 150)", chunkName: "=(page)") else {
                    XCTFail("\(form): the override raises"); continue
                }
                XCTAssertTrue(message.contains("02_let_b_respond.lua:\(begin + 3): attempt to perform arithmetic"),
                              "\(language) \(form): \(message)")
            }
            // The set-up's own error is the exercise's, at the shipped file's line, whatever the copy's form.
            let setUpLine = try XCTUnwrap(ExerciseRunner.lines(shipped).firstIndex { $0.hasPrefix("local B ") })
            let badSetUp = shipped.replacingOccurrences(of: "local B <const> =", with: "local oops = nil + 1 local B <const> =")
            guard case .broken(let setUp) = check(short, exercise, badSetUp) else {
                return XCTFail("a set-up error")
            }
            XCTAssertTrue(setUp.contains("\n02_let_b_respond.lua:\(setUpLine + 1): attempt to perform arithmetic"), setUp)
        }
    }

    /// `reset` of everything asks when a terminal is attached.
    func testResetAsksAtATerminal() throws {
        let binary = CommandLineTests.binary
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: binary.path), "build respond-lua first")
        let workspace = temporaryDirectory()
        _ = try exercises([], workspace: workspace)
        let copy = workspace + "/24_hide_the_keyboard.lua"
        try "-- my work\n".write(toFile: copy, atomically: false, encoding: .utf8)
        func answer(_ text: String) throws -> String {
            try TestProcess.python("Tests/ScriptTests/Support/pty_answer.py",
                                   [text, binary.path, "exercises", "reset", "--workspace", workspace, "--source", Self.exercises],
                                   mergingErrors: false).stdout
        }
        let declined = try answer("n")
        XCTAssertTrue(declined.contains("back to how they were shipped and clear your progress?"), declined)
        XCTAssertTrue(declined.contains("[y/N]"), declined)
        XCTAssertTrue(declined.contains("Nothing was reset."), declined)
        XCTAssertTrue(declined.hasSuffix("exit status: 0\n"), declined)
        XCTAssertEqual(try read(copy), "-- my work\n")
        let accepted = try answer("y")
        XCTAssertTrue(accepted.contains("All 38 exercises are back to how they were shipped"), accepted)
        XCTAssertTrue(accepted.contains("saved in \(workspace)/backup/1/: 24_hide_the_keyboard.lua"), accepted)
        XCTAssertTrue(accepted.hasSuffix("exit status: 0\n"), accepted)
        XCTAssertEqual(try read(workspace + "/backup/1/24_hide_the_keyboard.lua"), "-- my work\n")
    }

    func testWatchRechecksOnSaveAndMovesOn() throws {
        let binary = CommandLineTests.binary
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: binary.path), "build respond-lua first")
        let workspace = temporaryDirectory()
        let book = try ExerciseBook(source: Self.exercises, workspace: workspace)
        try book.prepareWorkspace()
        let process = Process()
        process.executableURL = binary
        process.arguments = ["exercises", "watch", "--workspace", workspace, "--source", Self.exercises, "--max-checks", "3"]
        var environment = ProcessInfo.processInfo.environment
        for key in ["LANG", "LC_ALL", "LC_MESSAGES"] { environment[key] = nil }
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        Thread.sleep(forTimeInterval: 1.0)
        let first = book.exercises[0]
        let text = try read(book.workPath(first))
        let solution = try read(Self.exercises + "/solutions/" + first.fileName)
        try ExerciseBook.splice(text, with: solution)!.write(toFile: book.workPath(first), atomically: false, encoding: .utf8)
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertTrue(output.contains("✗ Exercise 1"), output)
        XCTAssertTrue(output.contains("✓ Exercise 1"), "re-checked when the file was saved: \(output)")
        XCTAssertTrue(output.contains("Watching exercise 2"), "moved on: \(output)")
    }

    // MARK: Topics, progress, hints, the current exercise

    /// The exercises go topic by topic; `list` gives a heading per topic, ✓ for the
    /// done ones, the difficulty, and a progress bar.
    func testListIsInTopicOrderWithHeadingsAndProgress() throws {
        let book = try ExerciseBook(source: Self.exercises, workspace: temporaryDirectory())
        let topics: [(String, ClosedRange<Int>)] = [
            ("Hit testing", 1...8), ("Responder chain", 9...12), ("View controllers", 13...15), ("Gestures", 16...20),
            ("Controls", 21...23), ("First responder and keyboard", 24...26), ("Containers", 27...38),
        ]
        for (topic, numbers) in topics {
            for n in numbers { XCTAssertEqual(try book.exercise(n).topic, topic, "exercise \(n)") }
        }
        XCTAssertEqual(try book.exercise(24).fileName, "24_hide_the_keyboard.lua", "the keyboard comes after controls")
        XCTAssertEqual(try book.exercise(2).fileName, "02_let_b_respond.lua", "hit testing comes first")

        let workspace = temporaryDirectory()
        let list = try exercises(["list"], workspace: workspace)
        XCTAssertEqual(list.status, 0, list.stderr)
        let lines = list.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertTrue(lines.contains("Progress: [>---------------------------------------] 0/38"), list.stdout)
        let headings = lines.filter { line in topics.contains { $0.0 == line } }
        XCTAssertEqual(headings, topics.map(\.0), "one heading per topic, in order")
        for (topic, numbers) in topics {
            let at = try XCTUnwrap(lines.firstIndex(of: topic))
            let entries = lines[(at + 1)...].prefix { !$0.isEmpty }
            XCTAssertEqual(entries.count, numbers.count, "\(topic): \(entries)")
            for (line, n) in zip(entries, numbers) {
                let exercise = try book.exercise(n)
                let pad = n < 10 ? " " : ""
                XCTAssertEqual(line, "    \(pad)\(n). \(ExerciseText.stars(exercise.difficulty)) \(exercise.title)")
            }
        }
        XCTAssertTrue(list.stdout.contains("     1. ★☆☆ Who gets this tap?"), list.stdout)
        XCTAssertTrue(list.stdout.contains("    26. ★★★ A password view with a keyboard"), list.stdout)

        // Two done: their ✓, and the bar moves.
        for n in [1, 3] { try solve(n, in: workspace) }
        for n in [1, 3] { XCTAssertEqual(try exercises(["check", String(n)], workspace: workspace).status, 0) }
        let after = try exercises(["list"], workspace: workspace).stdout
        XCTAssertTrue(after.contains("Progress: [##>-------------------------------------] 2/38"), after)
        XCTAssertTrue(after.contains("  ✓  1. ★☆☆ Who gets this tap?\n"), after)
        XCTAssertTrue(after.contains("     2. ★☆☆ Let B respond though A covers it\n"), after)
        XCTAssertTrue(after.contains("  ✓  3. ★☆☆ The photo ignores taps\n"), after)
        XCTAssertTrue(after.hasSuffix("Next: 2. Let B respond though A covers it: edit \(workspace)/02_let_b_respond.lua, "
                                      + "then: respond-lua exercises check 2 --workspace \(workspace) --source \(Self.exercises)\n"),
                      after)
    }

    func testTheProgressBar() {
        XCTAssertEqual(ExerciseText.progressBar(done: 0, total: 33), "[>" + String(repeating: "-", count: 39) + "] 0/33")
        XCTAssertEqual(ExerciseText.progressBar(done: 5, total: 33), "[######>" + String(repeating: "-", count: 33) + "] 5/33")
        XCTAssertEqual(ExerciseText.progressBar(done: 32, total: 33), "[" + String(repeating: "#", count: 38) + ">-] 32/33")
        XCTAssertEqual(ExerciseText.progressBar(done: 33, total: 33), "[" + String(repeating: "#", count: 40) + "] 33/33")
        XCTAssertEqual(ExerciseText.progressBar(done: 1, total: 4, width: 8), "[##>-----] 1/4")
        XCTAssertEqual(ExerciseText.stars(1), "★☆☆")
        XCTAssertEqual(ExerciseText.stars(3), "★★★")
    }

    /// Puts the reference solution of exercise `number` in the workspace copy.
    func solve(_ number: Int, in workspace: String) throws {
        let book = try ExerciseBook(source: Self.exercises, workspace: workspace)
        try book.prepareWorkspace()
        let exercise = try book.exercise(number)
        let solution = try read(Self.exercises + "/solutions/" + exercise.fileName)
        // Saved as an editor saves, whole at once (a watcher never sees half
        // of it): a file beside it, renamed over it.
        let path = book.workPath(exercise)
        try XCTUnwrap(ExerciseBook.splice(try read(path), with: solution)).write(toFile: path + ".saving", atomically: false, encoding: .utf8)
        XCTAssertEqual(rename(path + ".saving", path), 0)
    }

    /// `check` and `hint` without a number take the current exercise: the first one not done.
    func testCheckAndHintWithoutANumberTakeTheCurrentExercise() throws {
        let workspace = temporaryDirectory()
        let first = try exercises(["check"], workspace: workspace)
        XCTAssertEqual(first.status, 1)
        XCTAssertTrue(first.stdout.hasPrefix("✗ Exercise 1 (Who gets this tap?): "), first.stdout)
        try solve(1, in: workspace)
        let passed = try exercises(["check"], workspace: workspace)
        XCTAssertEqual(passed.status, 0, passed.stdout)
        XCTAssertTrue(passed.stdout.hasPrefix("✓ Exercise 1 (Who gets this tap?) passes."), passed.stdout)
        XCTAssertTrue(passed.stdout.contains("\nNext: 2. Let B respond though A covers it: "), passed.stdout)
        let second = try exercises(["check"], workspace: workspace)
        XCTAssertTrue(second.stdout.hasPrefix("✗ Exercise 2 (Let B respond though A covers it): "), second.stdout)
        let hint = try exercises(["hint"], workspace: workspace)
        XCTAssertEqual(hint.status, 0, hint.stderr)
        XCTAssertTrue(hint.stdout.hasPrefix("Exercise 2: Let B respond though A covers it\n"), hint.stdout)
        XCTAssertTrue(hint.stdout.contains("Hint 1 of 3: "), hint.stdout)
    }

    /// After a pass, "Next" is the first exercise not done, not the one after the one just passed.
    func testNextIsTheFirstUnfinishedExercise() throws {
        let workspace = temporaryDirectory()
        try solve(19, in: workspace)
        let nineteen = try exercises(["check", "19"], workspace: workspace)
        XCTAssertEqual(nineteen.status, 0, nineteen.stdout)
        XCTAssertTrue(nineteen.stdout.contains("\nNext: 1. Who gets this tap?: edit \(workspace)/01_who_gets_the_tap.lua"),
                      nineteen.stdout)
        XCTAssertFalse(nineteen.stdout.contains("Next: 20."), nineteen.stdout)
        try solve(1, in: workspace)
        try solve(2, in: workspace)
        _ = try exercises(["check", "2"], workspace: workspace)
        let one = try exercises(["check", "1"], workspace: workspace)
        XCTAssertTrue(one.stdout.contains("\nProgress: [###>------------------------------------] 3/38\nNext: 3. The photo ignores taps:"),
                      one.stdout)
        let book = try ExerciseBook(source: Self.exercises, workspace: workspace)
        XCTAssertEqual(book.nextUnpassed, 3)
        XCTAssertEqual(book.nextUnpassed(after: 3), 4)
        XCTAssertEqual(book.nextUnpassed(after: 18), 20, "19 is done")
        XCTAssertEqual(book.nextUnpassed(after: 33), 34)
        XCTAssertEqual(book.nextUnpassed(after: 38), 3, "round to the start")
    }

    /// `hint` gives the next level each time (remembered in hints.txt); the last
    /// stays; `reset N` forgets the level reached.
    /// Text wraps to the terminal it is shown in (issue 35: at 80 columns the
    /// lines, wrapped at 80 plus their indent, broke words), and to 80 columns
    /// in a file or a pipe.
    func testTextWrapsToTheTerminal() throws {
        let workspace = temporaryDirectory()
        for (width, lang, longest) in [(60, "zh", 59), (60, "en", 59), (100, "en", 99)] {
            let run = try TestProcess.python("Tests/ScriptTests/Support/pty_width.py",
                                             [CommandLineTests.binary.path, String(width), workspace, lang])
            let widest = Int(run.stdout.split(separator: "\n").first ?? "") ?? 0
            XCTAssertLessThanOrEqual(widest, longest, "\(width) columns, \(lang): \(run.stdout)")
            XCTAssertGreaterThan(widest, longest - 12, "the text uses the width it has: \(run.stdout)")
        }
        let piped = try TestProcess.respondLua(["exercises", "hint", "2", "--workspace", workspace, "--lang", "en"])
        let pipedWidest = piped.stdout.split(separator: "\n").filter { !$0.contains("respond-lua exercises") }.map(\.count).max() ?? 0
        XCTAssertTrue((70...80).contains(pipedWidest), "\(pipedWidest): \(piped.stdout)")
    }

    /// A hint ends with where the exercise comes from: its seed article, or,
    /// for the containers the articles do not cover, its SPEC section (issue 35:
    /// it printed "From the seed article none (SPEC 11.4)").
    func testTheSourceLineNamesTheArticleOrTheSpec() throws {
        let workspace = temporaryDirectory()
        for (number, en, zh) in [(33, "  From SPEC 11.4 (the seed articles do not cover it)", "  出自 SPEC 11.4（种子文章里没有讲到）"),
                                 (2, "  From the seed article 000 \"视图被遮挡时的响应\"", "  出自种子文章 000 \"视图被遮挡时的响应\"")] {
            let english = try TestProcess.respondLua(["exercises", "hint", String(number), "--workspace", workspace, "--lang", "en"])
            XCTAssertEqual(english.stdout.split(separator: "\n").last.map(String.init), en, english.stdout)
            let chinese = try TestProcess.respondLua(["exercises", "hint", String(number), "--workspace", workspace, "--lang", "zh"])
            XCTAssertEqual(chinese.stdout.split(separator: "\n").last.map(String.init), zh, chinese.stdout)
        }
    }

    func testHintLevelsAreRememberedAndResetForgetsThem() throws {
        let workspace = temporaryDirectory()
        let book = try ExerciseBook(source: Self.exercises, workspace: workspace)
        let hints = try book.exercise(2).hints
        XCTAssertEqual(hints.count, 3)
        for level in 1...3 {
            let run = try exercises(["hint", "2"], workspace: workspace)
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertTrue(run.stdout.contains(TextColumns.wrap("Hint \(level) of 3: " + hints[level - 1], indentFirst: false)),
                          run.stdout)
            XCTAssertEqual(run.stdout.contains("again gives the next hint"), level < 3, run.stdout)
            XCTAssertEqual(run.stdout.contains("(that is the last hint)"), level == 3, run.stdout)
        }
        XCTAssertTrue(try exercises(["hint", "2"], workspace: workspace).stdout.contains("Hint 3 of 3: "), "the last level stays")
        XCTAssertEqual(try read(workspace + "/hints.txt"), "02_let_b_respond.lua 3\n")
        XCTAssertTrue(try exercises(["hint", "5"], workspace: workspace).stdout.contains("Hint 1 of 3: "), "levels are per exercise")
        XCTAssertEqual(book.hintLevels, [2: 3, 5: 1])
        let reset = try exercises(["reset", "2"], workspace: workspace)
        XCTAssertTrue(reset.stdout.contains("hints.txt"), "what reset overwrote is saved: \(reset.stdout)")
        XCTAssertEqual(book.hintLevels, [5: 1], "reset 2 forgets exercise 2's level")
        XCTAssertTrue(try exercises(["hint", "2"], workspace: workspace).stdout.contains("Hint 1 of 3: "))
        _ = try exercises(["reset", "--yes"], workspace: workspace)
        XCTAssertEqual(book.hintLevels, [:], "reset of everything forgets every level")
    }

    // MARK: Chinese

    /// Every exercise has a Chinese twin of every field a learner reads, as many
    /// Chinese hints as English ones, a Chinese message for every check, a topic,
    /// a difficulty and a seed; its first hint does not give the answer away.
    func testEveryExerciseIsInChineseToo() throws {
        let book = try ExerciseBook(source: Self.exercises, workspace: temporaryDirectory())
        func chinese(_ text: String?) -> Bool { text.map { $0.contains(where: TextColumns.isWide) } ?? false }
        for exercise in book.exercises {
            let name = exercise.fileName
            let fields = exercise.fields
            for key in ["Exercise", "Task", "Why"] {
                XCTAssertEqual(fields[key]?.count, 1, "\(name) has one \(key)")
                XCTAssertEqual(fields[key + " (zh)"]?.count, 1, "\(name) has one \(key) (zh)")
                XCTAssertTrue(chinese(fields[key + " (zh)"]?.first), "\(name): \(key) (zh) is in Chinese")
                XCTAssertNotEqual(fields[key]?.first, fields[key + " (zh)"]?.first, "\(name): \(key) (zh) is not the English")
            }
            let hints = fields["Hint"] ?? [], chineseHints = fields["Hint (zh)"] ?? []
            XCTAssertGreaterThanOrEqual(hints.count, 2, "\(name) has hint levels")
            XCTAssertEqual(hints.count, chineseHints.count, "\(name): as many Chinese hints as English ones")
            XCTAssertTrue(chinese(chineseHints.first), "\(name): the first Chinese hint is in Chinese")
            XCTAssertFalse(exercise.topic.isEmpty, "\(name) has a topic")
            XCTAssertTrue((1...3).contains(exercise.difficulty), "\(name) has a difficulty of 1 to 3")
            let seed = try XCTUnwrap(exercise.seed, "\(name) names its seed")
            XCTAssertTrue(seed.range(of: #"^(00[0-4] ".+"|none \(SPEC \d+(\.\d+)?\))$"#, options: .regularExpression) != nil,
                          "\(name): Seed is `NNN \"section\"` or `none (SPEC n.m)`: \(seed)")
            // The first hint leaves the answer to the learner.
            let solution = try read(Self.exercises + "/solutions/" + name)
            for line in solution.split(separator: "\n") where line.count > 12 && !line.hasPrefix("--") && !line.hasPrefix("end") {
                let code = line.trimmingCharacters(in: .whitespaces)
                XCTAssertFalse(hints[0].contains(code) || chineseHints[0].contains(code),
                               "\(name): the first hint gives away `\(code)`")
            }
            // Every check has its Chinese message.
            let text = try read(Self.exercises + "/" + name)
            let body = String(text[try XCTUnwrap(text.range(of: ExerciseBook.beginMarker)).lowerBound...])
            for call in LuaCalls.calls(named: "expect", in: body) {
                XCTAssertEqual(call.arguments.count, 3, "\(name): an expect without a Chinese message: \(call.text)")
                if call.arguments.count == 3 {
                    XCTAssertTrue(call.arguments[2].contains(where: TextColumns.isWide), "\(name): \(call.arguments[2])")
                }
            }
            for call in LuaCalls.calls(named: "exercise.expectLayoutKept", in: body) {
                XCTAssertEqual(call.arguments.count, 3, "\(name): a reason without its Chinese: \(call.text)")
            }
            for call in LuaCalls.calls(named: "exercise.expectHits", in: body) {
                for point in LuaCalls.tables(in: call.arguments[0]) {
                    XCTAssertEqual(point.count, 5, "\(name): a point without its Chinese description: \(point)")
                }
            }
        }
        // Where the answer rests on observed, not documented, behaviour, the task says so in both languages.
        for number in [22, 25, 32, 33] {
            let exercise = try book.exercise(number)
            XCTAssertTrue(exercise.taskWords.en.contains("[obs]"), "exercise \(number): \(exercise.taskWords.en)")
            XCTAssertTrue(exercise.taskWords.zh.contains("[obs]") && exercise.taskWords.zh.contains("观察"),
                          "exercise \(number): \(exercise.taskWords.zh)")
        }
        XCTAssertTrue(try book.exercise(25).taskWords.en.contains("not something Apple documents"))
    }

    /// Under a Chinese locale (or `--lang zh`) what the first five exercises say
    /// is Chinese: the list, the tasks and hints, and a failing check.
    func testTheFirstExercisesSpeakChinese() throws {
        let workspace = temporaryDirectory() + "/ws"
        let book = try ExerciseBook(source: Self.exercises, workspace: workspace)
        let zh = ["LANG": "zh_CN.UTF-8"]
        func run(_ words: [String]) throws -> TestProcess.Run {
            try TestProcess.respondLua(["exercises"] + words + ["--workspace", workspace, "--source", Self.exercises],
                                       environment: zh)
        }
        let list = try run(["list"])
        XCTAssertTrue(list.stdout.contains("已创建工作区 \(workspace)"), list.stdout)
        XCTAssertTrue(list.stdout.contains("进度：[>---------------------------------------] 0/38"), list.stdout)
        for heading in ["命中测试", "响应者链", "视图控制器", "手势识别器", "控件", "第一响应者与键盘", "容器视图"] {
            XCTAssertTrue(list.stdout.contains("\n" + heading + "\n"), "\(heading): \(list.stdout)")
        }
        XCTAssertTrue(list.stdout.contains("     1. ★☆☆ 这次轻点交给谁？\n"), list.stdout)
        XCTAssertTrue(list.stdout.contains("下一个：1. 这次轻点交给谁？：编辑 "), list.stdout)
        let failures = [
            1: "answer 还是 nil：把它设为你认为得到这次轻点的视图",
            2: "在 (150, 150)（B 的中间）的轻点交给了 A，而不是 B",
            3: "在 (150, 150)（照片的中间）的轻点交给了 window，而不是 photo",
            4: "在 (187, 333)（屏幕中间）的轻点交给了 overlay，而不是 list",
            5: "在 (286, 26)（按钮左上方 14 点处）的轻点交给了 toolbar，而不是 close",
        ]
        for n in 1...5 {
            let exercise = try book.exercise(n)
            let hint = try run(["hint", String(n)])
            XCTAssertEqual(hint.status, 0, hint.stderr)
            XCTAssertTrue(hint.stdout.hasPrefix("练习 \(n)：\(exercise.titleWords.zh)\n"), hint.stdout)
            XCTAssertTrue(hint.stdout.contains(TextColumns.wrap(exercise.taskWords.zh)), "the task in Chinese: \(hint.stdout)")
            XCTAssertTrue(hint.stdout.contains(TextColumns.wrap("提示 1/\(exercise.hints.count)：" + exercise.hintWords[0].zh,
                                                                 indentFirst: false)), hint.stdout)
            XCTAssertTrue(hint.stdout.contains("（再运行 `respond-lua exercises hint \(n) "), hint.stdout)
            let check = try run(["check", String(n)])
            XCTAssertEqual(check.status, 1)
            XCTAssertEqual(check.stdout, "✗ 练习 \(n)（\(exercise.titleWords.zh)）：\(failures[n]!)\n"
                           + "  （运行 respond-lua exercises hint \(n) --workspace \(workspace) --source \(Self.exercises) 获取提示）\n")
        }
        // --lang zh says the same without the locale, and --lang en wins over it.
        let option = try TestProcess.respondLua(["exercises", "check", "2", "--lang", "zh", "--workspace", workspace,
                                                 "--source", Self.exercises])
        XCTAssertTrue(option.stdout.hasPrefix("✗ 练习 2（A 盖住了 B，让 B 来响应）：在 (150, 150)（B 的中间）"), option.stdout)
        XCTAssertTrue(option.stdout.contains("--lang zh 获取提示"), "the suggested command keeps the language: \(option.stdout)")
        let english = try TestProcess.respondLua(["exercises", "check", "2", "--lang", "en", "--workspace", workspace,
                                                  "--source", Self.exercises], environment: zh)
        XCTAssertTrue(english.stdout.hasPrefix("✗ Exercise 2 (Let B respond though A covers it): a tap at"), english.stdout)
        // A pass in Chinese: the solution, why, and what is next.
        try solve(2, in: workspace)
        let passed = try run(["check", "2"])
        XCTAssertEqual(passed.status, 0, passed.stdout)
        XCTAssertTrue(passed.stdout.hasPrefix("✓ 练习 2（A 盖住了 B，让 B 来响应）通过。\n参考答案：scripts/exercises/solutions/02_let_b_respond.lua\n"
                                              + "为什么：窗口先问最上层的子视图"), passed.stdout)
        XCTAssertTrue(passed.stdout.contains("\n进度：[#>--------------------------------------] 1/38\n下一个：1. 这次轻点交给谁？"),
                      passed.stdout)
    }

    // MARK: Workspaces made before the renumbering

    /// A workspace made when the keyboard exercises were 2 and 3 keeps working:
    /// copies under former names (`Formerly:`) take their new names, and their
    /// progress and hint levels follow them.
    func testAnOldWorkspaceMovesToTheNewNames() throws {
        let workspace = temporaryDirectory()
        let book = try ExerciseBook(source: Self.exercises, workspace: workspace)
        XCTAssertEqual(try book.exercise(2).formerly, ["04_let_b_respond.lua"])
        XCTAssertEqual(try book.exercise(24).formerly, ["02_hide_the_keyboard.lua"])
        XCTAssertEqual(try book.exercise(1).formerly, [])
        // The old workspace: exercise 2 (now 24) solved, exercise 4 (now 2) in progress, 6 (now 4) untouched.
        let keyboard = try XCTUnwrap(ExerciseBook.splice(try book.workspaceText(try book.exercise(24)),
                                                         with: "vc.view:endEditing(true)"))
        let cover = try XCTUnwrap(ExerciseBook.splice(try book.workspaceText(try book.exercise(2)), with: "-- my attempt"))
        try keyboard.write(toFile: workspace + "/02_hide_the_keyboard.lua", atomically: false, encoding: .utf8)
        try cover.write(toFile: workspace + "/04_let_b_respond.lua", atomically: false, encoding: .utf8)
        try "01_who_gets_the_tap.lua passed\n02_hide_the_keyboard.lua passed\n"
            .write(toFile: workspace + "/progress.txt", atomically: false, encoding: .utf8)
        try "04_let_b_respond.lua 2\n".write(toFile: workspace + "/hints.txt", atomically: false, encoding: .utf8)
        // A copy under a former name when the new name is there too is left alone.
        try "-- the newer copy\n".write(toFile: workspace + "/06_round_button.lua", atomically: false, encoding: .utf8)
        try "-- an older copy\n".write(toFile: workspace + "/08_round_button.lua", atomically: false, encoding: .utf8)

        try book.prepareWorkspace()
        let names = try FileManager.default.contentsOfDirectory(atPath: workspace)
        XCTAssertFalse(names.contains("02_hide_the_keyboard.lua"), "renamed: \(names)")
        XCTAssertFalse(names.contains("04_let_b_respond.lua"), "renamed: \(names)")
        XCTAssertEqual(try read(workspace + "/24_hide_the_keyboard.lua"), keyboard)
        XCTAssertEqual(try read(workspace + "/02_let_b_respond.lua"), cover)
        XCTAssertEqual(try read(workspace + "/04_half_transparent_overlay.lua"), try book.workspaceText(try book.exercise(4)))
        XCTAssertEqual(try read(workspace + "/06_round_button.lua"), "-- the newer copy\n")
        XCTAssertEqual(try read(workspace + "/08_round_button.lua"), "-- an older copy\n")
        XCTAssertEqual(book.passed, [1, 24])
        XCTAssertEqual(try read(workspace + "/progress.txt"), "01_who_gets_the_tap.lua passed\n24_hide_the_keyboard.lua passed\n")
        XCTAssertEqual(book.hintLevels, [2: 2])
        XCTAssertEqual(try read(workspace + "/hints.txt"), "02_let_b_respond.lua 2\n")
        XCTAssertEqual(try book.check(24).0, .passed, "the renamed copy is checked as the new exercise")
        XCTAssertEqual(try exercises(["hint", "2"], workspace: workspace).stdout.contains("Hint 3 of 3"), true,
                       "the hint level came along")
        let list = try exercises(["list"], workspace: workspace).stdout
        XCTAssertTrue(list.contains("  ✓ 24. ★☆☆ Hide the keyboard"), list)
        XCTAssertTrue(list.contains("Next: 2. Let B respond"), list)
    }

    // MARK: Teachers

    /// The worked example of the README's "Writing your own exercises" runs with `--source`.
    func testTheTeachersExampleRunsWithSource() throws {
        let source = Self.exercises + "/teacher_example"
        let workspace = temporaryDirectory()
        let readme = try read(ReadmeTests.root.appendingPathComponent("README.md").path)
        let example = try read(source + "/01_bring_the_badge_forward.lua")
        XCTAssertTrue(readme.contains(example), "the README shows the example file as it is shipped")
        func run(_ words: [String], _ environment: [String: String] = [:]) throws -> TestProcess.Run {
            try TestProcess.respondLua(["exercises"] + words + ["--workspace", workspace, "--source", source],
                                       environment: environment)
        }
        let list = try run(["list"])
        XCTAssertTrue(list.stdout.contains("Progress: [>---------------------------------------] 0/1"), list.stdout)
        XCTAssertTrue(list.stdout.contains("\nHit testing\n    1. ★☆☆ Bring the badge forward\n"), list.stdout)
        let failing = try run(["check"])
        XCTAssertEqual(failing.status, 1)
        XCTAssertTrue(failing.stdout.hasPrefix("✗ Exercise 1 (Bring the badge forward): a tap at (90, 90) (the middle of the badge) "
                                               + "goes to card, not to badge"), failing.stdout)
        let zh = try run(["check"], ["LANG": "zh_CN.UTF-8"])
        XCTAssertTrue(zh.stdout.hasPrefix("✗ 练习 1（把徽标移到前面）：在 (90, 90)（徽标中间）的轻点交给了 card，而不是 badge"), zh.stdout)
        XCTAssertTrue(try run(["hint"]).stdout.contains("Hint 1 of 3: "))
        let book = try ExerciseBook(source: source, workspace: workspace)
        for path in [try read(source + "/solutions/01_bring_the_badge_forward.lua"), "badge.superview:bringSubviewToFront(badge)"] {
            XCTAssertEqual(try book.run(1, code: path).0, .passed, path)
        }
        XCTAssertNotEqual(try book.run(1, code: "card.hidden = true").0, .passed, "hiding the card is not it")
        try ExerciseBook.splice(try read(workspace + "/01_bring_the_badge_forward.lua"),
                                with: try read(source + "/solutions/01_bring_the_badge_forward.lua"))!
            .write(toFile: workspace + "/01_bring_the_badge_forward.lua", atomically: false, encoding: .utf8)
        let passed = try run(["check"])
        XCTAssertEqual(passed.status, 0, passed.stdout)
        XCTAssertTrue(passed.stdout.contains("Solution: scripts/exercises/teacher_example/solutions/01_bring_the_badge_forward.lua\nWhy: "),
                      "the path from where the command runs: \(passed.stdout)")
        XCTAssertTrue(passed.stdout.hasSuffix("All 1 exercises pass. Well played.\n"), passed.stdout)
    }

    /// A teacher's exercise saved with Windows line ends (CR LF) and a byte
    /// order mark, and a learner's copy saved with CR LF, CR alone or mixed
    /// ends, read as any other: the list shows the title alone, the check runs
    /// the learner's code, an error names the line the editor shows.
    func testWindowsLineEndsInExercisesAndCopies() throws {
        let shipped = Self.exercises + "/teacher_example"
        let source = temporaryDirectory(), workspace = temporaryDirectory()
        let name = "01_bring_the_badge_forward.lua"
        let crlf = { (text: String) in text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n") }
        try ("\u{FEFF}" + crlf(try read(shipped + "/" + name))).write(toFile: source + "/" + name, atomically: false, encoding: .utf8)
        func run(_ words: [String]) throws -> TestProcess.Run {
            try TestProcess.respondLua(["exercises"] + words + ["--workspace", workspace, "--source", source])
        }
        let list = try run(["list"])
        XCTAssertTrue(list.stdout.contains("\nHit testing\n    1. ★☆☆ Bring the badge forward\n"), list.stdout)
        let failing = try run(["check"])
        XCTAssertTrue(failing.stdout.hasPrefix("✗ Exercise 1 (Bring the badge forward): a tap at (90, 90)"), failing.stdout)
        let copy = try ExerciseBook.splice(try read(workspace + "/" + name),
                                           with: "badge.superview:bringSubviewToFront(badge)")!
        try crlf(copy).write(toFile: workspace + "/" + name, atomically: false, encoding: .utf8)
        let passed = try run(["check"])
        XCTAssertEqual(passed.status, 0, passed.stdout)
        XCTAssertTrue(passed.stdout.hasPrefix("✓ Exercise 1 (Bring the badge forward)"), passed.stdout)
        // A copy saved with old Mac line ends (CR alone), and one with mixed
        // ends: an error names its line as the editor (and Lua) counts it.
        let broken = try XCTUnwrap(ExerciseBook.splice(copy, with: "local broken = nil + 1"))
        let brokenLine = broken.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("local broken = nil + 1") }.map { $0 + 1 } ?? 0
        let lines = broken.split(separator: "\n", omittingEmptySubsequences: false)
        // (A blank line ends CR LF: after a lone LF or before one, a lone CR
        // would make a pair that Lua counts as one line end, and editors as two.)
        let mixed = lines.enumerated().map {
            $0.offset == lines.count - 1 ? String($0.element)
                : $0.element + ($0.element.isEmpty ? "\r\n" : ["\r\n", "\n", "\r"][$0.offset % 3])
        }.joined()
        for saved in [lines.joined(separator: "\r"), mixed] {
            try saved.write(toFile: workspace + "/" + name, atomically: false, encoding: .utf8)
            let error = try run(["check", "1"])
            XCTAssertEqual(error.status, 1)
            XCTAssertTrue(error.stdout.contains("\(name):\(brokenLine): attempt to perform arithmetic on a nil value"), error.stdout)
        }
        try crlf(copy).write(toFile: workspace + "/" + name, atomically: false, encoding: .utf8)

        // A reset keeps the learner's copy, line ends and all, in its backup.
        let reset = try run(["reset", "1"])
        XCTAssertEqual(reset.status, 0, reset.stdout + reset.stderr)
        XCTAssertEqual(try read(workspace + "/backup/1/" + name), crlf(copy))
    }

    // MARK: watch at a terminal

    /// `watch` in a real terminal (tmux): the screen is redrawn with the progress
    /// bar, the exercise and its last check; single keys work without Enter; a
    /// save is re-checked; `q` and Ctrl-C put the terminal back as it was.
    func testWatchAtATerminalTakesKeys() throws {
        let binary = CommandLineTests.binary
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: binary.path), "build respond-lua first")
        let tmux = try XCTUnwrap(["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].first {
            FileManager.default.isExecutableFile(atPath: $0) }, "tmux is needed for this test")
        let socket = "respond-lua-test-\(UUID().uuidString.prefix(8))"
        let workspace = temporaryDirectory()
        func tmuxRun(_ arguments: [String]) throws -> String {
            try TestProcess.run(URL(fileURLWithPath: tmux), ["-L", socket] + arguments).stdout
        }
        defer { _ = try? tmuxRun(["kill-server"]) }
        func screen() throws -> String { try tmuxRun(["capture-pane", "-p", "-t", "watch"]) }
        func waitFor(_ text: String, seconds: Double = 20, file: StaticString = #filePath, line: UInt = #line) throws -> String {
            let deadline = Date().addingTimeInterval(seconds)
            var last = ""
            while Date() < deadline {
                last = try screen()
                if last.contains(text) { return last }
                Thread.sleep(forTimeInterval: 0.2)
            }
            XCTFail("the screen never showed \"\(text)\":\n\(last)", file: file, line: line)
            return last
        }
        func keys(_ keys: String...) throws { _ = try tmuxRun(["send-keys", "-t", "watch"] + keys) }
        let q = { (s: String) in "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        // The tmux server this starts would keep open what it inherits, Foundation's
        // means of seeing the child end among them: Python starts it with nothing open.
        let started = try TestProcess.run(try TestProcess.requirePython(), [
            "-c", "import subprocess, sys; sys.exit(subprocess.call(sys.argv[1:], stdin=subprocess.DEVNULL, "
                + "stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))",
            tmux, "-L", socket, "new-session", "-d", "-s", "watch", "-x", "100", "-y", "30",
            "env -u LANG -u LC_ALL -u LC_MESSAGES sh"])
        XCTAssertEqual(started.status, 0, started.stderr)
        let command = "cd \(q(workspace)) && stty -g > before && \(q(binary.path)) exercises watch --workspace \(q(workspace)) "
            + "--source \(q(Self.exercises)); echo status $? > status; stty -g > after; echo watch-ended"
        try keys(command, "Enter")

        var shown = try waitFor("Progress: [>---------------------------------------] 0/38")
        XCTAssertTrue(shown.contains("Exercise 1 of 38: Who gets this tap?"), shown)
        XCTAssertTrue(shown.contains("✗ Exercise 1 (Who gets this tap?): answer is still nil"), shown)
        XCTAssertTrue(shown.contains("[h] hint  [n] next  [l] list  [r] reset  [c] check  [q] quit"), shown)
        XCTAssertFalse(shown.contains(command), "the screen was cleared")
        try keys("h")
        shown = try waitFor("Hint 1 of 3: ")
        XCTAssertTrue(shown.contains("Write each view's frame in window coordinates first"), shown)
        try keys("n")
        shown = try waitFor("Exercise 2 of 38: Let B respond though A covers it")
        XCTAssertTrue(shown.contains("✗ Exercise 2 (Let B respond though A covers it): a tap at (150, 150)"), shown)
        XCTAssertFalse(shown.contains("Hint 1 of 3"), "a new exercise, a new screen")
        try keys("l")
        shown = try waitFor("The exercises by topic")
        XCTAssertTrue(shown.contains("  Responder chain" + String(repeating: " ", count: 15) + "0/4"), shown)
        XCTAssertTrue(shown.contains("     2. ★☆☆ Let B respond though A covers it  ←"), "the current topic in full: \(shown)")
        try keys("l")
        _ = try waitFor("Exercise 2 of 38")
        // A save is checked; a pass moves to the first exercise not done.
        try solve(2, in: workspace)
        // (The pass is drawn on exercise 2's screen first, then on the next one's.)
        shown = try waitFor("Exercise 1 of 38: Who gets this tap?")
        XCTAssertTrue(shown.contains("✓ Exercise 2 (Let B respond though A covers it) passes."), shown)
        XCTAssertTrue(shown.contains("Progress: [#>--------------------------------------] 1/38"), shown)
        // r asks first; anything but y keeps the copy.
        try keys("r")
        _ = try waitFor("[y/N]")
        try keys("x")
        _ = try waitFor("Nothing was reset.")
        try keys("q")
        _ = try waitFor("watch-ended")
        XCTAssertEqual(try read(workspace + "/status"), "status 0\n")
        XCTAssertEqual(try read(workspace + "/before"), try read(workspace + "/after"), "q puts the terminal back")

        // Ctrl-C puts it back too (and ends it as Ctrl-C ends a program, so the shell drops the rest of the line).
        try FileManager.default.removeItem(atPath: workspace + "/after")
        try keys("clear; " + command, "Enter")
        _ = try waitFor("Exercise 1 of 38: Who gets this tap?")
        try keys("C-c")
        Thread.sleep(forTimeInterval: 1)
        try keys("clear; stty -g > after; echo back-at-the-prompt", "Enter")
        _ = try waitFor("back-at-the-prompt")
        XCTAssertFalse(try screen().contains("watch-ended"), "the shell saw the program end on Ctrl-C")
        XCTAssertEqual(try read(workspace + "/before"), try read(workspace + "/after"), "Ctrl-C puts the terminal back")
    }
}

/// Calls in Lua source, found well enough for the exercises' checks: the
/// arguments of each call of a name, split at top-level commas (strings,
/// comments and brackets respected).
enum LuaCalls {
    struct Call {
        let text: String
        let arguments: [String]
    }

    static func calls(named name: String, in source: String) -> [Call] {
        let chars = Array(source)
        let needle = Array(name + "(")
        var out: [Call] = []
        var i = 0
        while i + needle.count <= chars.count {
            if Array(chars[i..<(i + needle.count)]) == needle,
               i == 0 || !(chars[i - 1].isLetter || chars[i - 1].isNumber || chars[i - 1] == "_" || chars[i - 1] == "."
                           || chars[i - 1] == ":") {
                let open = i + needle.count - 1
                if let (arguments, end) = split(chars, from: open) {
                    out.append(Call(text: String(chars[i...end]), arguments: arguments))
                    i = end
                }
            }
            i += 1
        }
        return out
    }

    /// The arguments of the bracket opened at `open`, and where it closes.
    static func split(_ chars: [Character], from open: Int) -> ([String], Int)? {
        var depth = 0, i = open, current = ""
        var arguments: [String] = []
        while i < chars.count {
            let c = chars[i]
            if c == "\"" || c == "'" {
                var j = i + 1
                while j < chars.count && chars[j] != c { j += chars[j] == "\\" ? 2 : 1 }
                if depth >= 1 { current += String(chars[i...min(j, chars.count - 1)]) }
                i = j + 1
                continue
            }
            if c == "-" && i + 1 < chars.count && chars[i + 1] == "-" {
                while i < chars.count && chars[i] != "\n" { i += 1 }
                continue
            }
            if "({[".contains(c) {
                depth += 1
                if depth == 1 { i += 1; continue }
            } else if ")}]".contains(c) {
                depth -= 1
                if depth == 0 {
                    arguments.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
                    return (arguments.filter { !$0.isEmpty }, i)
                }
            }
            if c == "," && depth == 1 {
                arguments.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
                current = ""
            } else {
                current.append(c)
            }
            i += 1
        }
        return nil
    }

    /// The items of each table constructor directly inside `list` (`{{1, 2}, {3}}` gives [["1", "2"], ["3"]]).
    static func tables(in list: String) -> [[String]] {
        let chars = Array(list)
        guard let first = chars.firstIndex(of: "{"), let (items, _) = split(chars, from: first) else { return [] }
        return items.compactMap { item in
            let inner = Array(item)
            guard let open = inner.firstIndex(of: "{") else { return nil }
            return split(inner, from: open)?.0
        }
    }
}
