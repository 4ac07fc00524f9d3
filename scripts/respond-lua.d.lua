---@meta
-- respond-lua: LuaCATS annotations for lua-language-server and EmmyLua.
-- Generated from the engine's class registry by `respond-lua api --luacats`; do not edit by hand.
-- Properties read as the engine gives them (a rect is a CGRect). Constructor tables and
-- parameters also take plain tables ({0, 0, 100, 50}, {x = 10, y = 20}); so does assigning
-- a property, but there a checker wants the value itself: v.frame = CGRect(0, 0, 100, 50).

-- Points, sizes, rects and locations as functions take them -------------------------------

---@alias PointLike CGPoint|{x: number, y: number}|number[]
---@alias SizeLike CGSize|{width: number, height: number}|number[]
---@alias RectLike CGRect|{x: number, y: number, width: number, height: number}|number[]
---@alias Location PointLike|UIView
---@alias Action string|function
---@alias IndexPathLike IndexPath|{section: integer, row?: integer, item?: integer}|integer[]

-- Enumerations: strings -------------------------------------------------------------------

---@alias GestureState "possible"|"began"|"changed"|"ended"|"cancelled"|"failed"|"recognized"
---@alias TouchPhase "began"|"moved"|"stationary"|"ended"|"cancelled"
---@alias PressPhase "began"|"changed"|"ended"|"cancelled"
---@alias ControlEvent "touchDown"|"touchDownRepeat"|"touchDragInside"|"touchDragOutside"|"touchDragEnter"|"touchDragExit"|"touchUpInside"|"touchUpOutside"|"touchCancel"|"valueChanged"|"primaryActionTriggered"|"editingDidBegin"|"editingChanged"|"editingDidEnd"|"editingDidEndOnExit"|"allTouchEvents"|"allEditingEvents"|"allEvents"
---@alias ControlStateName "highlighted"|"disabled"|"selected"
---@alias SwipeDirection "right"|"left"|"up"|"down"
---@alias ScreenEdge "left"|"right"|"top"|"bottom"
---@alias PressType "select"|"menu"|"playPause"|"upArrow"|"downArrow"|"leftArrow"|"rightArrow"
---@alias EventType "touches"|"motion"|"remoteControl"|"presses"
---@alias TraceKind "hitTest"|"deliver"|"forward"|"gesture"|"action"|"control"|"firstResponder"|"timer"|"warning"
---@alias KeyboardDismissMode "none"|"onDrag"
---@alias StackAxis "horizontal"|"vertical"
---@alias AnimationCurve "easeInOut"|"easeIn"|"easeOut"|"linear"
---@alias StackDistribution "fill"|"fillEqually"
---@alias StackAlignment "fill"
---@alias TableScrollPosition "none"|"top"|"middle"|"bottom"
---@alias CellSelectionStyle "default"|"none"|"blue"|"gray"
---@alias ClearButtonMode "never"|"whileEditing"|"unlessEditing"|"always"
---@alias ScrollDirection "vertical"|"horizontal"
---@alias BarButtonItemStyle "plain"|"done"
---@alias BarButtonSystemItem "done"|"cancel"|"edit"|"save"|"add"|"flexibleSpace"|"fixedSpace"|"compose"|"reply"|"action"|"organize"|"bookmarks"|"search"|"refresh"|"stop"|"camera"|"trash"|"play"|"pause"|"rewind"|"fastForward"|"undo"|"redo"|"close"
---@alias ControlEvents ControlEvent|ControlEvent[]
---@alias SwipeDirections SwipeDirection|SwipeDirection[]
---@alias ScreenEdges ScreenEdge|"all"|(ScreenEdge|"all")[]

-- Values made by the prelude: geometry, sets of touches, fingers --------------------------

---@class CGPoint
---@overload fun(x: number, y: number): CGPoint
---@operator add(CGPoint): CGPoint
---@operator sub(CGPoint): CGPoint
---@field x number
---@field y number
---@field distance fun(self: CGPoint, other: CGPoint): number
CGPoint = {}

---@class CGSize
---@overload fun(width: number, height: number): CGSize
---@field width number
---@field height number
CGSize = {}

---@class IndexPath
---@overload fun(section: integer, row: integer): IndexPath
---@overload fun(fields: {section: integer, row?: integer, item?: integer}|integer[]): IndexPath
---@field section integer
---@field row integer
---@field item integer # = row
IndexPath = {}

---@class CGRect
---@overload fun(x: number, y: number, width: number, height: number): CGRect
---@field x number
---@field y number
---@field width number
---@field height number
---@field origin CGPoint # read-only
---@field size CGSize # read-only
---@field minX number # read-only
---@field midX number # read-only
---@field maxX number # read-only
---@field minY number # read-only
---@field midY number # read-only
---@field maxY number # read-only
---@field contains fun(self: CGRect, point: PointLike): boolean
---@field insetBy fun(self: CGRect, dx: number, dy: number): CGRect
---@field offsetBy fun(self: CGRect, dx: number, dy: number): CGRect
---@field intersects fun(self: CGRect, other: CGRect): boolean
---@field union fun(self: CGRect, other: CGRect): CGRect
CGRect = {}

---@class CGAffineTransform
---@field a number
---@field b number
---@field c number
---@field d number
---@field tx number
---@field ty number
---@field concatenating fun(self: CGAffineTransform, other: CGAffineTransform): CGAffineTransform
---@field inverted fun(self: CGAffineTransform): CGAffineTransform
---@field apply fun(self: CGAffineTransform, point: PointLike): CGPoint
---@field scaledBy fun(self: CGAffineTransform, sx: number, sy?: number): CGAffineTransform
---@field rotatedBy fun(self: CGAffineTransform, radians: number): CGAffineTransform
---@field translatedBy fun(self: CGAffineTransform, tx: number, ty: number): CGAffineTransform
---@field isIdentity fun(self: CGAffineTransform): boolean

---@class CGAffineTransformConstructors
---@overload fun(a: number, b: number, c: number, d: number, tx: number, ty: number): CGAffineTransform
---@field identity CGAffineTransform # a new identity transform each time
---@field makeScale fun(sx: number, sy?: number): CGAffineTransform
---@field makeRotation fun(radians: number): CGAffineTransform # positive: clockwise on screen
---@field makeTranslation fun(tx: number, ty: number): CGAffineTransform
CGAffineTransform = {}

---@class TouchSet
---@operator len: integer
---@field count integer
---@field [integer] UITouch
---@field each fun(self: TouchSet): fun(): UITouch?
---@field all fun(self: TouchSet): UITouch[]
---@field anyObject fun(self: TouchSet): UITouch
---@field contains fun(self: TouchSet, touch: UITouch): boolean

---@class PressSet
---@operator len: integer
---@field count integer
---@field [integer] UIPress
---@field each fun(self: PressSet): fun(): UIPress?
---@field all fun(self: PressSet): UIPress[]
---@field anyObject fun(self: PressSet): UIPress
---@field contains fun(self: PressSet, press: UIPress): boolean

---@class Finger
---@field touch UITouch
---@field hold fun(self: Finger, seconds: number): Finger
---@field up fun(self: Finger): Finger
---@field cancel fun(self: Finger): Finger
local Finger = {}

---@param x number
---@param y number
---@return Finger
---@overload fun(self: Finger, to: Location): Finger
function Finger:moveTo(x, y) end

-- Tables the library returns or takes -----------------------------------------------------

---@class TapOptions
---@field taps? integer # 1 (2 for doubleTap)
---@field fingers? integer # 1
---@field spread? number # 40
---@field hold? number # 0.05 s
---@field interval? number # 0.1 s
---@field settle? boolean # true

---@class LongPressOptions
---@field duration? number # 0.8 s
---@field fingers? integer # 1
---@field spread? number # 40
---@field settle? boolean # true

---@class DragOptions
---@field duration? number # 0.3 s
---@field steps? integer
---@field fingers? integer # 1
---@field spread? number # 40
---@field settle? boolean # true

---@class SwipeOptions
---@field distance? number # 150
---@field duration? number # 0.1 s
---@field fingers? integer # 1
---@field settle? boolean # true

---@class PinchOptions
---@field scale? number # 2
---@field spread? number # 100
---@field angle? number # 0: radians the fingers turn as they pinch, positive clockwise (as rotate's)
---@field duration? number # 0.5 s
---@field settle? boolean # true

---@class RotateOptions
---@field angle? number # pi/2, positive clockwise
---@field radius? number # 80
---@field duration? number # 0.5 s
---@field settle? boolean # true

---@class EdgePanOptions
---@field distance? number # 150
---@field duration? number # 0.3 s
---@field settle? boolean # true

---@class RenderOptions
---@field at? Location
---@field touches? boolean # true

---@class Explanation
---@field view UIView?
---@field steps ExplanationStep[]
---@field chain UIResponder[]
---@field recognizers UIGestureRecognizer[]
---@field contentTouches string[] # what each enclosing scroll view does with the touch
---@field barNotes string[] # what a bar item there sends, a drawn title, a swipe back the navigation controller refuses (SPEC 12.5)
---@field covered UIView? # the view the hit view covers there (by frames and flags)
---@field text string

---@class ExplanationStep
---@field view UIView
---@field point CGPoint
---@field depth integer
---@field verdict string

