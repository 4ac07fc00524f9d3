---@meta
-- respond-lua: LuaCATS annotations for lua-language-server.
-- Generated from the engine's class registry by `respond-lua api --luacats`; do not edit by hand.

---@class CGPoint
---@field x number
---@field y number
---@class CGSize
---@field width number
---@field height number
---@class CGRect
---@field x number
---@field y number
---@field width number
---@field height number
---@class CGAffineTransform
---@field a number
---@field b number
---@field c number
---@field d number
---@field tx number
---@field ty number
---@class TouchSet
---@field count integer
---@class Finger
---@field touch UITouch

---@class NSObject
---@field name string?
---@field className string # read-only
---@field class table # read-only
---@field isKindOfClass fun(self: NSObject, ...): any
---@field subclass fun(self: NSObject, ...): any
NSObject = {}

---@class UIResponder : NSObject
---@field nextResponder UIResponder? # read-only
---@field isFirstResponder boolean # read-only
---@field canBecomeFirstResponder boolean # read-only
---@field canResignFirstResponder boolean # read-only
---@field hasText boolean # read-only
---@field inputView UIView? # read-only
---@field becomeFirstResponder fun(self: UIResponder, ...): any
---@field resignFirstResponder fun(self: UIResponder, ...): any
---@field canPerformAction fun(self: UIResponder, ...): any
---@field targetForAction fun(self: UIResponder, ...): any
---@field insertText fun(self: UIResponder, ...): any
---@field deleteBackward fun(self: UIResponder, ...): any
---@field motionBegan fun(self: UIResponder, ...): any
---@field motionEnded fun(self: UIResponder, ...): any
---@field motionCancelled fun(self: UIResponder, ...): any
---@field remoteControlReceived fun(self: UIResponder, ...): any
---@field pressesBegan fun(self: UIResponder, ...): any
---@field pressesChanged fun(self: UIResponder, ...): any
---@field pressesEnded fun(self: UIResponder, ...): any
---@field pressesCancelled fun(self: UIResponder, ...): any
---@field touchesBegan fun(self: UIResponder, ...): any
---@field touchesMoved fun(self: UIResponder, ...): any
---@field touchesEnded fun(self: UIResponder, ...): any
---@field touchesCancelled fun(self: UIResponder, ...): any
UIResponder = {}

---@class UIView : UIResponder
---@field frame CGRect
---@field bounds CGRect
---@field center CGPoint
---@field transform CGAffineTransform
---@field alpha number
---@field hidden boolean
---@field isHidden boolean
---@field userInteractionEnabled boolean
---@field isUserInteractionEnabled boolean
---@field multipleTouchEnabled boolean
---@field isMultipleTouchEnabled boolean
---@field exclusiveTouch boolean
---@field isExclusiveTouch boolean
---@field clipsToBounds boolean
---@field backgroundColor string?
---@field tag integer
---@field superview UIView? # read-only
---@field subviews UIView[] # read-only
---@field window UIWindow? # read-only
---@field gestureRecognizers UIGestureRecognizer[] # read-only
---@field addGestureRecognizer fun(self: UIView, ...): any
---@field removeGestureRecognizer fun(self: UIView, ...): any
---@field gestureRecognizerShouldBegin fun(self: UIView, ...): any
---@field addSubview fun(self: UIView, ...): any
---@field insertSubview fun(self: UIView, ...): any
---@field removeFromSuperview fun(self: UIView, ...): any
---@field bringSubviewToFront fun(self: UIView, ...): any
---@field sendSubviewToBack fun(self: UIView, ...): any
---@field viewWithTag fun(self: UIView, ...): any
---@field find fun(self: UIView, ...): any
---@field endEditing fun(self: UIView, ...): any
---@field isDescendantOfView fun(self: UIView, ...): any
---@field hitTest fun(self: UIView, ...): any
---@field pointInside fun(self: UIView, ...): any
---@field nextResponder fun(self: UIView, ...): any
---@field convertPointToView fun(self: UIView, ...): any
---@field convertPointFromView fun(self: UIView, ...): any
---@field convertRectToView fun(self: UIView, ...): any
---@field convertRectFromView fun(self: UIView, ...): any
UIView = {}

---@class UIImageView : UIView
---@field image string?
UIImageView = {}

---@class UILabel : UIView
---@field text string
UILabel = {}

---@class UIWindow : UIView
---@field windowLevel number
---@field firstResponder UIResponder? # read-only
---@field isKeyWindow boolean # read-only
---@field keyWindow UIWindow? # read-only
---@field rootViewController UIViewController?
---@field makeKeyAndVisible fun(self: UIWindow, ...): any
---@field makeKeyWindow fun(self: UIWindow, ...): any
---@field sendEvent fun(self: UIWindow, ...): any
---@field nextResponder fun(self: UIWindow, ...): any
---@field levelNormal any
---@field levelStatusBar any
---@field levelAlert any
UIWindow = {}

