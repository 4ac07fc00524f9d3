import Foundation
@testable import RespondLua
import XCTest

final class ExerciseTests: XCTestCase {
    static let exercises = ScriptTests.scripts.appendingPathComponent("exercises").path

    func temporaryDirectory() -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("respond-lua-exercises-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Every exercise fails as shipped (a check in plain words, not a crash) and
    /// passes with its reference solution in the learner's place.
    func testEveryExerciseFailsAsShippedAndPassesWithItsSolution() throws {
        let book = try ExerciseBook(source: Self.exercises, workspace: temporaryDirectory())
        XCTAssertGreaterThanOrEqual(book.exercises.count, 24)
        let scratch = temporaryDirectory()
        for exercise in book.exercises {
            let path = Self.exercises + "/" + exercise.fileName
            let text = try String(contentsOfFile: path, encoding: .utf8)
            XCTAssertFalse(exercise.title == exercise.fileName, "\(exercise.fileName) has no `-- Exercise:` title")
            XCTAssertFalse(exercise.hint.isEmpty, "\(exercise.fileName) has no hint")
            XCTAssertTrue(text.contains("-- Task:"), "\(exercise.fileName) has no task")
            let (shipped, _) = ExerciseBook.run(path: path)
            guard case .failed(let message) = shipped else {
                XCTFail("\(exercise.fileName) as shipped should fail a check, got \(shipped)")
                continue
            }
            XCTAssertFalse(message.isEmpty)
            let solution = try String(contentsOfFile: Self.exercises + "/solutions/" + exercise.fileName, encoding: .utf8)
            guard let solved = ExerciseBook.splice(text, with: solution) else {
                XCTFail("\(exercise.fileName) has no place to write (markers)")
                continue
            }
            let solvedPath = scratch + "/" + exercise.fileName
            try solved.write(toFile: solvedPath, atomically: true, encoding: .utf8)
            let (result, output) = ExerciseBook.run(path: solvedPath)
            XCTAssertEqual(result, .passed, "\(exercise.fileName) with its solution: \(output)")
        }
    }

    func testWorkspaceProgressAndReset() throws {
        let workspace = temporaryDirectory()
        let book = try ExerciseBook(source: Self.exercises, workspace: workspace)
        try book.prepareWorkspace()
        XCTAssertEqual(book.passed, [])
        XCTAssertEqual(book.nextUnpassed, 1)
        guard case .failed = try book.check(1).0 else { return XCTFail("exercise 1 should fail as shipped") }
        let first = book.exercises[0]
        let text = try String(contentsOfFile: book.workPath(first), encoding: .utf8)
        let solution = try String(contentsOfFile: Self.exercises + "/solutions/" + first.fileName, encoding: .utf8)
        try ExerciseBook.splice(text, with: solution)!.write(toFile: book.workPath(first), atomically: true, encoding: .utf8)
        XCTAssertEqual(try book.check(1).0, .passed)
        XCTAssertEqual(book.passed, [1])
        XCTAssertEqual(book.nextUnpassed, 2)
        let reread = try ExerciseBook(source: Self.exercises, workspace: workspace)
        XCTAssertEqual(reread.passed, [1], "progress is kept in the workspace")
        try book.reset(1)
        XCTAssertEqual(book.passed, [])
        XCTAssertEqual(try String(contentsOfFile: book.workPath(first), encoding: .utf8), text, "the shipped version is back")
        XCTAssertThrowsError(try book.check(99))
    }

    func testWatchRechecksOnSaveAndMovesOn() throws {
        let binary = CommandLineTests.root.appendingPathComponent(".build/debug/respond-lua")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: binary.path), "build respond-lua first")
        let workspace = temporaryDirectory()
        let book = try ExerciseBook(source: Self.exercises, workspace: workspace)
        try book.prepareWorkspace()
        let process = Process()
        process.executableURL = binary
        process.arguments = ["exercises", "watch", "--workspace", workspace, "--source", Self.exercises, "--max-checks", "3"]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        Thread.sleep(forTimeInterval: 1.0)
        let first = book.exercises[0]
        let text = try String(contentsOfFile: book.workPath(first), encoding: .utf8)
        let solution = try String(contentsOfFile: Self.exercises + "/solutions/" + first.fileName, encoding: .utf8)
        try ExerciseBook.splice(text, with: solution)!.write(toFile: book.workPath(first), atomically: true, encoding: .utf8)
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertTrue(output.contains("✗ Exercise 1"), output)
        XCTAssertTrue(output.contains("✓ Exercise 1"), "re-checked when the file was saved: \(output)")
        XCTAssertTrue(output.contains("Watching exercise 2"), "moved on: \(output)")
    }
}