---@class TraceRecord
---@field kind TraceKind
---@field time number
---@field text string
---@field view NSObject?
---@field from NSObject?
---@field to NSObject?
---@field recognizer UIGestureRecognizer?
---@field target NSObject?
---@field method string?
---@field action string?
---@field event string?
---@field reason string?
---@field point CGPoint?
---@field touches integer?

---@class Tunables
---@field tapMaximumInterval number
---@field tapAllowableMovement number
---@field tapMaximumDuration number
---@field tapCountInterval number
---@field tapCountDistance number
---@field panHysteresis number
---@field edgeRegion number
---@field swipeMinimumDistance number
---@field swipeMaximumSecondary number
---@field swipeMaximumDuration number
---@field pinchThreshold number
---@field rotationThreshold number
---@field velocitySmoothing number
---@field exclusiveTouchBlocksRecognizers number
---@field trackingMargin number
---@field velocityRestTime number

---@class ScrollViewTunables
---@field contentTouchDelay number
---@field minimumDecelerationSpeed number
---@field decelerationStopSpeed number
---@field pagingFlickSpeed number

---@class TableViewTunables
---@field titleHeaderHeight number
---@field deleteButtonWidth number

---@class BarButtonItemTunables
---@field itemWidth number

---@class AnimationOptions
---@field delay? number # seconds before it starts; 0
---@field curve? AnimationCurve # easeInOut
---@field allowUserInteraction? boolean # false: the view refuses touches while animated

---@class UITabBarControllerDelegate
---@field shouldSelect? fun(self: any, tabBarController: UITabBarController, controller: UIViewController): boolean
---@field didSelect? fun(self: any, tabBarController: UITabBarController, controller: UIViewController)

---@class UINavigationControllerDelegate
---@field willShow? fun(self: any, navigationController: UINavigationController, controller: UIViewController)
---@field didShow? fun(self: any, navigationController: UINavigationController, controller: UIViewController)

---@class NSRange
---@field location integer # 0-based, UTF-16 units
---@field length integer

---@class UITextFieldDelegate
---@field textFieldShouldBeginEditing? fun(self: any, textField: UITextField): boolean
---@field textFieldDidBeginEditing? fun(self: any, textField: UITextField)
---@field textFieldShouldEndEditing? fun(self: any, textField: UITextField): boolean
---@field textFieldDidEndEditing? fun(self: any, textField: UITextField)
---@field shouldChangeCharactersIn? fun(self: any, textField: UITextField, range: NSRange, string: string): boolean
---@field textFieldShouldClear? fun(self: any, textField: UITextField): boolean
---@field textFieldShouldReturn? fun(self: any, textField: UITextField): boolean

---@class EdgeInsets
---@field top number
---@field left number
---@field bottom number
---@field right number

---@class UIScrollViewDelegate
---@field scrollViewWillBeginDragging? fun(self: any, scrollView: UIScrollView)
---@field scrollViewDidScroll? fun(self: any, scrollView: UIScrollView)
---@field scrollViewDidEndDragging? fun(self: any, scrollView: UIScrollView, willDecelerate: boolean)
---@field scrollViewWillBeginDecelerating? fun(self: any, scrollView: UIScrollView)
---@field scrollViewDidEndDecelerating? fun(self: any, scrollView: UIScrollView)

---@class UITableViewDataSource
---@field numberOfSections? fun(self: any, tableView: UITableView): integer
---@field numberOfRowsInSection? fun(self: any, tableView: UITableView, section: integer): integer
---@field cellForRowAt? fun(self: any, tableView: UITableView, indexPath: IndexPath): UITableViewCell

---@class UITableViewDelegate
---@field heightForRowAt? fun(self: any, tableView: UITableView, indexPath: IndexPath): number
---@field heightForHeaderInSection? fun(self: any, tableView: UITableView, section: integer): number
---@field heightForFooterInSection? fun(self: any, tableView: UITableView, section: integer): number
---@field shouldHighlightRowAt? fun(self: any, tableView: UITableView, indexPath: IndexPath): boolean
---@field didHighlightRowAt? fun(self: any, tableView: UITableView, indexPath: IndexPath)
---@field didUnhighlightRowAt? fun(self: any, tableView: UITableView, indexPath: IndexPath)
---@field willSelectRowAt? fun(self: any, tableView: UITableView, indexPath: IndexPath): IndexPathLike?
---@field didSelectRowAt? fun(self: any, tableView: UITableView, indexPath: IndexPath)
---@field willDeselectRowAt? fun(self: any, tableView: UITableView, indexPath: IndexPath): IndexPathLike?
---@field didDeselectRowAt? fun(self: any, tableView: UITableView, indexPath: IndexPath)
---@field scrollViewWillBeginDragging? fun(self: any, scrollView: UIScrollView)
---@field scrollViewDidScroll? fun(self: any, scrollView: UIScrollView)
---@field scrollViewDidEndDragging? fun(self: any, scrollView: UIScrollView, willDecelerate: boolean)
---@field scrollViewWillBeginDecelerating? fun(self: any, scrollView: UIScrollView)
---@field scrollViewDidEndDecelerating? fun(self: any, scrollView: UIScrollView)

---@class UICollectionViewDataSource
---@field numberOfSections? fun(self: any, collectionView: UICollectionView): integer
---@field numberOfItemsInSection? fun(self: any, collectionView: UICollectionView, section: integer): integer
---@field cellForItemAt? fun(self: any, collectionView: UICollectionView, indexPath: IndexPath): UICollectionViewCell

---@class UICollectionViewDelegate
---@field sizeForItemAt? fun(self: any, collectionView: UICollectionView, layout: UICollectionViewFlowLayout, indexPath: IndexPath): SizeLike
---@field shouldHighlightItemAt? fun(self: any, collectionView: UICollectionView, indexPath: IndexPath): boolean
---@field didHighlightItemAt? fun(self: any, collectionView: UICollectionView, indexPath: IndexPath)
---@field didUnhighlightItemAt? fun(self: any, collectionView: UICollectionView, indexPath: IndexPath)
---@field shouldSelectItemAt? fun(self: any, collectionView: UICollectionView, indexPath: IndexPath): boolean
---@field didSelectItemAt? fun(self: any, collectionView: UICollectionView, indexPath: IndexPath)
---@field shouldDeselectItemAt? fun(self: any, collectionView: UICollectionView, indexPath: IndexPath): boolean
---@field didDeselectItemAt? fun(self: any, collectionView: UICollectionView, indexPath: IndexPath)
---@field scrollViewDidScroll? fun(self: any, scrollView: UIScrollView)

---@class UIScreenMain
---@field bounds CGRect
---@field scale number

---@class UIGestureRecognizerDelegate
---@field shouldBegin? fun(self: any, recognizer: UIGestureRecognizer): boolean
---@field shouldReceiveTouch? fun(self: any, recognizer: UIGestureRecognizer, touch: UITouch): boolean
---@field shouldReceivePress? fun(self: any, recognizer: UIGestureRecognizer, press: UIPress): boolean
---@field shouldReceiveEvent? fun(self: any, recognizer: UIGestureRecognizer, event: UIEvent): boolean
---@field shouldRecognizeSimultaneouslyWith? fun(self: any, recognizer: UIGestureRecognizer, other: UIGestureRecognizer): boolean
---@field shouldRequireFailureOf? fun(self: any, recognizer: UIGestureRecognizer, other: UIGestureRecognizer): boolean
---@field shouldBeRequiredToFailBy? fun(self: any, recognizer: UIGestureRecognizer, other: UIGestureRecognizer): boolean

-- Classes (from the registry) -------------------------------------------------------------

---@class NSObjectProps
---@field name? string
---@field [string] any # other keys are stored on the object

---@class NSObject
---@field name string?
---@field className string # read-only
---@field class NSObject # the object's class; read-only
---@field [string] any # a script may keep its own state on an object
---@field init fun(self: NSObject, props?: table) # runs after construction, in a subclass
---@field isKindOfClass fun(self: NSObject, class: NSObject): boolean
---@field subclass fun(self: NSObject, name: string): NSObject
NSObject = {}

---@class UIResponderProps : NSObjectProps

---@class UIResponder : NSObject
---@overload fun(props?: UIResponderProps): UIResponder
---@field nextResponder UIResponder?
---@field isFirstResponder boolean # read-only
---@field canBecomeFirstResponder boolean
---@field canResignFirstResponder boolean
---@field hasText boolean
---@field inputView UIView?
---@field inputAccessoryView UIView? # shown above the keyboard while first responder
---@field super NSObject # on a class: its parent class
---@field init fun(self: UIResponder, props?: table) # runs after construction, in a subclass
---@field becomeFirstResponder fun(self: UIResponder): boolean
---@field resignFirstResponder fun(self: UIResponder): boolean
---@field canPerformAction fun(self: UIResponder, action: string, sender?: any): boolean
---@field targetForAction fun(self: UIResponder, action: string, sender?: any): any
---@field reloadInputViews fun(self: UIResponder)
---@field insertText fun(self: UIResponder, text: string)
---@field deleteBackward fun(self: UIResponder)
---@field motionBegan fun(self: UIResponder, motion: string, event: UIEvent)
---@field motionEnded fun(self: UIResponder, motion: string, event: UIEvent)
---@field motionCancelled fun(self: UIResponder, motion: string, event: UIEvent)
---@field remoteControlReceived fun(self: UIResponder, event: UIEvent)
---@field pressesBegan fun(self: UIResponder, presses: PressSet, event: UIEvent)
---@field pressesChanged fun(self: UIResponder, presses: PressSet, event: UIEvent)
---@field pressesEnded fun(self: UIResponder, presses: PressSet, event: UIEvent)
---@field pressesCancelled fun(self: UIResponder, presses: PressSet, event: UIEvent)
---@field touchesBegan fun(self: UIResponder, touches: TouchSet, event: UIEvent)
---@field touchesMoved fun(self: UIResponder, touches: TouchSet, event: UIEvent)
---@field touchesEnded fun(self: UIResponder, touches: TouchSet, event: UIEvent)
---@field touchesCancelled fun(self: UIResponder, touches: TouchSet, event: UIEvent)
---@field subclass fun(self: UIResponder, name: string): UIResponder
UIResponder = {}