---@class UIViewController : UIResponder
---@field view UIView?
---@field viewIfLoaded UIView? # read-only
---@field isViewLoaded boolean # read-only
---@field viewLoaded boolean # read-only
---@field parent UIViewController? # read-only
---@field children UIViewController[] # read-only
---@field presentedViewController UIViewController? # read-only
---@field presentingViewController UIViewController? # read-only
---@field addChild fun(self: UIViewController, ...): any
---@field removeFromParent fun(self: UIViewController, ...): any
---@field didMoveToParent fun(self: UIViewController, ...): any
---@field present fun(self: UIViewController, ...): any
---@field dismiss fun(self: UIViewController, ...): any
---@field loadView fun(self: UIViewController, ...): any
---@field viewDidLoad fun(self: UIViewController, ...): any
---@field nextResponder fun(self: UIViewController, ...): any
UIViewController = {}

---@class UIApplication : UIResponder
---@field delegate any
---@field windows UIWindow[] # read-only
---@field keyWindow UIWindow? # read-only
---@field sendEvent fun(self: UIApplication, ...): any
---@field nextResponder fun(self: UIApplication, ...): any
---@field sendAction fun(self: UIApplication, ...): any
---@field shared any
UIApplication = {}

---@class UIScreen : NSObject
---@field main any
UIScreen = {}

---@class UITouch : NSObject
---@field phase string # read-only
---@field view UIView? # read-only
---@field window UIWindow? # read-only
---@field tapCount integer # read-only
---@field timestamp number # read-only
---@field force number
---@field majorRadius number
---@field finger integer # read-only
---@field gestureRecognizers UIGestureRecognizer[] # read-only
---@field locationInView fun(self: UITouch, ...): any
---@field previousLocationInView fun(self: UITouch, ...): any
UITouch = {}

---@class UIEvent : NSObject
---@field type string # read-only
---@field subtype string? # read-only
---@field timestamp number # read-only
---@field allTouches TouchSet # read-only
---@field touchesForView fun(self: UIEvent, ...): any
---@field touchesForWindow fun(self: UIEvent, ...): any
---@field touchesForGestureRecognizer fun(self: UIEvent, ...): any
UIEvent = {}

---@class UIGestureRecognizer : NSObject
---@field state any
---@field view UIView? # read-only
---@field enabled boolean
---@field isEnabled boolean
---@field cancelsTouchesInView boolean
---@field delaysTouchesBegan boolean
---@field delaysTouchesEnded boolean
---@field numberOfTouches integer # read-only
---@field delegate any
---@field locationInView fun(self: UIGestureRecognizer, ...): any
---@field locationOfTouch fun(self: UIGestureRecognizer, ...): any
---@field requireGestureRecognizerToFail fun(self: UIGestureRecognizer, ...): any
---@field ignoreTouch fun(self: UIGestureRecognizer, ...): any
---@field addTarget fun(self: UIGestureRecognizer, ...): any
---@field removeTarget fun(self: UIGestureRecognizer, ...): any
---@field touchesBegan fun(self: UIGestureRecognizer, ...): any
---@field touchesMoved fun(self: UIGestureRecognizer, ...): any
---@field touchesEnded fun(self: UIGestureRecognizer, ...): any
---@field touchesCancelled fun(self: UIGestureRecognizer, ...): any
---@field reset fun(self: UIGestureRecognizer, ...): any
---@field canPrevent fun(self: UIGestureRecognizer, ...): any
---@field canBePreventedBy fun(self: UIGestureRecognizer, ...): any
---@field shouldRequireFailureOf fun(self: UIGestureRecognizer, ...): any
---@field shouldBeRequiredToFailBy fun(self: UIGestureRecognizer, ...): any
---@field defaults any
UIGestureRecognizer = {}

---@class UITapGestureRecognizer : UIGestureRecognizer
---@field numberOfTapsRequired integer
---@field numberOfTouchesRequired integer
UITapGestureRecognizer = {}

---@class UILongPressGestureRecognizer : UIGestureRecognizer
---@field minimumPressDuration number
---@field allowableMovement number
---@field numberOfTapsRequired integer
---@field numberOfTouchesRequired integer
UILongPressGestureRecognizer = {}

---@class UIPanGestureRecognizer : UIGestureRecognizer
---@field minimumNumberOfTouches integer
---@field maximumNumberOfTouches number
---@field translationInView fun(self: UIPanGestureRecognizer, ...): any
---@field setTranslation fun(self: UIPanGestureRecognizer, ...): any
---@field velocityInView fun(self: UIPanGestureRecognizer, ...): any
UIPanGestureRecognizer = {}

---@class UIScreenEdgePanGestureRecognizer : UIPanGestureRecognizer
---@field edges string[]
UIScreenEdgePanGestureRecognizer = {}

