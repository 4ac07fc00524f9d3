/// SPEC 12.1 rule 1: every method of the UIKit protocols the engine's classes
/// have (their delegates and data sources), and the overridable methods of the
/// classes a script subclasses, as data: one line a method.
///
///     + name(parameters)   Swift selector   Objective-C selector
///
/// `+` the engine calls it (where SPEC 11, 12 and LUA_API 3 and 7 say); `-` not
/// modelled: defining it gives a warning (rule 2). `name` is the name scripts
/// write and the engine asks for (LUA_API 11–12: a delegate method is named
/// after the Swift selector's first label after the object; an override after
/// its base name); the parameters are those of the call after `self` (a
/// delegate's start with the object it belongs to). `@protocol` and `@class`
/// start an owner's lines. `Catalogue` reads this once, at first use; a test
/// walks it against what the engine calls.
extension Catalogue {
    static let table = """
    @protocol UITableViewDataSource
    + numberOfSections(tableView)                          numberOfSections(in:)                                    numberOfSectionsInTableView:
    + numberOfRowsInSection(tableView,section)             tableView(_:numberOfRowsInSection:)                      tableView:numberOfRowsInSection:
    + cellForRowAt(tableView,indexPath)                    tableView(_:cellForRowAt:)                               tableView:cellForRowAtIndexPath:
    + titleForHeaderInSection(tableView,section)           tableView(_:titleForHeaderInSection:)                    tableView:titleForHeaderInSection:
    + titleForFooterInSection(tableView,section)           tableView(_:titleForFooterInSection:)                    tableView:titleForFooterInSection:
    + canEditRowAt(tableView,indexPath)                    tableView(_:canEditRowAt:)                               tableView:canEditRowAtIndexPath:
    + commit(tableView,editingStyle,indexPath)             tableView(_:commit:forRowAt:)                            tableView:commitEditingStyle:forRowAtIndexPath:
    - canMoveRowAt(tableView,indexPath)                    tableView(_:canMoveRowAt:)                               tableView:canMoveRowAtIndexPath:
    - moveRowAt(tableView,sourceIndexPath,destinationIndexPath) tableView(_:moveRowAt:to:)                          tableView:moveRowAtIndexPath:toIndexPath:
    - sectionIndexTitles(tableView)                        sectionIndexTitles(for:)                                 sectionIndexTitlesForTableView:
    - sectionForSectionIndexTitle(tableView,title,index)   tableView(_:sectionForSectionIndexTitle:at:)             tableView:sectionForSectionIndexTitle:atIndex:

    @protocol UITableViewDelegate
    + heightForRowAt(tableView,indexPath)                  tableView(_:heightForRowAt:)                             tableView:heightForRowAtIndexPath:
    + heightForHeaderInSection(tableView,section)          tableView(_:heightForHeaderInSection:)                   tableView:heightForHeaderInSection:
    + heightForFooterInSection(tableView,section)          tableView(_:heightForFooterInSection:)                   tableView:heightForFooterInSection:
    + shouldHighlightRowAt(tableView,indexPath)            tableView(_:shouldHighlightRowAt:)                       tableView:shouldHighlightRowAtIndexPath:
    + didHighlightRowAt(tableView,indexPath)               tableView(_:didHighlightRowAt:)                          tableView:didHighlightRowAtIndexPath:
    + didUnhighlightRowAt(tableView,indexPath)             tableView(_:didUnhighlightRowAt:)                        tableView:didUnhighlightRowAtIndexPath:
    + willSelectRowAt(tableView,indexPath)                 tableView(_:willSelectRowAt:)                            tableView:willSelectRowAtIndexPath:
    + didSelectRowAt(tableView,indexPath)                  tableView(_:didSelectRowAt:)                             tableView:didSelectRowAtIndexPath:
    + willDeselectRowAt(tableView,indexPath)               tableView(_:willDeselectRowAt:)                          tableView:willDeselectRowAtIndexPath:
    + didDeselectRowAt(tableView,indexPath)                tableView(_:didDeselectRowAt:)                           tableView:didDeselectRowAtIndexPath:
    + viewForHeaderInSection(tableView,section)            tableView(_:viewForHeaderInSection:)                     tableView:viewForHeaderInSection:
    + viewForFooterInSection(tableView,section)            tableView(_:viewForFooterInSection:)                     tableView:viewForFooterInSection:
    + editingStyleForRowAt(tableView,indexPath)            tableView(_:editingStyleForRowAt:)                       tableView:editingStyleForRowAtIndexPath:
    + titleForDeleteConfirmationButtonForRowAt(tableView,indexPath) tableView(_:titleForDeleteConfirmationButtonForRowAt:) tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:
    - estimatedHeightForRowAt(tableView,indexPath)         tableView(_:estimatedHeightForRowAt:)                    tableView:estimatedHeightForRowAtIndexPath:
    - estimatedHeightForHeaderInSection(tableView,section) tableView(_:estimatedHeightForHeaderInSection:)          tableView:estimatedHeightForHeaderInSection:
    - estimatedHeightForFooterInSection(tableView,section) tableView(_:estimatedHeightForFooterInSection:)          tableView:estimatedHeightForFooterInSection:
    - willDisplay(tableView,cell,indexPath)                tableView(_:willDisplay:forRowAt:)                       tableView:willDisplayCell:forRowAtIndexPath:
    - didEndDisplaying(tableView,cell,indexPath)           tableView(_:didEndDisplaying:forRowAt:)                  tableView:didEndDisplayingCell:forRowAtIndexPath:
    - willDisplayHeaderView(tableView,view,section)        tableView(_:willDisplayHeaderView:forSection:)           tableView:willDisplayHeaderView:forSection:
    - willDisplayFooterView(tableView,view,section)        tableView(_:willDisplayFooterView:forSection:)           tableView:willDisplayFooterView:forSection:
    - accessoryButtonTappedForRowWith(tableView,indexPath) tableView(_:accessoryButtonTappedForRowWith:)            tableView:accessoryButtonTappedForRowWithIndexPath:
    - leadingSwipeActionsConfigurationForRowAt(tableView,indexPath) tableView(_:leadingSwipeActionsConfigurationForRowAt:) tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:
    - trailingSwipeActionsConfigurationForRowAt(tableView,indexPath) tableView(_:trailingSwipeActionsConfigurationForRowAt:) tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:
    - willBeginEditingRowAt(tableView,indexPath)           tableView(_:willBeginEditingRowAt:)                      tableView:willBeginEditingRowAtIndexPath:
    - didEndEditingRowAt(tableView,indexPath)              tableView(_:didEndEditingRowAt:)                         tableView:didEndEditingRowAtIndexPath:
    - shouldIndentWhileEditingRowAt(tableView,indexPath)   tableView(_:shouldIndentWhileEditingRowAt:)              tableView:shouldIndentWhileEditingRowAtIndexPath:
    - indentationLevelForRowAt(tableView,indexPath)        tableView(_:indentationLevelForRowAt:)                   tableView:indentationLevelForRowAtIndexPath:
    - targetIndexPathForMoveFromRowAt(tableView,sourceIndexPath,proposedIndexPath) tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:) tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:
    - contextMenuConfigurationForRowAt(tableView,indexPath,point) tableView(_:contextMenuConfigurationForRowAt:point:) tableView:contextMenuConfigurationForRowAtIndexPath:point:

    @protocol UICollectionViewDataSource
    + numberOfSections(collectionView)                     numberOfSections(in:)                                    numberOfSectionsInCollectionView:
    + numberOfItemsInSection(collectionView,section)       collectionView(_:numberOfItemsInSection:)                collectionView:numberOfItemsInSection:
    + cellForItemAt(collectionView,indexPath)              collectionView(_:cellForItemAt:)                         collectionView:cellForItemAtIndexPath:
    - viewForSupplementaryElementOfKind(collectionView,kind,indexPath) collectionView(_:viewForSupplementaryElementOfKind:at:) collectionView:viewForSupplementaryElementOfKind:atIndexPath:
    - canMoveItemAt(collectionView,indexPath)              collectionView(_:canMoveItemAt:)                         collectionView:canMoveItemAtIndexPath:
    - moveItemAt(collectionView,sourceIndexPath,destinationIndexPath) collectionView(_:moveItemAt:to:)              collectionView:moveItemAtIndexPath:toIndexPath:

    @protocol UICollectionViewDelegate
    + shouldHighlightItemAt(collectionView,indexPath)      collectionView(_:shouldHighlightItemAt:)                 collectionView:shouldHighlightItemAtIndexPath:
    + didHighlightItemAt(collectionView,indexPath)         collectionView(_:didHighlightItemAt:)                    collectionView:didHighlightItemAtIndexPath:
    + didUnhighlightItemAt(collectionView,indexPath)       collectionView(_:didUnhighlightItemAt:)                  collectionView:didUnhighlightItemAtIndexPath:
    + shouldSelectItemAt(collectionView,indexPath)         collectionView(_:shouldSelectItemAt:)                    collectionView:shouldSelectItemAtIndexPath:
    + didSelectItemAt(collectionView,indexPath)            collectionView(_:didSelectItemAt:)                       collectionView:didSelectItemAtIndexPath:
    + shouldDeselectItemAt(collectionView,indexPath)       collectionView(_:shouldDeselectItemAt:)                  collectionView:shouldDeselectItemAtIndexPath:
    + didDeselectItemAt(collectionView,indexPath)          collectionView(_:didDeselectItemAt:)                     collectionView:didDeselectItemAtIndexPath:
    - willDisplay(collectionView,cell,indexPath)           collectionView(_:willDisplay:forItemAt:)                 collectionView:willDisplayCell:forItemAtIndexPath:
    - didEndDisplaying(collectionView,cell,indexPath)      collectionView(_:didEndDisplaying:forItemAt:)            collectionView:didEndDisplayingCell:forItemAtIndexPath:
    - willDisplaySupplementaryView(collectionView,view,kind,indexPath) collectionView(_:willDisplaySupplementaryView:forElementKind:at:) collectionView:willDisplaySupplementaryView:forElementKind:atIndexPath:
    - contextMenuConfigurationForItemAt(collectionView,indexPath,point) collectionView(_:contextMenuConfigurationForItemAt:point:) collectionView:contextMenuConfigurationForItemAtIndexPath:point:
    - targetIndexPathForMoveFromItemAt(collectionView,sourceIndexPath,proposedIndexPath) collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:) collectionView:targetIndexPathForMoveFromItemAtIndexPath:toProposedIndexPath:

    @protocol UICollectionViewDelegateFlowLayout
    + sizeForItemAt(collectionView,layout,indexPath)       collectionView(_:layout:sizeForItemAt:)                  collectionView:layout:sizeForItemAtIndexPath:
    - insetForSectionAt(collectionView,layout,section)     collectionView(_:layout:insetForSectionAt:)              collectionView:layout:insetForSectionAtIndex:
    - minimumLineSpacingForSectionAt(collectionView,layout,section) collectionView(_:layout:minimumLineSpacingForSectionAt:) collectionView:layout:minimumLineSpacingForSectionAtIndex:
    - minimumInteritemSpacingForSectionAt(collectionView,layout,section) collectionView(_:layout:minimumInteritemSpacingForSectionAt:) collectionView:layout:minimumInteritemSpacingForSectionAtIndex:
    - referenceSizeForHeaderInSection(collectionView,layout,section) collectionView(_:layout:referenceSizeForHeaderInSection:) collectionView:layout:referenceSizeForHeaderInSection:
    - referenceSizeForFooterInSection(collectionView,layout,section) collectionView(_:layout:referenceSizeForFooterInSection:) collectionView:layout:referenceSizeForFooterInSection:

    @protocol UIScrollViewDelegate
    + scrollViewDidScroll(scrollView)                      scrollViewDidScroll(_:)                                  scrollViewDidScroll:
    + scrollViewWillBeginDragging(scrollView)              scrollViewWillBeginDragging(_:)                          scrollViewWillBeginDragging:
    + scrollViewDidEndDragging(scrollView,decelerate)      scrollViewDidEndDragging(_:willDecelerate:)              scrollViewDidEndDragging:willDecelerate:
    + scrollViewWillBeginDecelerating(scrollView)          scrollViewWillBeginDecelerating(_:)                      scrollViewWillBeginDecelerating:
    + scrollViewDidEndDecelerating(scrollView)             scrollViewDidEndDecelerating(_:)                         scrollViewDidEndDecelerating:
    - scrollViewWillEndDragging(scrollView,velocity,targetContentOffset) scrollViewWillEndDragging(_:withVelocity:targetContentOffset:) scrollViewWillEndDragging:withVelocity:targetContentOffset:
    - scrollViewDidEndScrollingAnimation(scrollView)       scrollViewDidEndScrollingAnimation(_:)                   scrollViewDidEndScrollingAnimation:
    - scrollViewShouldScrollToTop(scrollView)              scrollViewShouldScrollToTop(_:)                          scrollViewShouldScrollToTop:
    - scrollViewDidScrollToTop(scrollView)                 scrollViewDidScrollToTop(_:)                             scrollViewDidScrollToTop:
    - viewForZooming(scrollView)                           viewForZooming(in:)                                      viewForZoomingInScrollView:
    - scrollViewWillBeginZooming(scrollView,view)          scrollViewWillBeginZooming(_:with:)                      scrollViewWillBeginZooming:withView:
    - scrollViewDidZoom(scrollView)                        scrollViewDidZoom(_:)                                    scrollViewDidZoom:
    - scrollViewDidEndZooming(scrollView,view,scale)       scrollViewDidEndZooming(_:with:atScale:)                 scrollViewDidEndZooming:withView:atScale:
    - scrollViewDidChangeAdjustedContentInset(scrollView)  scrollViewDidChangeAdjustedContentInset(_:)              scrollViewDidChangeAdjustedContentInset:

    @protocol UITextFieldDelegate
    + textFieldShouldBeginEditing(textField)               textFieldShouldBeginEditing(_:)                          textFieldShouldBeginEditing:
    + textFieldDidBeginEditing(textField)                  textFieldDidBeginEditing(_:)                             textFieldDidBeginEditing:
    + textFieldShouldEndEditing(textField)                 textFieldShouldEndEditing(_:)                            textFieldShouldEndEditing:
    + textFieldDidEndEditing(textField)                    textFieldDidEndEditing(_:)                               textFieldDidEndEditing:
    + shouldChangeCharactersIn(textField,range,string)     textField(_:shouldChangeCharactersIn:replacementString:) textField:shouldChangeCharactersInRange:replacementString:
    + textFieldShouldClear(textField)                      textFieldShouldClear(_:)                                 textFieldShouldClear:
    + textFieldShouldReturn(textField)                     textFieldShouldReturn(_:)                                textFieldShouldReturn:
    - textFieldDidChangeSelection(textField)               textFieldDidChangeSelection(_:)                          textFieldDidChangeSelection:

    @protocol UIGestureRecognizerDelegate
    + shouldBegin(gestureRecognizer)                       gestureRecognizerShouldBegin(_:)                         gestureRecognizerShouldBegin:
    + shouldReceiveTouch(gestureRecognizer,touch)          gestureRecognizer(_:shouldReceive:)                      gestureRecognizer:shouldReceiveTouch:
    + shouldReceivePress(gestureRecognizer,press)          gestureRecognizer(_:shouldReceive:)                      gestureRecognizer:shouldReceivePress:
    + shouldReceiveEvent(gestureRecognizer,event)          gestureRecognizer(_:shouldReceive:)                      gestureRecognizer:shouldReceiveEvent:
    + shouldRecognizeSimultaneouslyWith(gestureRecognizer,otherGestureRecognizer) gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:) gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:
    + shouldRequireFailureOf(gestureRecognizer,otherGestureRecognizer) gestureRecognizer(_:shouldRequireFailureOf:) gestureRecognizer:shouldRequireFailureOfGestureRecognizer:
    + shouldBeRequiredToFailBy(gestureRecognizer,otherGestureRecognizer) gestureRecognizer(_:shouldBeRequiredToFailBy:) gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:

    @protocol UINavigationControllerDelegate
    + willShow(navigationController,viewController)        navigationController(_:willShow:animated:)               navigationController:willShowViewController:animated:
    + didShow(navigationController,viewController)         navigationController(_:didShow:animated:)                navigationController:didShowViewController:animated:
    - animationControllerFor(navigationController,operation,fromVC,toVC) navigationController(_:animationControllerFor:from:to:) navigationController:animationControllerForOperation:fromViewController:toViewController:
    - interactionControllerFor(navigationController,animationController) navigationController(_:interactionControllerFor:) navigationController:interactionControllerForAnimationController:
    - navigationControllerSupportedInterfaceOrientations(navigationController) navigationControllerSupportedInterfaceOrientations(_:) navigationControllerSupportedInterfaceOrientations:

    @protocol UITabBarControllerDelegate
    + shouldSelect(tabBarController,viewController)        tabBarController(_:shouldSelect:)                        tabBarController:shouldSelectViewController:
    + didSelect(tabBarController,viewController)           tabBarController(_:didSelect:)                           tabBarController:didSelectViewController:
    - willBeginCustomizing(tabBarController,viewControllers) tabBarController(_:willBeginCustomizing:)              tabBarController:willBeginCustomizingViewControllers:
    - didEndCustomizing(tabBarController,viewControllers,changed) tabBarController(_:didEndCustomizing:changed:)    tabBarController:didEndCustomizingViewControllers:changed:
    - animationControllerForTransitionFrom(tabBarController,fromVC,toVC) tabBarController(_:animationControllerForTransitionFrom:to:) tabBarController:animationControllerForTransitionFromViewController:toViewController:
    - interactionControllerFor(tabBarController,animationController) tabBarController(_:interactionControllerFor:)  tabBarController:interactionControllerForAnimationController:

    @class UIResponder
    + touchesBegan(touches,event)                          touchesBegan(_:with:)                                    touchesBegan:withEvent:
    + touchesMoved(touches,event)                          touchesMoved(_:with:)                                    touchesMoved:withEvent:
    + touchesEnded(touches,event)                          touchesEnded(_:with:)                                    touchesEnded:withEvent:
    + touchesCancelled(touches,event)                      touchesCancelled(_:with:)                                touchesCancelled:withEvent:
    + pressesBegan(presses,event)                          pressesBegan(_:with:)                                    pressesBegan:withEvent:
    + pressesChanged(presses,event)                        pressesChanged(_:with:)                                  pressesChanged:withEvent:
    + pressesEnded(presses,event)                          pressesEnded(_:with:)                                    pressesEnded:withEvent:
    + pressesCancelled(presses,event)                      pressesCancelled(_:with:)                                pressesCancelled:withEvent:
    + motionBegan(motion,event)                            motionBegan(_:with:)                                     motionBegan:withEvent:
    + motionEnded(motion,event)                            motionEnded(_:with:)                                     motionEnded:withEvent:
    + motionCancelled(motion,event)                        motionCancelled(_:with:)                                 motionCancelled:withEvent:
    + remoteControlReceived(event)                         remoteControlReceived(with:)                             remoteControlReceivedWithEvent:
    + becomeFirstResponder()                               becomeFirstResponder()                                   becomeFirstResponder
    + resignFirstResponder()                               resignFirstResponder()                                   resignFirstResponder
    + canBecomeFirstResponder()                            canBecomeFirstResponder                                  canBecomeFirstResponder
    + canResignFirstResponder()                            canResignFirstResponder                                  canResignFirstResponder
    + canPerformAction(action,sender)                      canPerformAction(_:withSender:)                          canPerformAction:withSender:
    + targetForAction(action,sender)                       target(forAction:withSender:)                            targetForAction:withSender:
    + nextResponder()                                      next                                                     nextResponder
    + inputView()                                          inputView                                                inputView
    + inputAccessoryView()                                 inputAccessoryView                                       inputAccessoryView
    + insertText(text)                                     insertText(_:)                                           insertText:
    + deleteBackward()                                     deleteBackward()                                         deleteBackward
    + hasText()                                            hasText                                                  hasText
    - touchesEstimatedPropertiesUpdated(touches)           touchesEstimatedPropertiesUpdated(_:)                    touchesEstimatedPropertiesUpdated:
    - buildMenu(builder)                                   buildMenu(with:)                                         buildMenuWithBuilder:
    - validate(command)                                    validate(_:)                                             validateCommand:

    @class UIView
    + hitTest(point,event)                                 hitTest(_:with:)                                         hitTest:withEvent:
    + pointInside(point,event)                             point(inside:with:)                                      pointInside:withEvent:
    + gestureRecognizerShouldBegin(gestureRecognizer)      gestureRecognizerShouldBegin(_:)                         gestureRecognizerShouldBegin:
    + layoutSubviews()                                     layoutSubviews()                                         layoutSubviews
    - didMoveToSuperview()                                 didMoveToSuperview()                                     didMoveToSuperview
    - didMoveToWindow()                                    didMoveToWindow()                                        didMoveToWindow
    - willMoveToSuperview(newSuperview)                    willMove(toSuperview:)                                   willMoveToSuperview:
    - willMoveToWindow(newWindow)                          willMove(toWindow:)                                      willMoveToWindow:
    - didAddSubview(subview)                               didAddSubview(_:)                                        didAddSubview:
    - willRemoveSubview(subview)                           willRemoveSubview(_:)                                    willRemoveSubview:
    - draw(rect)                                           draw(_:)                                                 drawRect:
    - sizeThatFits(size)                                   sizeThatFits(_:)                                         sizeThatFits:
    - tintColorDidChange()                                 tintColorDidChange()                                     tintColorDidChange
    - traitCollectionDidChange(previousTraitCollection)    traitCollectionDidChange(_:)                             traitCollectionDidChange:
    - safeAreaInsetsDidChange()                            safeAreaInsetsDidChange()                                safeAreaInsetsDidChange
    - layoutMarginsDidChange()                             layoutMarginsDidChange()                                 layoutMarginsDidChange
    - updateConstraints()                                  updateConstraints()                                      updateConstraints

    @class UIWindow
    + sendEvent(event)                                     sendEvent(_:)                                            sendEvent:
    - becomeKey()                                          becomeKey()                                              becomeKeyWindow
    - resignKey()                                          resignKey()                                              resignKeyWindow

    @class UIControl
    + beginTracking(touch,event)                           beginTracking(_:with:)                                   beginTrackingWithTouch:withEvent:
    + continueTracking(touch,event)                        continueTracking(_:with:)                                continueTrackingWithTouch:withEvent:
    + endTracking(touch,event)                             endTracking(_:with:)                                     endTrackingWithTouch:withEvent:
    + cancelTracking(event)                                cancelTracking(with:)                                    cancelTrackingWithEvent:
    + sendAction(action,target,event)                      sendAction(_:to:for:)                                    sendAction:to:forEvent:

    @class UIScrollView
    + touchesShouldBegin(touches,event,view)               touchesShouldBegin(_:with:in:)                           touchesShouldBegin:withEvent:inContentView:
    + touchesShouldCancel(view)                            touchesShouldCancel(in:)                                 touchesShouldCancelInContentView:
    + shouldRecognizeSimultaneouslyWith(gestureRecognizer,otherGestureRecognizer) gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:) gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:
    + shouldRequireFailureOf(gestureRecognizer,otherGestureRecognizer) gestureRecognizer(_:shouldRequireFailureOf:) gestureRecognizer:shouldRequireFailureOfGestureRecognizer:
    + shouldBeRequiredToFailBy(gestureRecognizer,otherGestureRecognizer) gestureRecognizer(_:shouldBeRequiredToFailBy:) gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:
    + shouldReceiveTouch(gestureRecognizer,touch)          gestureRecognizer(_:shouldReceive:)                      gestureRecognizer:shouldReceiveTouch:

    @class UITableViewCell
    + setHighlighted(highlighted,animated)                 setHighlighted(_:animated:)                              setHighlighted:animated:
    + setSelected(selected,animated)                       setSelected(_:animated:)                                 setSelected:animated:
    - prepareForReuse()                                    prepareForReuse()                                        prepareForReuse
    - setEditing(editing,animated)                         setEditing(_:animated:)                                  setEditing:animated:
    - willTransitionTo(state)                              willTransition(to:)                                      willTransitionToState:
    - didTransitionTo(state)                               didTransition(to:)                                       didTransitionToState:

    @class UICollectionViewCell
    + setHighlighted(highlighted)                          isHighlighted                                            setHighlighted:
    + setSelected(selected)                                isSelected                                               setSelected:
    - prepareForReuse()                                    prepareForReuse()                                        prepareForReuse
    - apply(layoutAttributes)                              apply(_:)                                                applyLayoutAttributes:
    - preferredLayoutAttributesFitting(layoutAttributes)   preferredLayoutAttributesFitting(_:)                     preferredLayoutAttributesFittingAttributes:

    @class UIViewController
    + loadView()                                           loadView()                                               loadView
    + viewDidLoad()                                        viewDidLoad()                                            viewDidLoad
    + didMoveToParent(parent)                              didMove(toParent:)                                       didMoveToParentViewController:
    - willMoveToParent(parent)                             willMove(toParent:)                                      willMoveToParentViewController:
    - viewWillAppear(animated)                             viewWillAppear(_:)                                       viewWillAppear:
    - viewDidAppear(animated)                              viewDidAppear(_:)                                        viewDidAppear:
    - viewWillDisappear(animated)                          viewWillDisappear(_:)                                    viewWillDisappear:
    - viewDidDisappear(animated)                           viewDidDisappear(_:)                                     viewDidDisappear:
    - viewWillLayoutSubviews()                             viewWillLayoutSubviews()                                 viewWillLayoutSubviews
    - viewDidLayoutSubviews()                              viewDidLayoutSubviews()                                  viewDidLayoutSubviews
    - viewSafeAreaInsetsDidChange()                        viewSafeAreaInsetsDidChange()                            viewSafeAreaInsetsDidChange
    - viewWillTransitionTo(size,coordinator)               viewWillTransition(to:with:)                             viewWillTransitionToSize:withTransitionCoordinator:
    - setEditing(editing,animated)                         setEditing(_:animated:)                                  setEditing:animated:
    - prepareFor(segue,sender)                             prepare(for:sender:)                                     prepareForSegue:sender:
    - shouldPerformSegue(identifier,sender)                shouldPerformSegue(withIdentifier:sender:)               shouldPerformSegueWithIdentifier:sender:
    - updateViewConstraints()                              updateViewConstraints()                                  updateViewConstraints
    - didReceiveMemoryWarning()                            didReceiveMemoryWarning()                                didReceiveMemoryWarning

    @class UIGestureRecognizer
    + reset()                                              reset()                                                  reset
    + canPrevent(preventedGestureRecognizer)               canPrevent(_:)                                           canPreventGestureRecognizer:
    + canBePreventedBy(preventingGestureRecognizer)        canBePrevented(by:)                                      canBePreventedByGestureRecognizer:
    + shouldRequireFailureOf(otherGestureRecognizer)       shouldRequireFailure(of:)                                shouldRequireFailureOfGestureRecognizer:
    + shouldBeRequiredToFailBy(otherGestureRecognizer)     shouldBeRequiredToFail(by:)                              shouldBeRequiredToFailByGestureRecognizer:
    - ignoreTouch(touch,event)                             ignore(_:for:)                                           ignoreTouch:forEvent:
    - shouldReceive(event)                                 shouldReceive(_:)                                        shouldReceiveEvent:
    """

    /// SPEC 12.8's *called* methods that the engine on this branch does not
    /// call yet: SPEC 12.2–12.6 are being built beside this catalogue. Each
    /// line is `owner name section`; when the section's engine work merges,
    /// flip the method's `-` to `+` in `table` above and delete its line here
    /// (`CatalogueTests` fails until both agree with the engine).
    static let awaitingMerge = """
    """
}