---@class UIViewProps : UIResponderProps
---@field frame? RectLike
---@field bounds? RectLike
---@field autoresizingMask? string[]
---@field autoresizesSubviews? boolean
---@field translatesAutoresizingMaskIntoConstraints? boolean
---@field center? PointLike
---@field transform? CGAffineTransform
---@field alpha? number
---@field hidden? boolean
---@field isHidden? boolean
---@field userInteractionEnabled? boolean
---@field isUserInteractionEnabled? boolean
---@field multipleTouchEnabled? boolean
---@field isMultipleTouchEnabled? boolean
---@field exclusiveTouch? boolean
---@field isExclusiveTouch? boolean
---@field clipsToBounds? boolean
---@field backgroundColor? string
---@field tag? integer
---@field gestureRecognizers? UIGestureRecognizer[]
---@field subviews? UIView[] # added in order

---@class UIView : UIResponder
---@overload fun(props?: UIViewProps): UIView
---@field frame CGRect
---@field bounds CGRect
---@field autoresizingMask string[] # names like "flexibleWidth" (or one name); {} is none
---@field autoresizesSubviews boolean
---@field translatesAutoresizingMaskIntoConstraints boolean # accepted and ignored
---@field presentationFrame CGRect # where it is drawn now (an animation's presentation); read-only
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
---@field super UIResponder # on a class: its parent class
---@field init fun(self: UIView, props?: table) # runs after construction, in a subclass
---@field layoutSubviews fun(self: UIView)
---@field setNeedsLayout fun(self: UIView)
---@field layoutIfNeeded fun(self: UIView)
---@field addGestureRecognizer fun(self: UIView, recognizer: UIGestureRecognizer)
---@field removeGestureRecognizer fun(self: UIView, recognizer: UIGestureRecognizer)
---@field gestureRecognizerShouldBegin fun(self: UIView, recognizer: UIGestureRecognizer): boolean
---@field addSubview fun(self: UIView, view: UIView)
---@field insertSubview fun(self: UIView, view: UIView, index: integer)
---@field removeFromSuperview fun(self: UIView)
---@field bringSubviewToFront fun(self: UIView, view: UIView)
---@field sendSubviewToBack fun(self: UIView, view: UIView)
---@field viewWithTag fun(self: UIView, tag: integer): UIView?
---@field find fun(self: UIView, name: string): UIView?
---@field endEditing fun(self: UIView, force?: boolean): boolean
---@field isDescendantOfView fun(self: UIView, view: UIView): boolean
---@field hitTest fun(self: UIView, point: CGPoint, event?: UIEvent): UIView?
---@field pointInside fun(self: UIView, point: CGPoint, event?: UIEvent): boolean
---@field convertPointToView fun(self: UIView, point: PointLike, view?: UIView): CGPoint
---@field convertPointFromView fun(self: UIView, point: PointLike, view?: UIView): CGPoint
---@field convertRectToView fun(self: UIView, rect: RectLike, view?: UIView): CGRect
---@field convertRectFromView fun(self: UIView, rect: RectLike, view?: UIView): CGRect
---@field subclass fun(self: UIView, name: string): UIView
UIView = {}

---@param duration number
---@param animations fun()
---@param options? AnimationOptions
---@param completion? fun(finished: boolean)
---@overload fun(duration: number, animations: fun(), completion?: fun(finished: boolean))
---@overload fun(duration: number, delay: number, options: AnimationOptions|nil, animations: fun(), completion?: fun(finished: boolean))
function UIView.animate(duration, animations, options, completion) end

---@class UIImageViewProps : UIViewProps
---@field image? string

---@class UIImageView : UIView
---@overload fun(props?: UIImageViewProps): UIImageView
---@field image string?
---@field super UIView # on a class: its parent class
---@field init fun(self: UIImageView, props?: table) # runs after construction, in a subclass
---@field subclass fun(self: UIImageView, name: string): UIImageView
UIImageView = {}

---@class UILabelProps : UIViewProps
---@field text? string

---@class UILabel : UIView
---@overload fun(props?: UILabelProps): UILabel
---@field text string?
---@field super UIView # on a class: its parent class
---@field init fun(self: UILabel, props?: table) # runs after construction, in a subclass
---@field subclass fun(self: UILabel, name: string): UILabel
UILabel = {}

---@class UIWindowProps : UIViewProps
---@field windowLevel? number
---@field rootViewController? UIViewController

---@class UIWindow : UIView
---@overload fun(props?: UIWindowProps): UIWindow
---@field windowLevel number
---@field firstResponder UIResponder? # read-only
---@field isKeyWindow boolean # read-only
---@field keyWindow boolean # = isKeyWindow; read-only
---@field rootViewController UIViewController?
---@field super UIView # on a class: its parent class
---@field init fun(self: UIWindow, props?: table) # runs after construction, in a subclass
---@field makeKeyAndVisible fun(self: UIWindow)
---@field makeKeyWindow fun(self: UIWindow)
---@field sendEvent fun(self: UIWindow, event: UIEvent)
---@field subclass fun(self: UIWindow, name: string): UIWindow
---@field levelNormal number
---@field levelStatusBar number
---@field levelAlert number
---@field levelKeyboard number # the keyboard window's level, above every app window
UIWindow = {}

---@class UIViewControllerProps : UIResponderProps
---@field view? UIView
---@field children? UIViewController[]

---@class UIViewController : UIResponder
---@overload fun(props?: UIViewControllerProps): UIViewController
---@field navigationItem UINavigationItem # made on first read, one per controller; read-only
---@field view UIView # made by loadView on first read
---@field viewIfLoaded UIView? # read-only
---@field isViewLoaded boolean # read-only
---@field viewLoaded boolean # read-only
---@field parent UIViewController? # read-only
---@field children UIViewController[] # read-only
---@field presentedViewController UIViewController? # read-only
---@field presentingViewController UIViewController? # read-only
---@field navigationController UINavigationController? # read-only
---@field tabBarController UITabBarController? # read-only
---@field super UIResponder # on a class: its parent class
---@field init fun(self: UIViewController, props?: table) # runs after construction, in a subclass
---@field addChild fun(self: UIViewController, child: UIViewController)
---@field removeFromParent fun(self: UIViewController)
---@field didMoveToParent fun(self: UIViewController, parent: UIViewController?)
---@field present fun(self: UIViewController, controller: UIViewController)
---@field dismiss fun(self: UIViewController)
---@field loadView fun(self: UIViewController)
---@field viewDidLoad fun(self: UIViewController)
---@field subclass fun(self: UIViewController, name: string): UIViewController
UIViewController = {}

---@class UIApplication : UIResponder
---@field delegate UIResponder|table|nil
---@field windows UIWindow[] # read-only
---@field keyWindow UIWindow? # read-only
---@field super UIResponder # on a class: its parent class
---@field sendEvent fun(self: UIApplication, event: UIEvent)
---@field sendAction fun(self: UIApplication, action: Action, target: any, sender?: any, event?: UIEvent): boolean
---@field subclass fun(self: UIApplication, name: string): UIApplication
---@field shared UIApplication
UIApplication = {}

---@class UIScreen : NSObject
---@field super NSObject # on a class: its parent class
---@field subclass fun(self: UIScreen, name: string): UIScreen
---@field main UIScreenMain
UIScreen = {}

---@class UITouch : NSObject
---@field phase TouchPhase # read-only
---@field view UIView? # read-only
---@field window UIWindow? # read-only
---@field tapCount integer # read-only
---@field timestamp number # read-only
---@field force number
---@field majorRadius number
---@field finger integer # read-only
---@field gestureRecognizers UIGestureRecognizer[] # read-only
---@field super NSObject # on a class: its parent class
---@field locationInView fun(self: UITouch, view?: UIView): CGPoint
---@field previousLocationInView fun(self: UITouch, view?: UIView): CGPoint
---@field subclass fun(self: UITouch, name: string): UITouch
UITouch = {}

---@class UIEvent : NSObject
---@field type EventType # read-only
---@field subtype string? # read-only
---@field timestamp number # read-only
---@field allTouches TouchSet # read-only
---@field super NSObject # on a class: its parent class
---@field touchesForView fun(self: UIEvent, view: UIView): TouchSet
---@field touchesForWindow fun(self: UIEvent, window: UIWindow): TouchSet
---@field touchesForGestureRecognizer fun(self: UIEvent, recognizer: UIGestureRecognizer): TouchSet
---@field subclass fun(self: UIEvent, name: string): UIEvent
UIEvent = {}

