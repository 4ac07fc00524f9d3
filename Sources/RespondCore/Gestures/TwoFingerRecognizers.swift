#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// UIPinchGestureRecognizer (continuous): two fingers; begins when their distance
/// has changed by `pinchThreshold`; `scale` is the distance over the distance at
/// `began` (1 at began), `velocity` in scale per second.
public final class PinchGestureRecognizer: GestureRecognizer {
    public override class var uikitName: String { "UIPinchGestureRecognizer" }

    private var startDistance: Double?
    private var reference = 1.0
    private var lastTime = 0.0
    public private(set) var velocity = 0.0
    private var currentScale = 1.0

    /// Setting it makes later scales relative to the new value.
    public var scale: Double {
        get { currentScale }
        set {
            if let d = fingerDistance, newValue > 0 { reference = d / newValue }
            currentScale = newValue
        }
    }

    private var fingerDistance: Double? {
        let down = activeTouches
        guard down.count >= 2 else { return nil }
        return down[0].screenLocation.distance(to: down[1].screenLocation)
    }

    public override func defaultTouches(_ phase: TouchPhase, _ touches: [Touch], _ event: Event) throws {
        let now = engine.clock.now
        switch phase {
        case .began:
            if startDistance == nil, let d = fingerDistance { startDistance = d; lastTime = now }
        case .moved, .stationary:
            guard let d = fingerDistance else { return }
            guard let start = startDistance else { startDistance = d; return }
            if state == .possible {
                guard abs(d - start) >= engine.tunables.pinchThreshold else { return }
                reference = d
                currentScale = 1
                lastTime = now
                try setState(.began, reason: "fingers moved \(formatNumber(abs(d - start))) pt apart or together")
            } else if state == .began || state == .changed {
                let newScale = d / reference
                velocity = engine.tunables.smoothedVelocity(velocity, change: newScale - currentScale, over: now - lastTime)
                currentScale = newScale
                lastTime = now
                try setState(.changed, reason: "scale \(formatNumber(newScale))")
            }
        case .ended, .cancelled:
            try finishContinuous(phase)
        }
    }

    public override func defaultReset() {
        startDistance = nil
        reference = 1
        currentScale = 1
        velocity = 0
        lastTime = 0
    }
}

/// UIRotationGestureRecognizer (continuous): two fingers; begins after they turn
/// `rotationThreshold` radians; `rotation` is the angle turned since `began`
/// (positive clockwise on screen), `velocity` in radians per second.
public final class RotationGestureRecognizer: GestureRecognizer {
    public override class var uikitName: String { "UIRotationGestureRecognizer" }

    private var startAngle: Double?
    private var lastAngle = 0.0
    private var turned = 0.0          // unwrapped angle since the start
    private var reference = 0.0
    private var lastTime = 0.0
    public private(set) var velocity = 0.0

    /// Setting it makes later rotations relative to the new value.
    public var rotation: Double {
        get { turned - reference }
        set { reference = turned - newValue }
    }

    private var fingerAngle: Double? {
        let down = activeTouches
        guard down.count >= 2 else { return nil }
        let v = down[1].screenLocation - down[0].screenLocation
        return atan2(v.y, v.x)
    }

    public override func defaultTouches(_ phase: TouchPhase, _ touches: [Touch], _ event: Event) throws {
        let now = engine.clock.now
        switch phase {
        case .began:
            if startAngle == nil, let a = fingerAngle { startAngle = a; lastAngle = a; lastTime = now }
        case .moved, .stationary:
            guard let a = fingerAngle else { return }
            guard startAngle != nil else { startAngle = a; lastAngle = a; return }
            var step = a - lastAngle
            while step > .pi { step -= 2 * .pi }
            while step < -.pi { step += 2 * .pi }
            let before = rotation
            turned += step
            lastAngle = a
            if state == .possible {
                guard abs(turned) >= engine.tunables.rotationThreshold else { return }
                reference = turned
                lastTime = now
                try setState(.began, reason: "fingers turned \(formatNumber(abs(turned))) rad")
            } else if state == .began || state == .changed {
                velocity = engine.tunables.smoothedVelocity(velocity, change: rotation - before, over: now - lastTime)
                lastTime = now
                try setState(.changed, reason: "rotation \(formatNumber(rotation))")
            }
        case .ended, .cancelled:
            try finishContinuous(phase)
        }
    }

    public override func defaultReset() {
        startAngle = nil
        lastAngle = 0
        turned = 0
        reference = 0
        velocity = 0
        lastTime = 0
    }
}