---@class UISwipeGestureRecognizer : UIGestureRecognizer
---@field direction string|string[]
---@field numberOfTouchesRequired integer
UISwipeGestureRecognizer = {}

---@class UIPinchGestureRecognizer : UIGestureRecognizer
---@field scale number
---@field velocity number # read-only
UIPinchGestureRecognizer = {}

---@class UIRotationGestureRecognizer : UIGestureRecognizer
---@field rotation number
---@field velocity number # read-only
UIRotationGestureRecognizer = {}

---@class UIScrollView : UIView
---@field panGestureRecognizer UIPanGestureRecognizer # read-only
---@field contentSize CGSize
---@field contentOffset CGPoint
---@field delaysContentTouches boolean
---@field scrollEnabled boolean
---@field isScrollEnabled boolean
UIScrollView = {}

---@class UIControl : UIView
---@field enabled boolean
---@field isEnabled boolean
---@field selected boolean
---@field isSelected boolean
---@field highlighted boolean # read-only
---@field isHighlighted boolean # read-only
---@field tracking boolean # read-only
---@field isTracking boolean # read-only
---@field touchInside boolean # read-only
---@field isTouchInside boolean # read-only
---@field state any # read-only
---@field allTargets any[] # read-only
---@field addTarget fun(self: UIControl, ...): any
---@field removeTarget fun(self: UIControl, ...): any
---@field sendActionsForControlEvents fun(self: UIControl, ...): any
---@field sendAction fun(self: UIControl, ...): any
---@field touchesBegan fun(self: UIControl, ...): any
---@field touchesMoved fun(self: UIControl, ...): any
---@field touchesEnded fun(self: UIControl, ...): any
---@field touchesCancelled fun(self: UIControl, ...): any
---@field beginTracking fun(self: UIControl, ...): any
---@field continueTracking fun(self: UIControl, ...): any
---@field endTracking fun(self: UIControl, ...): any
---@field cancelTracking fun(self: UIControl, ...): any
---@field gestureRecognizerShouldBegin fun(self: UIControl, ...): any
---@field defaults any
UIControl = {}

---@class UIButton : UIControl
---@field title string?
UIButton = {}

---@class UISwitch : UIControl
---@field on boolean
---@field isOn boolean
UISwitch = {}

---@class UISlider : UIControl
---@field value number
---@field minimumValue number
---@field maximumValue number
UISlider = {}

---@class UISegmentedControl : UIControl
---@field items string[]
---@field numberOfSegments integer # read-only
---@field selectedSegmentIndex integer
UISegmentedControl = {}

---@class UIStepper : UIControl
---@field value number
---@field minimumValue number
---@field maximumValue number
---@field stepValue number
UIStepper = {}

---@class UITextField : UIControl
---@field text string
---@field placeholder string?
UITextField = {}

---@class UIPress : NSObject
---@field type string # read-only
---@field phase string # read-only
---@field timestamp number # read-only
UIPress = {}

---@class sim
---@field advance any
---@field batch any
---@field clearRecords any
---@field doubleTap any
---@field drag any
---@field edgePan any
---@field keyboardVisible any
---@field longPress any
---@field now any
---@field pinch any
---@field press any
---@field record any
---@field recordLimit any
---@field records any
---@field remoteControl any
---@field rotate any
---@field settle any
---@field shake any
---@field swipe any
---@field tap any
---@field touchDown any
---@field trace any
---@field typeText any
---@field wait any
sim = {}

---@type any
CGAffineTransform = nil
---@type any
CGPoint = nil
---@type any
CGRect = nil
---@type any
CGSize = nil
---@type any
app = nil
---@type any
arg = nil

---@type fun(...): any
CGPointMake = nil
---@type fun(...): any
CGRectContainsPoint = nil
---@type fun(...): any
CGRectInset = nil
---@type fun(...): any
CGRectMake = nil
---@type fun(...): any
CGSizeMake = nil
---@type fun(...): any
assertEqual = nil
---@type fun(...): any
assertError = nil
---@type fun(...): any
doubleTap = nil
---@type fun(...): any
drag = nil
---@type fun(...): any
edgePan = nil
---@type fun(...): any
expect = nil
---@type fun(...): any
explain = nil
---@type fun(...): any
hitTest = nil
---@type fun(...): any
importHierarchy = nil
---@type fun(...): any
longPress = nil
---@type fun(...): any
pinch = nil
---@type fun(...): any
press = nil
---@type fun(...): any
printResponderChain = nil
---@type fun(...): any
remoteControl = nil
---@type fun(...): any
render = nil
---@type fun(...): any
responderChain = nil
---@type fun(...): any
rotate = nil
---@type fun(...): any
shake = nil
---@type fun(...): any
swipe = nil
---@type fun(...): any
tap = nil
---@type fun(...): any
touchDown = nil
---@type fun(...): any
tree = nil
---@type fun(...): any
typeText = nil
---@type fun(...): any
wait = nil