---@class UIGestureRecognizerProps : NSObjectProps
---@field state? GestureState
---@field enabled? boolean
---@field isEnabled? boolean
---@field cancelsTouchesInView? boolean
---@field delaysTouchesBegan? boolean
---@field delaysTouchesEnded? boolean
---@field delegate? UIGestureRecognizerDelegate|NSObject|nil
---@field action? string|fun(recognizer: UIGestureRecognizer) # a method name of target, or a function
---@field target? any # receives action (a method name)

---@class UIGestureRecognizer : NSObject
---@overload fun(props?: UIGestureRecognizerProps): UIGestureRecognizer
---@field state GestureState
---@field view UIView? # read-only
---@field enabled boolean
---@field isEnabled boolean
---@field cancelsTouchesInView boolean
---@field delaysTouchesBegan boolean
---@field delaysTouchesEnded boolean
---@field numberOfTouches integer # read-only
---@field delegate UIGestureRecognizerDelegate|NSObject|nil
---@field super NSObject # on a class: its parent class
---@field init fun(self: UIGestureRecognizer, props?: table) # runs after construction, in a subclass
---@field locationInView fun(self: UIGestureRecognizer, view?: UIView): CGPoint
---@field locationOfTouch fun(self: UIGestureRecognizer, index: integer, view?: UIView): CGPoint
---@field requireGestureRecognizerToFail fun(self: UIGestureRecognizer, other: UIGestureRecognizer)
---@field ignoreTouch fun(self: UIGestureRecognizer, touch: UITouch, event?: UIEvent)
---@field addTarget fun(self: UIGestureRecognizer, target: any, action: string|fun(recognizer: UIGestureRecognizer))
---@field removeTarget fun(self: UIGestureRecognizer, target?: any, action?: Action)
---@field touchesBegan fun(self: UIGestureRecognizer, touches: TouchSet, event: UIEvent)
---@field touchesMoved fun(self: UIGestureRecognizer, touches: TouchSet, event: UIEvent)
---@field touchesEnded fun(self: UIGestureRecognizer, touches: TouchSet, event: UIEvent)
---@field touchesCancelled fun(self: UIGestureRecognizer, touches: TouchSet, event: UIEvent)
---@field reset fun(self: UIGestureRecognizer)
---@field canPrevent fun(self: UIGestureRecognizer, other: UIGestureRecognizer): boolean
---@field canBePreventedBy fun(self: UIGestureRecognizer, other: UIGestureRecognizer): boolean
---@field shouldRequireFailureOf fun(self: UIGestureRecognizer, other: UIGestureRecognizer): boolean
---@field shouldBeRequiredToFailBy fun(self: UIGestureRecognizer, other: UIGestureRecognizer): boolean
---@field subclass fun(self: UIGestureRecognizer, name: string): UIGestureRecognizer
---@field defaults Tunables
UIGestureRecognizer = {}

---@class UITapGestureRecognizerProps : UIGestureRecognizerProps
---@field numberOfTapsRequired? integer
---@field numberOfTouchesRequired? integer
---@field action? string|fun(recognizer: UITapGestureRecognizer) # a method name of target, or a function

---@class UITapGestureRecognizer : UIGestureRecognizer
---@overload fun(props?: UITapGestureRecognizerProps): UITapGestureRecognizer
---@field numberOfTapsRequired integer
---@field numberOfTouchesRequired integer
---@field super UIGestureRecognizer # on a class: its parent class
---@field init fun(self: UITapGestureRecognizer, props?: table) # runs after construction, in a subclass
---@field addTarget fun(self: UITapGestureRecognizer, target: any, action: string|fun(recognizer: UITapGestureRecognizer))
---@field subclass fun(self: UITapGestureRecognizer, name: string): UITapGestureRecognizer
UITapGestureRecognizer = {}

---@class UILongPressGestureRecognizerProps : UIGestureRecognizerProps
---@field minimumPressDuration? number
---@field allowableMovement? number
---@field numberOfTapsRequired? integer
---@field numberOfTouchesRequired? integer
---@field action? string|fun(recognizer: UILongPressGestureRecognizer) # a method name of target, or a function

---@class UILongPressGestureRecognizer : UIGestureRecognizer
---@overload fun(props?: UILongPressGestureRecognizerProps): UILongPressGestureRecognizer
---@field minimumPressDuration number
---@field allowableMovement number
---@field numberOfTapsRequired integer
---@field numberOfTouchesRequired integer
---@field super UIGestureRecognizer # on a class: its parent class
---@field init fun(self: UILongPressGestureRecognizer, props?: table) # runs after construction, in a subclass
---@field addTarget fun(self: UILongPressGestureRecognizer, target: any, action: string|fun(recognizer: UILongPressGestureRecognizer))
---@field subclass fun(self: UILongPressGestureRecognizer, name: string): UILongPressGestureRecognizer
UILongPressGestureRecognizer = {}

---@class UIPanGestureRecognizerProps : UIGestureRecognizerProps
---@field minimumNumberOfTouches? integer
---@field maximumNumberOfTouches? number
---@field action? string|fun(recognizer: UIPanGestureRecognizer) # a method name of target, or a function

---@class UIPanGestureRecognizer : UIGestureRecognizer
---@overload fun(props?: UIPanGestureRecognizerProps): UIPanGestureRecognizer
---@field minimumNumberOfTouches integer
---@field maximumNumberOfTouches number # math.huge: no maximum
---@field super UIGestureRecognizer # on a class: its parent class
---@field init fun(self: UIPanGestureRecognizer, props?: table) # runs after construction, in a subclass
---@field translationInView fun(self: UIPanGestureRecognizer, view?: UIView): CGPoint
---@field setTranslation fun(self: UIPanGestureRecognizer, translation: PointLike, view?: UIView)
---@field velocityInView fun(self: UIPanGestureRecognizer, view?: UIView): CGPoint
---@field addTarget fun(self: UIPanGestureRecognizer, target: any, action: string|fun(recognizer: UIPanGestureRecognizer))
---@field subclass fun(self: UIPanGestureRecognizer, name: string): UIPanGestureRecognizer
UIPanGestureRecognizer = {}

---@class UIScreenEdgePanGestureRecognizerProps : UIPanGestureRecognizerProps
---@field edges? ScreenEdges
---@field action? string|fun(recognizer: UIScreenEdgePanGestureRecognizer) # a method name of target, or a function

---@class UIScreenEdgePanGestureRecognizer : UIPanGestureRecognizer
---@overload fun(props?: UIScreenEdgePanGestureRecognizerProps): UIScreenEdgePanGestureRecognizer
---@field edges ScreenEdge[]
---@field super UIPanGestureRecognizer # on a class: its parent class
---@field init fun(self: UIScreenEdgePanGestureRecognizer, props?: table) # runs after construction, in a subclass
---@field addTarget fun(self: UIScreenEdgePanGestureRecognizer, target: any, action: string|fun(recognizer: UIScreenEdgePanGestureRecognizer))
---@field subclass fun(self: UIScreenEdgePanGestureRecognizer, name: string): UIScreenEdgePanGestureRecognizer
UIScreenEdgePanGestureRecognizer = {}

---@class UISwipeGestureRecognizerProps : UIGestureRecognizerProps
---@field direction? SwipeDirections
---@field numberOfTouchesRequired? integer
---@field action? string|fun(recognizer: UISwipeGestureRecognizer) # a method name of target, or a function

---@class UISwipeGestureRecognizer : UIGestureRecognizer
---@overload fun(props?: UISwipeGestureRecognizerProps): UISwipeGestureRecognizer
---@field direction SwipeDirection|SwipeDirection[] # one name, or an array when several
---@field numberOfTouchesRequired integer
---@field super UIGestureRecognizer # on a class: its parent class
---@field init fun(self: UISwipeGestureRecognizer, props?: table) # runs after construction, in a subclass
---@field addTarget fun(self: UISwipeGestureRecognizer, target: any, action: string|fun(recognizer: UISwipeGestureRecognizer))
---@field subclass fun(self: UISwipeGestureRecognizer, name: string): UISwipeGestureRecognizer
UISwipeGestureRecognizer = {}

---@class UIPinchGestureRecognizerProps : UIGestureRecognizerProps
---@field scale? number
---@field action? string|fun(recognizer: UIPinchGestureRecognizer) # a method name of target, or a function

---@class UIPinchGestureRecognizer : UIGestureRecognizer
---@overload fun(props?: UIPinchGestureRecognizerProps): UIPinchGestureRecognizer
---@field scale number
---@field velocity number # read-only
---@field super UIGestureRecognizer # on a class: its parent class
---@field init fun(self: UIPinchGestureRecognizer, props?: table) # runs after construction, in a subclass
---@field addTarget fun(self: UIPinchGestureRecognizer, target: any, action: string|fun(recognizer: UIPinchGestureRecognizer))
---@field subclass fun(self: UIPinchGestureRecognizer, name: string): UIPinchGestureRecognizer
UIPinchGestureRecognizer = {}

---@class UIRotationGestureRecognizerProps : UIGestureRecognizerProps
---@field rotation? number
---@field action? string|fun(recognizer: UIRotationGestureRecognizer) # a method name of target, or a function

---@class UIRotationGestureRecognizer : UIGestureRecognizer
---@overload fun(props?: UIRotationGestureRecognizerProps): UIRotationGestureRecognizer
---@field rotation number
---@field velocity number # read-only
---@field super UIGestureRecognizer # on a class: its parent class
---@field init fun(self: UIRotationGestureRecognizer, props?: table) # runs after construction, in a subclass
---@field addTarget fun(self: UIRotationGestureRecognizer, target: any, action: string|fun(recognizer: UIRotationGestureRecognizer))
---@field subclass fun(self: UIRotationGestureRecognizer, name: string): UIRotationGestureRecognizer
UIRotationGestureRecognizer = {}

---@class UIScrollViewDelayedTouchesBeganGestureRecognizer : UIGestureRecognizer
---@field super UIGestureRecognizer # on a class: its parent class
---@field addTarget fun(self: UIScrollViewDelayedTouchesBeganGestureRecognizer, target: any, action: string|fun(recognizer: UIScrollViewDelayedTouchesBeganGestureRecognizer))
---@field subclass fun(self: UIScrollViewDelayedTouchesBeganGestureRecognizer, name: string): UIScrollViewDelayedTouchesBeganGestureRecognizer
UIScrollViewDelayedTouchesBeganGestureRecognizer = {}

---@class UIScrollViewPanGestureRecognizer : UIPanGestureRecognizer
---@field super UIPanGestureRecognizer # on a class: its parent class
---@field addTarget fun(self: UIScrollViewPanGestureRecognizer, target: any, action: string|fun(recognizer: UIScrollViewPanGestureRecognizer))
---@field subclass fun(self: UIScrollViewPanGestureRecognizer, name: string): UIScrollViewPanGestureRecognizer
UIScrollViewPanGestureRecognizer = {}

---@class UIScrollViewProps : UIViewProps
---@field contentSize? SizeLike
---@field contentOffset? PointLike
---@field contentInset? EdgeInsets
---@field delaysContentTouches? boolean
---@field canCancelContentTouches? boolean
---@field scrollEnabled? boolean
---@field isScrollEnabled? boolean
---@field bounces? boolean
---@field alwaysBounceVertical? boolean
---@field alwaysBounceHorizontal? boolean
---@field pagingEnabled? boolean
---@field isPagingEnabled? boolean
---@field decelerationRate? number
---@field keyboardDismissMode? KeyboardDismissMode
---@field delegate? UIScrollViewDelegate|NSObject|nil

---@class UIScrollView : UIView
---@overload fun(props?: UIScrollViewProps): UIScrollView
---@field panGestureRecognizer UIPanGestureRecognizer # read-only
---@field pinchGestureRecognizer nil # not modelled; read-only
---@field contentSize CGSize
---@field contentOffset CGPoint
---@field contentInset EdgeInsets
---@field delaysContentTouches boolean
---@field canCancelContentTouches boolean
---@field scrollEnabled boolean
---@field isScrollEnabled boolean
---@field bounces boolean
---@field alwaysBounceVertical boolean
---@field alwaysBounceHorizontal boolean
---@field pagingEnabled boolean
---@field isPagingEnabled boolean
---@field decelerationRate number # 0.998 ("normal") or 0.99 ("fast"); either name may be assigned
---@field keyboardDismissMode KeyboardDismissMode
---@field isTracking boolean # read-only
---@field tracking boolean # read-only
---@field isDragging boolean # read-only
---@field dragging boolean # read-only
---@field isDecelerating boolean # read-only
---@field decelerating boolean # read-only
---@field delegate UIScrollViewDelegate|NSObject|nil
---@field super UIView # on a class: its parent class
---@field init fun(self: UIScrollView, props?: table) # runs after construction, in a subclass
---@field setContentOffset fun(self: UIScrollView, offset: PointLike)
---@field touchesShouldBegin fun(self: UIScrollView, touches: TouchSet, event: UIEvent, view: UIView): boolean
---@field touchesShouldCancel fun(self: UIScrollView, view: UIView): boolean
---@field subclass fun(self: UIScrollView, name: string): UIScrollView
---@field defaults ScrollViewTunables
UIScrollView = {}

---@class UIStackViewProps : UIViewProps
---@field axis? StackAxis
---@field spacing? number
---@field distribution? StackDistribution
---@field alignment? StackAlignment
---@field arrangedSubviews? UIView[] # arranged (and added as subviews) in order

---@class UIStackView : UIView
---@overload fun(props?: UIStackViewProps): UIStackView
---@field arrangedSubviews UIView[] # read-only
---@field axis StackAxis
---@field spacing number
---@field distribution StackDistribution
---@field alignment StackAlignment
---@field super UIView # on a class: its parent class
---@field init fun(self: UIStackView, props?: table) # runs after construction, in a subclass
---@field addArrangedSubview fun(self: UIStackView, view: UIView)
---@field insertArrangedSubview fun(self: UIStackView, view: UIView, index: integer)
---@field removeArrangedSubview fun(self: UIStackView, view: UIView)
---@field subclass fun(self: UIStackView, name: string): UIStackView
UIStackView = {}

---@class _UISwipeActionPanGestureRecognizer : UIPanGestureRecognizer
---@field super UIPanGestureRecognizer # on a class: its parent class
---@field addTarget fun(self: _UISwipeActionPanGestureRecognizer, target: any, action: string|fun(recognizer: _UISwipeActionPanGestureRecognizer))
---@field subclass fun(self: _UISwipeActionPanGestureRecognizer, name: string): _UISwipeActionPanGestureRecognizer
_UISwipeActionPanGestureRecognizer = {}

---@class UITableViewCellProps : UIViewProps
---@field reuseIdentifier? string
---@field highlighted? boolean
---@field isHighlighted? boolean
---@field selected? boolean
---@field isSelected? boolean
---@field selectionStyle? CellSelectionStyle

---@class UITableViewCell : UIView
---@overload fun(props?: UITableViewCellProps): UITableViewCell
---@field contentView UIView # read-only
---@field reuseIdentifier string?
---@field highlighted boolean
---@field isHighlighted boolean
---@field selected boolean
---@field isSelected boolean
---@field textLabel UILabel # read-only
---@field selectionStyle CellSelectionStyle
---@field super UIView # on a class: its parent class
---@field init fun(self: UITableViewCell, props?: table) # runs after construction, in a subclass
---@field setHighlighted fun(self: UITableViewCell, highlighted: boolean, animated?: boolean)
---@field setSelected fun(self: UITableViewCell, selected: boolean, animated?: boolean)
---@field touchesBegan fun(self: UITableViewCell, touches: TouchSet, event: UIEvent)
---@field touchesMoved fun(self: UITableViewCell, touches: TouchSet, event: UIEvent)
---@field touchesEnded fun(self: UITableViewCell, touches: TouchSet, event: UIEvent)
---@field touchesCancelled fun(self: UITableViewCell, touches: TouchSet, event: UIEvent)
---@field subclass fun(self: UITableViewCell, name: string): UITableViewCell
UITableViewCell = {}

---@class UICollectionViewCellProps : UIViewProps
---@field reuseIdentifier? string
---@field highlighted? boolean
---@field isHighlighted? boolean
---@field selected? boolean
---@field isSelected? boolean

---@class UICollectionViewCell : UIView
---@overload fun(props?: UICollectionViewCellProps): UICollectionViewCell
---@field contentView UIView # read-only
---@field reuseIdentifier string?
---@field highlighted boolean
---@field isHighlighted boolean
---@field selected boolean
---@field isSelected boolean
---@field super UIView # on a class: its parent class
---@field init fun(self: UICollectionViewCell, props?: table) # runs after construction, in a subclass
---@field setHighlighted fun(self: UICollectionViewCell, highlighted: boolean)
---@field setSelected fun(self: UICollectionViewCell, selected: boolean)
---@field touchesBegan fun(self: UICollectionViewCell, touches: TouchSet, event: UIEvent)
---@field touchesMoved fun(self: UICollectionViewCell, touches: TouchSet, event: UIEvent)
---@field touchesEnded fun(self: UICollectionViewCell, touches: TouchSet, event: UIEvent)
---@field touchesCancelled fun(self: UICollectionViewCell, touches: TouchSet, event: UIEvent)
---@field subclass fun(self: UICollectionViewCell, name: string): UICollectionViewCell
UICollectionViewCell = {}

---@class UITableViewProps : UIScrollViewProps
---@field dataSource? UITableViewDataSource|NSObject|nil
---@field delegate? UITableViewDelegate|NSObject|nil
---@field allowsSelection? boolean
---@field allowsMultipleSelection? boolean
---@field rowHeight? number
---@field sectionHeaderHeight? number
---@field sectionFooterHeight? number
---@field isEditing? boolean
---@field editing? boolean
---@field allowsSelectionDuringEditing? boolean

---@class UITableView : UIScrollView
---@overload fun(props?: UITableViewProps): UITableView
---@field dataSource UITableViewDataSource|NSObject|nil
---@field delegate UITableViewDelegate|NSObject|nil
---@field allowsSelection boolean
---@field allowsMultipleSelection boolean
---@field visibleCells UITableViewCell[] # read-only
---@field numberOfSections integer # read-only
---@field reusableCellCount integer # cells kept for reuse; read-only
---@field indexPathsForSelectedRows IndexPath[]? # nil when none is selected; read-only
---@field rowHeight number
---@field sectionHeaderHeight number
---@field sectionFooterHeight number
---@field indexPathForSelectedRow IndexPath? # read-only
---@field isEditing boolean # assigning calls setEditing(v, false)
---@field editing boolean # assigning calls setEditing(v, false)
---@field allowsSelectionDuringEditing boolean
---@field super UIScrollView # on a class: its parent class
---@field init fun(self: UITableView, props?: table) # runs after construction, in a subclass
---@field reloadData fun(self: UITableView)
---@field numberOfRowsInSection fun(self: UITableView, section: integer): integer
---@field cellForRowAt fun(self: UITableView, indexPath: IndexPathLike): UITableViewCell?
---@field cellForRowAtIndexPath fun(self: UITableView, indexPath: IndexPathLike): UITableViewCell?
---@field indexPathForCell fun(self: UITableView, cell: UITableViewCell): IndexPath?
---@field selectRowAt fun(self: UITableView, indexPath: IndexPathLike?, animated?: boolean, position?: TableScrollPosition)
---@field deselectRowAt fun(self: UITableView, indexPath: IndexPathLike, animated?: boolean)
---@field dequeueReusableCell fun(self: UITableView, identifier: string): UITableViewCell?
---@field dequeueReusableCellWithIdentifier fun(self: UITableView, identifier: string): UITableViewCell?
---@field dequeueReusableCellWithReuseIdentifier fun(self: UITableView, identifier: string, indexPath: IndexPathLike): UICollectionViewCell
---@field register fun(self: UITableView, cellClass: UITableViewCell, identifier: string)
---@field registerClass fun(self: UITableView, cellClass: UITableViewCell, identifier: string)
---@field indexPathForRowAt fun(self: UITableView, point: PointLike): IndexPath?
---@field rectForRowAt fun(self: UITableView, indexPath: IndexPathLike): CGRect
---@field scrollToRowAt fun(self: UITableView, indexPath: IndexPathLike, position?: TableScrollPosition, animated?: boolean)
---@field headerViewForSection fun(self: UITableView, section: integer): UIView?
---@field footerViewForSection fun(self: UITableView, section: integer): UIView?
---@field setEditing fun(self: UITableView, editing: boolean, animated?: boolean)
---@field subclass fun(self: UITableView, name: string): UITableView
---@field defaults TableViewTunables
UITableView = {}

---@class UICollectionViewFlowLayoutProps : NSObjectProps
---@field itemSize? SizeLike
---@field minimumLineSpacing? number
---@field minimumInteritemSpacing? number
---@field sectionInset? EdgeInsets
---@field scrollDirection? ScrollDirection

---@class UICollectionViewFlowLayout : NSObject
---@overload fun(props?: UICollectionViewFlowLayoutProps): UICollectionViewFlowLayout
---@field itemSize CGSize
---@field minimumLineSpacing number
---@field minimumInteritemSpacing number
---@field sectionInset EdgeInsets
---@field scrollDirection ScrollDirection
---@field super NSObject # on a class: its parent class
---@field init fun(self: UICollectionViewFlowLayout, props?: table) # runs after construction, in a subclass
---@field subclass fun(self: UICollectionViewFlowLayout, name: string): UICollectionViewFlowLayout
UICollectionViewFlowLayout = {}

---@class UICollectionViewProps : UIScrollViewProps
---@field dataSource? UICollectionViewDataSource|NSObject|nil
---@field delegate? UICollectionViewDelegate|NSObject|nil
---@field allowsSelection? boolean
---@field allowsMultipleSelection? boolean
---@field collectionViewLayout? UICollectionViewFlowLayout

---@class UICollectionView : UIScrollView
---@overload fun(props?: UICollectionViewProps): UICollectionView
---@field dataSource UICollectionViewDataSource|NSObject|nil
---@field delegate UICollectionViewDelegate|NSObject|nil
---@field allowsSelection boolean
---@field allowsMultipleSelection boolean
---@field visibleCells UICollectionViewCell[] # read-only
---@field numberOfSections integer # read-only
---@field reusableCellCount integer # cells kept for reuse; read-only
---@field indexPathsForSelectedItems IndexPath[] # read-only
---@field collectionViewLayout UICollectionViewFlowLayout
---@field super UIScrollView # on a class: its parent class
---@field init fun(self: UICollectionView, props?: table) # runs after construction, in a subclass
---@field reloadData fun(self: UICollectionView)
---@field numberOfItemsInSection fun(self: UICollectionView, section: integer): integer
---@field cellForItemAt fun(self: UICollectionView, indexPath: IndexPathLike): UICollectionViewCell?
---@field cellForItemAtIndexPath fun(self: UICollectionView, indexPath: IndexPathLike): UICollectionViewCell?
---@field indexPathForCell fun(self: UICollectionView, cell: UICollectionViewCell): IndexPath?
---@field selectItemAt fun(self: UICollectionView, indexPath: IndexPathLike?, animated?: boolean, position?: string)
---@field deselectItemAt fun(self: UICollectionView, indexPath: IndexPathLike, animated?: boolean)
---@field dequeueReusableCell fun(self: UICollectionView, identifier: string, indexPath: IndexPathLike): UICollectionViewCell
---@field dequeueReusableCellWithReuseIdentifier fun(self: UICollectionView, identifier: string, indexPath: IndexPathLike): UICollectionViewCell
---@field register fun(self: UICollectionView, cellClass: UICollectionViewCell, identifier: string)
---@field registerClass fun(self: UICollectionView, cellClass: UICollectionViewCell, identifier: string)
---@field indexPathForItemAt fun(self: UICollectionView, point: PointLike): IndexPath?
---@field subclass fun(self: UICollectionView, name: string): UICollectionView
UICollectionView = {}

---@class UIControlProps : UIViewProps
---@field enabled? boolean
---@field isEnabled? boolean
---@field selected? boolean
---@field isSelected? boolean

---@class UIControl : UIView
---@overload fun(props?: UIControlProps): UIControl
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
---@field state ControlStateName[] # empty when normal; read-only
---@field allTargets any[] # read-only
---@field super UIView # on a class: its parent class
---@field init fun(self: UIControl, props?: table) # runs after construction, in a subclass
---@field addTarget fun(self: UIControl, target: any, action: string|fun(sender: UIControl, event?: UIEvent), events: ControlEvents)
---@field removeTarget fun(self: UIControl, target?: any, action?: Action, events?: ControlEvents)
---@field sendActionsForControlEvents fun(self: UIControl, events: ControlEvents)
---@field sendAction fun(self: UIControl, action: Action, target: any, event?: UIEvent)
---@field touchesBegan fun(self: UIControl, touches: TouchSet, event: UIEvent)
---@field touchesMoved fun(self: UIControl, touches: TouchSet, event: UIEvent)
---@field touchesEnded fun(self: UIControl, touches: TouchSet, event: UIEvent)
---@field touchesCancelled fun(self: UIControl, touches: TouchSet, event: UIEvent)
---@field beginTracking fun(self: UIControl, touch: UITouch, event: UIEvent): boolean
---@field continueTracking fun(self: UIControl, touch: UITouch, event: UIEvent): boolean
---@field endTracking fun(self: UIControl, touch: UITouch?, event: UIEvent?)
---@field cancelTracking fun(self: UIControl, event: UIEvent?)
---@field gestureRecognizerShouldBegin fun(self: UIControl, recognizer: UIGestureRecognizer): boolean
---@field subclass fun(self: UIControl, name: string): UIControl
---@field defaults Tunables # the same table as UIGestureRecognizer.defaults
UIControl = {}

---@class UIButtonProps : UIControlProps
---@field title? string

---@class UIButton : UIControl
---@overload fun(props?: UIButtonProps): UIButton
---@field title string?
---@field super UIControl # on a class: its parent class
---@field init fun(self: UIButton, props?: table) # runs after construction, in a subclass
---@field addTarget fun(self: UIButton, target: any, action: string|fun(sender: UIButton, event?: UIEvent), events: ControlEvents)
---@field subclass fun(self: UIButton, name: string): UIButton
UIButton = {}

---@class UISwitchProps : UIControlProps
---@field on? boolean
---@field isOn? boolean

---@class UISwitch : UIControl
---@overload fun(props?: UISwitchProps): UISwitch
---@field on boolean
---@field isOn boolean
---@field super UIControl # on a class: its parent class
---@field init fun(self: UISwitch, props?: table) # runs after construction, in a subclass
---@field addTarget fun(self: UISwitch, target: any, action: string|fun(sender: UISwitch, event?: UIEvent), events: ControlEvents)
---@field subclass fun(self: UISwitch, name: string): UISwitch
UISwitch = {}

---@class UISliderProps : UIControlProps
---@field value? number
---@field minimumValue? number
---@field maximumValue? number

---@class UISlider : UIControl
---@overload fun(props?: UISliderProps): UISlider
---@field value number
---@field minimumValue number
---@field maximumValue number
---@field super UIControl # on a class: its parent class
---@field init fun(self: UISlider, props?: table) # runs after construction, in a subclass
---@field addTarget fun(self: UISlider, target: any, action: string|fun(sender: UISlider, event?: UIEvent), events: ControlEvents)
---@field subclass fun(self: UISlider, name: string): UISlider
UISlider = {}

---@class UISegmentedControlProps : UIControlProps
---@field items? string[]
---@field selectedSegmentIndex? integer

---@class UISegmentedControl : UIControl
---@overload fun(props?: UISegmentedControlProps): UISegmentedControl
---@field items string[]
---@field numberOfSegments integer # read-only
---@field selectedSegmentIndex integer # 0-based, -1: none
---@field super UIControl # on a class: its parent class
---@field init fun(self: UISegmentedControl, props?: table) # runs after construction, in a subclass
---@field addTarget fun(self: UISegmentedControl, target: any, action: string|fun(sender: UISegmentedControl, event?: UIEvent), events: ControlEvents)
---@field subclass fun(self: UISegmentedControl, name: string): UISegmentedControl
UISegmentedControl = {}

---@class UIStepperProps : UIControlProps
---@field value? number
---@field minimumValue? number
---@field maximumValue? number
---@field stepValue? number

---@class UIStepper : UIControl
---@overload fun(props?: UIStepperProps): UIStepper
---@field value number
---@field minimumValue number
---@field maximumValue number
---@field stepValue number
---@field super UIControl # on a class: its parent class
---@field init fun(self: UIStepper, props?: table) # runs after construction, in a subclass
---@field addTarget fun(self: UIStepper, target: any, action: string|fun(sender: UIStepper, event?: UIEvent), events: ControlEvents)
---@field subclass fun(self: UIStepper, name: string): UIStepper
UIStepper = {}

---@class UITextFieldProps : UIControlProps
---@field text? string
---@field placeholder? string
---@field delegate? UITextFieldDelegate|NSObject|nil
---@field clearButtonMode? ClearButtonMode
---@field clearsOnBeginEditing? boolean

---@class UITextField : UIControl
---@overload fun(props?: UITextFieldProps): UITextField
---@field text string
---@field placeholder string?
---@field delegate UITextFieldDelegate|NSObject|nil
---@field clearButtonMode ClearButtonMode
---@field clearsOnBeginEditing boolean
---@field isEditing boolean # read-only
---@field editing boolean # read-only
---@field super UIControl # on a class: its parent class
---@field init fun(self: UITextField, props?: table) # runs after construction, in a subclass
---@field addTarget fun(self: UITextField, target: any, action: string|fun(sender: UITextField, event?: UIEvent), events: ControlEvents)
---@field subclass fun(self: UITextField, name: string): UITextField
UITextField = {}

---@class UIPress : NSObject
---@field type PressType # read-only
---@field phase PressPhase # read-only
---@field timestamp number # read-only
---@field super NSObject # on a class: its parent class
---@field subclass fun(self: UIPress, name: string): UIPress
UIPress = {}

---@class UILayoutContainerView : UIView
---@field super UIView # on a class: its parent class
---@field subclass fun(self: UILayoutContainerView, name: string): UILayoutContainerView
UILayoutContainerView = {}

---@class UINavigationTransitionView : UIView
---@field super UIView # on a class: its parent class
---@field subclass fun(self: UINavigationTransitionView, name: string): UINavigationTransitionView
UINavigationTransitionView = {}

---@class UIViewControllerWrapperView : UIView
---@field super UIView # on a class: its parent class
---@field subclass fun(self: UIViewControllerWrapperView, name: string): UIViewControllerWrapperView
UIViewControllerWrapperView = {}

---@class UINavigationBarProps : UIViewProps

---@class UINavigationBar : UIView
---@overload fun(props?: UINavigationBarProps): UINavigationBar
---@field backButton UIButton # read-only
---@field super UIView # on a class: its parent class
---@field init fun(self: UINavigationBar, props?: table) # runs after construction, in a subclass
---@field subclass fun(self: UINavigationBar, name: string): UINavigationBar
UINavigationBar = {}

---@class UINavigationControllerProps : UIViewControllerProps
---@field viewControllers? UIViewController[]
---@field navigationBarHidden? boolean
---@field isNavigationBarHidden? boolean
---@field delegate? UINavigationControllerDelegate|NSObject|nil
---@field rootViewController? UIViewController # the bottom of the stack

---@class UINavigationController : UIViewController
---@overload fun(props?: UINavigationControllerProps): UINavigationController
---@field viewControllers UIViewController[]
---@field topViewController UIViewController? # read-only
---@field navigationBar UINavigationBar # read-only
---@field interactivePopGestureRecognizer UIScreenEdgePanGestureRecognizer # read-only
---@field navigationBarHidden boolean
---@field isNavigationBarHidden boolean
---@field delegate UINavigationControllerDelegate|NSObject|nil
---@field super UIViewController # on a class: its parent class
---@field init fun(self: UINavigationController, props?: table) # runs after construction, in a subclass
---@field pushViewController fun(self: UINavigationController, controller: UIViewController, animated?: boolean)
---@field popViewController fun(self: UINavigationController, animated?: boolean): UIViewController?
---@field popViewControllerAnimated fun(self: UINavigationController, animated?: boolean): UIViewController?
---@field popToRootViewController fun(self: UINavigationController, animated?: boolean): UIViewController[]
---@field popToRootViewControllerAnimated fun(self: UINavigationController, animated?: boolean): UIViewController[]
---@field setViewControllers fun(self: UINavigationController, controllers: UIViewController[], animated?: boolean)
---@field subclass fun(self: UINavigationController, name: string): UINavigationController
UINavigationController = {}

---@class UITransitionView : UIView
---@field super UIView # on a class: its parent class
---@field subclass fun(self: UITransitionView, name: string): UITransitionView
UITransitionView = {}

---@class UITabBarButton : UIControl
---@field super UIControl # on a class: its parent class
---@field addTarget fun(self: UITabBarButton, target: any, action: string|fun(sender: UITabBarButton, event?: UIEvent), events: ControlEvents)
---@field subclass fun(self: UITabBarButton, name: string): UITabBarButton
UITabBarButton = {}

---@class UITabBarProps : UIViewProps

---@class UITabBar : UIView
---@overload fun(props?: UITabBarProps): UITabBar
---@field buttons UITabBarButton[] # read-only
---@field super UIView # on a class: its parent class
---@field init fun(self: UITabBar, props?: table) # runs after construction, in a subclass
---@field subclass fun(self: UITabBar, name: string): UITabBar
UITabBar = {}

---@class UITabBarControllerProps : UIViewControllerProps
---@field viewControllers? UIViewController[]
---@field selectedIndex? integer
---@field selectedViewController? UIViewController
---@field delegate? UITabBarControllerDelegate|NSObject|nil

---@class UITabBarController : UIViewController
---@overload fun(props?: UITabBarControllerProps): UITabBarController
---@field viewControllers UIViewController[]
---@field selectedIndex integer # 0-based
---@field selectedViewController UIViewController?
---@field tabBar UITabBar # read-only
---@field delegate UITabBarControllerDelegate|NSObject|nil
---@field super UIViewController # on a class: its parent class
---@field init fun(self: UITabBarController, props?: table) # runs after construction, in a subclass
---@field setViewControllers fun(self: UITabBarController, controllers: UIViewController[], animated?: boolean)
---@field subclass fun(self: UITabBarController, name: string): UITabBarController
UITabBarController = {}

---@class _UIButtonBarButton : UIControl
---@field super UIControl # on a class: its parent class
---@field addTarget fun(self: _UIButtonBarButton, target: any, action: string|fun(sender: _UIButtonBarButton, event?: UIEvent), events: ControlEvents)
---@field subclass fun(self: _UIButtonBarButton, name: string): _UIButtonBarButton
_UIButtonBarButton = {}

---@class _UINavigationInteractiveTransition : NSObject
---@field super NSObject # on a class: its parent class
---@field subclass fun(self: _UINavigationInteractiveTransition, name: string): _UINavigationInteractiveTransition
_UINavigationInteractiveTransition = {}

---@class UIBarButtonItemProps : NSObjectProps
---@field title? string
---@field style? BarButtonItemStyle
---@field width? number
---@field customView? UIView
---@field target? any
---@field action? string|fun(sender: UIBarButtonItem, event?: UIEvent)|nil
---@field enabled? boolean
---@field isEnabled? boolean
---@field systemItem? BarButtonSystemItem

---@class UIBarButtonItem : NSObject
---@overload fun(props?: UIBarButtonItemProps): UIBarButtonItem
---@field title string?
---@field style BarButtonItemStyle
---@field systemItem BarButtonSystemItem? # set at construction; read-only
---@field width number # 0: UIBarButtonItem.defaults.itemWidth
---@field customView UIView? # placed as it is; the item then sends nothing
---@field target any # nil: the responder chain from the first responder
---@field action string|fun(sender: UIBarButtonItem, event?: UIEvent)|nil
---@field enabled boolean
---@field isEnabled boolean
---@field view UIView? # the placed view, nil until shown; read-only
---@field super NSObject # on a class: its parent class
---@field init fun(self: UIBarButtonItem, props?: table) # runs after construction, in a subclass
---@field subclass fun(self: UIBarButtonItem, name: string): UIBarButtonItem
---@field defaults BarButtonItemTunables
UIBarButtonItem = {}

---@class UINavigationItemProps : NSObjectProps
---@field title? string
---@field leftBarButtonItem? UIBarButtonItem
---@field leftBarButtonItems? UIBarButtonItem[]
---@field rightBarButtonItem? UIBarButtonItem
---@field rightBarButtonItems? UIBarButtonItem[]
---@field hidesBackButton? boolean
---@field leftItemsSupplementBackButton? boolean

---@class UINavigationItem : NSObject
---@overload fun(props?: UINavigationItemProps): UINavigationItem
---@field title string?
---@field leftBarButtonItem UIBarButtonItem? # the first of leftBarButtonItems
---@field leftBarButtonItems UIBarButtonItem[] # from the leading edge
---@field rightBarButtonItem UIBarButtonItem? # the first of rightBarButtonItems
---@field rightBarButtonItems UIBarButtonItem[] # from the trailing edge, the first the rightmost
---@field hidesBackButton boolean
---@field leftItemsSupplementBackButton boolean
---@field viewController UIViewController? # the controller it belongs to; read-only
---@field super NSObject # on a class: its parent class
---@field init fun(self: UINavigationItem, props?: table) # runs after construction, in a subclass
---@field setLeftBarButton fun(self: UINavigationItem, item: UIBarButtonItem?, animated?: boolean)
---@field setLeftBarButtonItems fun(self: UINavigationItem, items: UIBarButtonItem[], animated?: boolean)
---@field setRightBarButton fun(self: UINavigationItem, item: UIBarButtonItem?, animated?: boolean)
---@field setRightBarButtonItems fun(self: UINavigationItem, items: UIBarButtonItem[], animated?: boolean)
---@field setHidesBackButton fun(self: UINavigationItem, hides: boolean, animated?: boolean)
---@field subclass fun(self: UINavigationItem, name: string): UINavigationItem
UINavigationItem = {}

---@class UIToolbarProps : UIViewProps
---@field items? UIBarButtonItem[]

---@class UIToolbar : UIView
---@overload fun(props?: UIToolbarProps): UIToolbar
---@field items UIBarButtonItem[]
---@field super UIView # on a class: its parent class
---@field init fun(self: UIToolbar, props?: table) # runs after construction, in a subclass
---@field setItems fun(self: UIToolbar, items: UIBarButtonItem[], animated?: boolean)
---@field subclass fun(self: UIToolbar, name: string): UIToolbar
UIToolbar = {}

---@class UIRemoteKeyboardWindow : UIWindow
---@field super UIWindow # on a class: its parent class
---@field subclass fun(self: UIRemoteKeyboardWindow, name: string): UIRemoteKeyboardWindow
UIRemoteKeyboardWindow = {}

---@class UIInputSetHostView : UIView
---@field super UIView # on a class: its parent class
---@field subclass fun(self: UIInputSetHostView, name: string): UIInputSetHostView
UIInputSetHostView = {}

---@class UIKeyboard : UIView
---@field super UIView # on a class: its parent class
---@field subclass fun(self: UIKeyboard, name: string): UIKeyboard
UIKeyboard = {}

-- The simulated device: the table `sim` (its functions are also globals) ------------------

---@class sim
---@field keyboardHeight number # the system keyboard's height, 216
---@field keyboardVisible boolean # read-only
---@field now number # the virtual clock, in seconds; read-only
---@field quietCatalogue boolean # false; true silences SPEC 12.1's catalogue warnings
---@field recordLimit integer # 10,000
sim = {}

---@param seconds number
function sim.advance(seconds) end

---@param changes fun()
function sim.batch(changes) end

function sim.clearRecords() end

---@param x number
---@param y number
---@param opts? TapOptions
---@return UIView?
---@overload fun(at: Location, opts?: TapOptions): UIView?
function sim.doubleTap(x, y, opts) end

---@param x1 number
---@param y1 number
---@param x2 number
---@param y2 number
---@param opts? DragOptions
---@return UIView?
---@overload fun(from: Location, to: Location, opts?: DragOptions): UIView?
---@overload fun(x: number, y: number, to: Location, opts?: DragOptions): UIView?
---@overload fun(from: Location, x: number, y: number, opts?: DragOptions): UIView?
function sim.drag(x1, y1, x2, y2, opts) end

---@param edge ScreenEdge
---@param opts? EdgePanOptions
---@return UIView?
function sim.edgePan(edge, opts) end

---@param x number
---@param y number
---@param opts? LongPressOptions
---@return UIView?
---@overload fun(at: Location, opts?: LongPressOptions): UIView?
function sim.longPress(x, y, opts) end

---@param x number
---@param y number
---@param opts? PinchOptions
---@return UIView?
---@overload fun(at: Location, opts?: PinchOptions): UIView?
function sim.pinch(x, y, opts) end

---@param kind PressType
function sim.press(kind) end

function sim.pressReturn() end

---@param on boolean
function sim.record(on) end

---@return TraceRecord[]
function sim.records() end

---@param subtype string
function sim.remoteControl(subtype) end

---@param x number
---@param y number
---@param opts? RotateOptions
---@return UIView?
---@overload fun(at: Location, opts?: RotateOptions): UIView?
function sim.rotate(x, y, opts) end

function sim.settle() end

function sim.shake() end

---@param x number
---@param y number
---@param direction SwipeDirection
---@param opts? SwipeOptions
---@return UIView?
---@overload fun(at: Location, direction: SwipeDirection, opts?: SwipeOptions): UIView?
function sim.swipe(x, y, direction, opts) end

---@param tableView UITableView
---@param indexPath IndexPathLike
---@return UIView? # drags the row 160 pt leftward
function sim.swipeToDelete(tableView, indexPath) end

---@param x number
---@param y number
---@param opts? TapOptions
---@return UIView?
---@overload fun(at: Location, opts?: TapOptions): UIView?
function sim.tap(x, y, opts) end

---@param textField UITextField
---@return UIView?
function sim.tapClearButton(textField) end

---@param x number
---@param y number
---@return Finger
---@overload fun(at: Location): Finger
function sim.touchDown(x, y) end

---@param on boolean
function sim.trace(on) end

---@param text string
function sim.typeText(text) end

---@param seconds number
function sim.wait(seconds) end

-- Global values ---------------------------------------------------------------------------

---@type UIApplication
app = UIApplication.shared
---@type string[]
arg = {}

-- Global functions ------------------------------------------------------------------------

---@param x number
---@param y number
---@return CGPoint
function CGPointMake(x, y) end

---@param rect CGRect
---@param point PointLike
---@return boolean
function CGRectContainsPoint(rect, point) end

---@param rect CGRect
---@param dx number
---@param dy number
---@return CGRect
function CGRectInset(rect, dx, dy) end

---@param x number
---@param y number
---@param width number
---@param height number
---@return CGRect
function CGRectMake(x, y, width, height) end

---@param width number
---@param height number
---@return CGSize
function CGSizeMake(width, height) end

---@param actual any
---@param expected any
---@param message? string
---@return any
function assertEqual(actual, expected, message) end

---@param fn function
---@param substring? string
---@param message? string
---@return any
function assertError(fn, substring, message) end

---@param x number
---@param y number
---@param opts? TapOptions
---@return UIView?
---@overload fun(at: Location, opts?: TapOptions): UIView?
function doubleTap(x, y, opts) end

---@param x1 number
---@param y1 number
---@param x2 number
---@param y2 number
---@param opts? DragOptions
---@return UIView?
---@overload fun(from: Location, to: Location, opts?: DragOptions): UIView?
---@overload fun(x: number, y: number, to: Location, opts?: DragOptions): UIView?
---@overload fun(from: Location, x: number, y: number, opts?: DragOptions): UIView?
function drag(x1, y1, x2, y2, opts) end

---@param edge ScreenEdge
---@param opts? EdgePanOptions
---@return UIView?
function edgePan(edge, opts) end

---@param condition any
---@param message any
---@param messageZh? string
function expect(condition, message, messageZh) end

---@param x number
---@param y number
---@return Explanation
---@overload fun(at: Location): Explanation
function explain(x, y) end

---@param x number
---@param y number
---@return UIView?
---@overload fun(at: Location): UIView?
function hitTest(x, y) end

---@param pathOrText string
---@param controllers? string
---@return UIView
---@return UIWindow
function importHierarchy(pathOrText, controllers) end

---@param x number
---@param y number
---@param opts? LongPressOptions
---@return UIView?
---@overload fun(at: Location, opts?: LongPressOptions): UIView?
function longPress(x, y, opts) end

---@param x number
---@param y number
---@param opts? PinchOptions
---@return UIView?
---@overload fun(at: Location, opts?: PinchOptions): UIView?
function pinch(x, y, opts) end

---@param kind PressType
function press(kind) end

function pressReturn() end

---@param responder UIResponder
---@return string
function printResponderChain(responder) end

---@param subtype string
function remoteControl(subtype) end

---@param path? string
---@param opts? RenderOptions
---@return string
function render(path, opts) end

---@param responder UIResponder
---@return UIResponder[]
function responderChain(responder) end

---@param x number
---@param y number
---@param opts? RotateOptions
---@return UIView?
---@overload fun(at: Location, opts?: RotateOptions): UIView?
function rotate(x, y, opts) end

function shake() end

---@param x number
---@param y number
---@param direction SwipeDirection
---@param opts? SwipeOptions
---@return UIView?
---@overload fun(at: Location, direction: SwipeDirection, opts?: SwipeOptions): UIView?
function swipe(x, y, direction, opts) end

---@param x number
---@param y number
---@param opts? TapOptions
---@return UIView?
---@overload fun(at: Location, opts?: TapOptions): UIView?
function tap(x, y, opts) end

---@param textField UITextField
---@return UIView?
function tapClearButton(textField) end

---@param x number
---@param y number
---@return Finger
---@overload fun(at: Location): Finger
function touchDown(x, y) end

---@param root? UIView
---@return string
function tree(root) end

---@param text string
function typeText(text) end

---@param seconds number
function wait(seconds) end

